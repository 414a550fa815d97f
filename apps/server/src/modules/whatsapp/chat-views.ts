import type { components } from '../../generated/contract-types.js';
import { isUuid } from '../../lib/uuid.js';
import type { ConversationRow, MessageRow } from './conversations.repository.js';

type ChatMessageView = components['schemas']['ChatMessage'];
type ConversationSummaryView = components['schemas']['ConversationSummary'];

/** WhatsApp's customer-service window: free text until 24 hours after the customer's last message. */
export const WINDOW_MS = 24 * 3_600_000;

export function windowClosesAt(conversation: Pick<ConversationRow, 'lastInboundAt'>): Date | null {
  return conversation.lastInboundAt
    ? new Date(conversation.lastInboundAt.getTime() + WINDOW_MS)
    : null;
}

/** A template's button opens the order's customer link, made when the message is read. */
export type LinkOf = (orderId: string) => Promise<string | null>;

/** The same, looked up once per order for one answer (a thread holds several of its updates). */
export function linksOnce(linkOf: LinkOf): LinkOf {
  const links = new Map<string, Promise<string | null>>();
  return (orderId) => {
    let link = links.get(orderId);
    if (!link) {
      link = linkOf(orderId);
      links.set(orderId, link);
    }
    return link;
  };
}

export async function messageView(message: MessageRow, linkOf: LinkOf): Promise<ChatMessageView> {
  const { body } = message;
  const button =
    body.button && message.orderId
      ? { label: body.button.label, url: (await linkOf(message.orderId)) ?? '' }
      : null;
  return {
    _id: message.id,
    direction: message.direction,
    author: {
      kind: message.authorKind,
      name: message.authorKind === 'staff' ? message.authorName : null,
    },
    kind: message.kind,
    text: body.text ?? null,
    mediaId: body.mediaId ?? null,
    voice: body.voice === true,
    filename: body.filename ?? null,
    location: body.location ?? null,
    choices: (body.choices ?? []).map((choice) => choice.title),
    button,
    templateName: body.templateName ?? null,
    status: message.status,
    failure: message.failure ?? body.mediaRefused ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}

export async function conversationView(
  conversation: ConversationRow,
  last: MessageRow | null,
  linkOf: LinkOf,
): Promise<ConversationSummaryView> {
  return {
    _id: conversation.id,
    customerName: conversation.customerName,
    customerPhone: conversation.customerPhone,
    lastMessage: last ? await messageView(last, linkOf) : null,
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    unreadCount: conversation.unreadCount,
    needsStaff: conversation.needsStaff,
    optedOut: conversation.optedOut,
    windowClosesAt: windowClosesAt(conversation)?.toISOString() ?? null,
  };
}

/** A keyset position (time and id) as an opaque cursor, and back. */
export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (Number.isNaN(at.getTime()) || !id || !isUuid(id)) return null;
  return { at, id };
}
