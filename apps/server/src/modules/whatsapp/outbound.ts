import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { enqueueJob } from '../jobs/index.js';
import type { ChatBody, ChatKind } from './chat-message-body.js';
import { insertMessage, updateConversation } from './conversations.repository.js';
import { publishConversationChange } from './conversation-change.js';

/** Sends one stored outbound message through the company's WhatsApp. */
export const SEND_JOB = 'whatsapp.send';

export interface Outbound {
  companyId: string;
  conversationId: string;
  authorKind: 'assistant' | 'staff';
  authorUserId?: string | null;
  kind: ChatKind;
  body: ChatBody;
  /** Why it is sent (reply, assistant, quote_ready…): kept for the thread and the order. */
  purpose: string;
  /** One message per (conversation, key): an order's update is sent once. */
  dedupeKey?: string | null;
  orderId?: string | null;
  now: Date;
}

/**
 * Stores an outbound message as `pending` and queues its sending, in the caller's transaction:
 * the message exists exactly when the change that asks for it commits, and is sent at least
 * once after (the job keeps WhatsApp's id, so a retry after a success sends nothing twice).
 * Answers the message's id, or null when the dedupe key was used already.
 */
export async function queueOutbound(tx: Database, message: Outbound): Promise<string | null> {
  const id = randomUUID();
  const inserted = await insertMessage(tx, {
    id,
    companyId: message.companyId,
    conversationId: message.conversationId,
    direction: 'out',
    authorKind: message.authorKind,
    authorUserId: message.authorUserId ?? null,
    kind: message.kind,
    body: message.body,
    status: 'pending',
    purpose: message.purpose,
    dedupeKey: message.dedupeKey ?? null,
    orderId: message.orderId ?? null,
    at: message.now,
  });
  if (!inserted) return null;
  await updateConversation(tx, message.conversationId, { lastMessageAt: message.now });
  await enqueueJob(tx, {
    kind: SEND_JOB,
    key: id,
    companyId: message.companyId,
    payload: { messageId: id },
    runAt: message.now,
  });
  await publishConversationChange(tx, message.companyId, message.conversationId);
  return id;
}
