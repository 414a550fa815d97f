import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../errors.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { findOrderPlace } from '../orders/index.js';
import { companyIdOf, scopeOf } from '../scope/index.js';
import { CHAT_TEMPLATES, templateByName, type ChatTemplate } from './chat-templates.js';
import {
  conversationView,
  decodeCursor,
  encodeCursor,
  linksOnce,
  messageView,
  windowClosesAt,
} from './chat-views.js';
import {
  conversationInCompany,
  conversationsOf,
  mediaInCompany,
  messageById,
  messagesOf,
  orderMessages,
  updateConversation,
  type ConversationFilter,
  type ConversationRow,
} from './conversations.repository.js';
import { publishConversationChange } from './conversation-change.js';
import { queueOutbound } from './outbound.js';
import { channelOfCompany } from './whatsapp-channels.repository.js';
import type { WhatsappDeps } from './whatsapp-deps.js';

const PAGE = 30;
const MESSAGES = 50;

function invalidCursor(): AppError {
  return new AppError('CURSOR_INVALID', {
    message: 'المؤشر غير صالح؛ استخدم المؤشر الذي أعادته الاستجابة السابقة',
  });
}

function cursorOf(value: string | undefined) {
  if (!value) return null;
  const cursor = decodeCursor(value);
  if (!cursor) throw invalidCursor();
  return cursor;
}

export async function listConversations(
  deps: WhatsappDeps,
  auth: AuthContext,
  query: { filter?: ConversationFilter; cursor?: string },
): Promise<Reply<'listConversations'>> {
  const after = cursorOf(query.cursor);
  const rows = await conversationsOf(
    deps.db,
    companyIdOf(auth),
    query.filter ?? 'all',
    after,
    PAGE + 1,
  );
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  const linkOf = linksOnce(deps.quoteLinkOf);
  return {
    conversations: await Promise.all(
      page.map((row) => conversationView(row.conversation, row.last, linkOf)),
    ),
    nextCursor:
      rows.length > PAGE && last
        ? encodeCursor(last.conversation.lastMessageAt, last.conversation.id)
        : null,
  };
}

async function conversationOf(deps: WhatsappDeps, auth: AuthContext, id: string) {
  const conversation = await conversationInCompany(deps.db, companyIdOf(auth), id);
  if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
  return conversation;
}

/** The templates staff may send this customer now, in the customer's language. */
function staffTemplates(conversation: ConversationRow): ChatTemplate[] {
  return Object.values(CHAT_TEMPLATES).filter(
    (template: ChatTemplate) => template.staff && (template.essential || !conversation.optedOut),
  );
}

export async function getConversation(
  deps: WhatsappDeps,
  auth: AuthContext,
  id: string,
  query: { before?: string },
): Promise<Reply<'getConversation'>> {
  const conversation = await conversationOf(deps, auth, id);
  const before = query.before === undefined ? null : Number(query.before);
  if (before !== null && !Number.isSafeInteger(before)) throw invalidCursor();
  const rows = await messagesOf(deps.db, conversation.id, before, MESSAGES + 1);
  const messages = rows.length > MESSAGES ? rows.slice(1) : rows;
  const oldest = messages[0];
  const linkOf = linksOnce(deps.quoteLinkOf);
  return {
    conversation: await conversationView(conversation, rows.at(-1) ?? null, linkOf),
    messages: await Promise.all(messages.map((row) => messageView(row, linkOf))),
    olderCursor: rows.length > MESSAGES && oldest ? String(oldest.seq) : null,
    templates: staffTemplates(conversation).map((template) => ({
      name: template.name,
      label: template.label.ar,
      text: template.text[conversation.locale]([]),
    })),
  };
}

export async function markConversationRead(
  deps: WhatsappDeps,
  auth: AuthContext,
  id: string,
): Promise<void> {
  const conversation = await conversationOf(deps, auth, id);
  await inTransaction(deps.db, async (tx) => {
    await updateConversation(tx, conversation.id, { read: true });
    await publishConversationChange(tx, conversation.companyId, conversation.id);
  });
}

/** Locks the conversation for a staff message; refuses when no number is connected. */
async function lockedForStaff(
  deps: WhatsappDeps,
  auth: AuthContext,
  id: string,
  tx: typeof deps.db,
) {
  const conversation = await conversationInCompany(tx, companyIdOf(auth), id, true);
  if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
  if (!(await channelOfCompany(tx, conversation.companyId))) {
    throw new AppError('WHATSAPP_NOT_CONNECTED');
  }
  return conversation;
}

async function sentMessage(deps: WhatsappDeps, id: string | null) {
  const message = id ? await messageById(deps.db, id) : null;
  if (!message) throw new Error('the message just queued cannot be read back');
  return messageView(message, deps.quoteLinkOf);
}

export async function sendConversationMessage(
  deps: WhatsappDeps,
  auth: AuthContext,
  id: string,
  input: Body<'sendConversationMessage'>,
): Promise<Reply<'sendConversationMessage'>> {
  const text = input.text.trim();
  if (!text) throw fieldError('text', 'اكتب الرسالة أولًا');
  const messageId = await inTransaction(deps.db, async (tx) => {
    const conversation = await lockedForStaff(deps, auth, id, tx);
    const now = deps.clock.now();
    const closes = windowClosesAt(conversation);
    if (!closes || closes <= now) throw new AppError('CHAT_WINDOW_CLOSED');
    await updateConversation(tx, conversation.id, { needsStaff: false, read: true });
    return queueOutbound(tx, {
      companyId: conversation.companyId,
      conversationId: conversation.id,
      authorKind: 'staff',
      authorUserId: auth.userId,
      kind: 'text',
      body: { text },
      purpose: 'reply',
      now,
    });
  });
  return sentMessage(deps, messageId);
}

export async function sendConversationTemplate(
  deps: WhatsappDeps,
  auth: AuthContext,
  id: string,
  input: Body<'sendConversationTemplate'>,
): Promise<Reply<'sendConversationTemplate'>> {
  const template = templateByName(input.template);
  if (!template?.staff) throw fieldError('template', 'هذا القالب غير متاح للإرسال من المحادثة');
  const messageId = await inTransaction(deps.db, async (tx) => {
    const conversation = await lockedForStaff(deps, auth, id, tx);
    if (conversation.optedOut && !template.essential) throw new AppError('CHAT_OPTED_OUT');
    const now = deps.clock.now();
    await updateConversation(tx, conversation.id, { read: true });
    return queueOutbound(tx, {
      companyId: conversation.companyId,
      conversationId: conversation.id,
      authorKind: 'staff',
      authorUserId: auth.userId,
      kind: 'template',
      body: {
        templateName: template.name,
        templateLanguage: conversation.locale,
        templateParams: [],
        text: template.text[conversation.locale]([]),
      },
      purpose: 'template',
      now,
    });
  });
  return sentMessage(deps, messageId);
}

export async function readConversationMedia(
  deps: WhatsappDeps,
  auth: AuthContext,
  id: string,
  mediaId: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const media = await mediaInCompany(deps.db, companyIdOf(auth), id, mediaId);
  if (!media) throw new AppError('CHAT_MEDIA_NOT_FOUND');
  return media;
}

/** What the customer was sent about an order the caller may read, with its delivery. */
export async function getOrderChat(
  deps: WhatsappDeps,
  auth: AuthContext,
  orderId: string,
): Promise<Reply<'getOrderChat'>> {
  const order = await findOrderPlace(deps.db, await scopeOf(deps.db, auth), orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const { conversationId, messages } = await orderMessages(deps.db, order.companyId, order.id);
  const linkOf = linksOnce(deps.quoteLinkOf);
  return {
    conversationId,
    messages: await Promise.all(messages.map((row) => messageView(row, linkOf))),
  };
}
