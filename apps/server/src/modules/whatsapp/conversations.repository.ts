import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { AssistantState } from '../../db/schema.js';
import type { ChatBody, ChatKind } from './chat-message-body.js';

export interface ConversationRow {
  id: string;
  companyId: string;
  channelId: string | null;
  customerPhone: string;
  customerName: string | null;
  locale: 'ar' | 'en';
  lastInboundAt: Date | null;
  lastMessageAt: Date;
  unreadCount: number;
  needsStaff: boolean;
  optedOut: boolean;
  assistant: AssistantState;
}

export type DeliveryStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

export interface MessageRow {
  id: string;
  /** Its place in the thread. */
  seq: number;
  conversationId: string;
  direction: 'in' | 'out';
  authorKind: 'customer' | 'assistant' | 'staff';
  authorName: string | null;
  kind: ChatKind;
  body: ChatBody;
  status: DeliveryStatus | null;
  failure: string | null;
  orderId: string | null;
  createdAt: Date;
}

const CONVERSATION_COLUMNS = sql`
  c.id, c.company_id as "companyId", c.channel_id as "channelId",
  c.customer_phone as "customerPhone", c.customer_name as "customerName", c.locale,
  c.last_inbound_at as "lastInboundAt", c.last_message_at as "lastMessageAt",
  c.unread_count as "unreadCount", c.needs_staff as "needsStaff", c.opted_out as "optedOut",
  c.assistant`;

const MESSAGE_COLUMNS = sql`
  m.id, m.seq, m.conversation_id as "conversationId", m.direction, m.author_kind as "authorKind",
  u.username as "authorName", m.kind, m.body, m.status, m.failure, m.order_id as "orderId",
  m.created_at as "createdAt"`;

function conversationOf(row: Record<string, unknown>): ConversationRow {
  const date = (value: unknown) => (value === null ? null : new Date(value as string));
  return {
    ...(row as unknown as ConversationRow),
    lastInboundAt: date(row.lastInboundAt),
    lastMessageAt: new Date(row.lastMessageAt as string),
  };
}

function messageOf(row: Record<string, unknown>): MessageRow {
  return {
    ...(row as unknown as MessageRow),
    seq: Number(row.seq),
    createdAt: new Date(row.createdAt as string),
  };
}

/**
 * The customer's conversation with the company, created on their first message, as the message
 * arriving now leaves it: named (when WhatsApp gave a name), the window open from `at`, one more
 * unread. Locked for the rest of the transaction, so one customer's messages are handled one at
 * a time.
 */
export async function receiveIntoConversation(
  tx: Database,
  input: {
    id: string;
    companyId: string;
    channelId: string;
    customerPhone: string;
    customerName: string | null;
    at: Date;
  },
): Promise<ConversationRow> {
  const at = input.at.toISOString();
  const [row] = rowsOf(
    await tx.execute(sql`
      insert into chat_conversations as c
        (id, company_id, channel_id, customer_phone, customer_name, last_inbound_at,
         last_message_at, unread_count, created_at)
      values (${input.id}, ${input.companyId}, ${input.channelId}, ${input.customerPhone},
              ${input.customerName}, ${at}::timestamptz, ${at}::timestamptz, 1, ${at}::timestamptz)
      on conflict (company_id, customer_phone) do update set
        channel_id = excluded.channel_id,
        customer_name = coalesce(excluded.customer_name, c.customer_name),
        last_inbound_at = greatest(c.last_inbound_at, excluded.last_inbound_at),
        last_message_at = greatest(c.last_message_at, excluded.last_message_at),
        unread_count = c.unread_count + 1
      returning ${CONVERSATION_COLUMNS}
    `),
  );
  if (!row) throw new Error('the conversation just written cannot be read back');
  return conversationOf(row);
}

export async function conversationInCompany(
  db: Database,
  companyId: string,
  id: string,
  lock = false,
): Promise<ConversationRow | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select ${CONVERSATION_COLUMNS} from chat_conversations c
      where c.id = ${id} and c.company_id = ${companyId}
      ${lock ? sql`for update` : sql``}
    `),
  );
  return row ? conversationOf(row) : null;
}

export async function updateConversation(
  tx: Database,
  id: string,
  changes: Partial<Pick<ConversationRow, 'needsStaff' | 'optedOut' | 'assistant' | 'locale'>> & {
    lastMessageAt?: Date;
    read?: boolean;
  },
): Promise<void> {
  const sets = [];
  if (changes.needsStaff !== undefined) sets.push(sql`needs_staff = ${changes.needsStaff}`);
  if (changes.optedOut !== undefined) sets.push(sql`opted_out = ${changes.optedOut}`);
  if (changes.locale !== undefined) sets.push(sql`locale = ${changes.locale}`);
  if (changes.assistant !== undefined) {
    sets.push(sql`assistant = ${JSON.stringify(changes.assistant)}::jsonb`);
  }
  if (changes.lastMessageAt !== undefined) {
    sets.push(
      sql`last_message_at = greatest(last_message_at, ${changes.lastMessageAt.toISOString()}::timestamptz)`,
    );
  }
  if (changes.read) sets.push(sql`unread_count = 0`);
  if (sets.length === 0) return;
  await tx.execute(sql`update chat_conversations set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

export interface MessageToInsert {
  id: string;
  companyId: string;
  conversationId: string;
  direction: 'in' | 'out';
  authorKind: 'customer' | 'assistant' | 'staff';
  authorUserId?: string | null;
  providerMessageId?: string | null;
  kind: ChatKind;
  body: ChatBody;
  status?: DeliveryStatus | null;
  purpose?: string | null;
  dedupeKey?: string | null;
  orderId?: string | null;
  at: Date;
}

/** Inserts a message; false when it is a repeat (the same WhatsApp id, or the same update). */
export async function insertMessage(tx: Database, message: MessageToInsert): Promise<boolean> {
  const inserted = await tx.execute(sql`
    insert into chat_messages
      (id, company_id, conversation_id, direction, author_kind, author_user_id,
       provider_message_id, kind, body, status, purpose, dedupe_key, order_id, created_at)
    values (${message.id}, ${message.companyId}, ${message.conversationId}, ${message.direction},
            ${message.authorKind}, ${message.authorUserId ?? null}, ${message.providerMessageId ?? null},
            ${message.kind}, ${JSON.stringify(message.body)}::jsonb, ${message.status ?? null},
            ${message.purpose ?? null}, ${message.dedupeKey ?? null}, ${message.orderId ?? null},
            ${message.at.toISOString()}::timestamptz)
    on conflict do nothing
    returning id
  `);
  return rowsOf(inserted).length > 0;
}

/** What a status notification may move a message to: forward only, except to `failed`. */
const STATUS_RANK: Record<DeliveryStatus, number> = {
  pending: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

/** Records WhatsApp's report on one of our messages; answers its conversation, if ours. */
export async function recordDeliveryStatus(
  tx: Database,
  input: {
    companyId: string;
    providerMessageId: string;
    status: Exclude<DeliveryStatus, 'pending'>;
    failure: string | null;
    at: Date;
  },
): Promise<string | null> {
  const ranks = Object.entries(STATUS_RANK)
    .filter(([, rank]) => rank < STATUS_RANK[input.status])
    .map(([status]) => status);
  const [row] = rowsOf<{ conversationId: string }>(
    await tx.execute(sql`
      update chat_messages
      set status = ${input.status}, failure = ${input.failure}, status_at = ${input.at.toISOString()}::timestamptz
      where provider_message_id = ${input.providerMessageId}
        and company_id = ${input.companyId}
        and direction = 'out'
        and (status is null or status in (${sql.join(
          ranks.map((status) => sql`${status}`),
          sql`, `,
        )}))
      returning conversation_id as "conversationId"
    `),
  );
  return row?.conversationId ?? null;
}

export async function setMessageSent(
  tx: Database,
  id: string,
  providerMessageId: string,
  at: Date,
): Promise<void> {
  await tx.execute(sql`
    update chat_messages
    set provider_message_id = ${providerMessageId},
        status = case when status = 'pending' then 'sent' else status end,
        status_at = ${at.toISOString()}::timestamptz
    where id = ${id}
  `);
}

export async function setMessageFailed(
  tx: Database,
  id: string,
  failure: string,
  at: Date,
): Promise<void> {
  await tx.execute(sql`
    update chat_messages set status = 'failed', failure = ${failure},
      status_at = ${at.toISOString()}::timestamptz
    where id = ${id} and status = 'pending'
  `);
}

export async function setMessageBody(tx: Database, id: string, body: ChatBody): Promise<void> {
  await tx.execute(
    sql`update chat_messages set body = ${JSON.stringify(body)}::jsonb where id = ${id}`,
  );
}

export async function messageById(
  db: Database,
  id: string,
): Promise<
  (MessageRow & { companyId: string; customerPhone: string; channelId: string | null }) | null
> {
  const [row] = rowsOf(
    await db.execute(sql`
      select ${MESSAGE_COLUMNS}, m.company_id as "companyId",
             c.customer_phone as "customerPhone", c.channel_id as "channelId"
      from chat_messages m
      join chat_conversations c on c.id = m.conversation_id
      left join users u on u.id = m.author_user_id
      where m.id = ${id}
    `),
  );
  return row
    ? {
        ...messageOf(row),
        companyId: row.companyId as string,
        customerPhone: row.customerPhone as string,
        channelId: row.channelId as string | null,
      }
    : null;
}

/** Messages in thread order, oldest first: the newest, or those before a place in it. */
export async function messagesOf(
  db: Database,
  conversationId: string,
  beforeSeq: number | null,
  limit: number,
): Promise<MessageRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select ${MESSAGE_COLUMNS}
      from chat_messages m
      left join users u on u.id = m.author_user_id
      where m.conversation_id = ${conversationId}
        ${beforeSeq !== null ? sql`and m.seq < ${beforeSeq}` : sql``}
      order by m.seq desc
      limit ${limit}
    `),
  );
  return rows.map(messageOf).reverse();
}

export type ConversationFilter = 'all' | 'needs_staff' | 'unread';

/** A page of the company's conversations, newest activity first, each with its last message. */
export async function conversationsOf(
  db: Database,
  companyId: string,
  filter: ConversationFilter,
  after: { at: Date; id: string } | null,
  limit: number,
): Promise<{ conversation: ConversationRow; last: MessageRow | null }[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select ${CONVERSATION_COLUMNS}, to_jsonb(last) as last
      from chat_conversations c
      left join lateral (
        select ${MESSAGE_COLUMNS}
        from chat_messages m
        left join users u on u.id = m.author_user_id
        where m.conversation_id = c.id
        order by m.seq desc
        limit 1
      ) last on true
      where c.company_id = ${companyId}
        ${filter === 'needs_staff' ? sql`and c.needs_staff` : sql``}
        ${filter === 'unread' ? sql`and c.unread_count > 0` : sql``}
        ${after ? sql`and (c.last_message_at, c.id) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : sql``}
      order by c.last_message_at desc, c.id desc
      limit ${limit}
    `),
  );
  return rows.map((row) => ({
    conversation: conversationOf(row),
    last: row.last ? messageOf(row.last as Record<string, unknown>) : null,
  }));
}

export async function insertMedia(
  tx: Database,
  media: {
    id: string;
    companyId: string;
    conversationId: string;
    contentType: string;
    bytes: Buffer;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into chat_media (id, company_id, conversation_id, content_type, bytes, byte_size, created_at)
    values (${media.id}, ${media.companyId}, ${media.conversationId}, ${media.contentType},
            ${media.bytes}, ${media.bytes.length}, ${media.at.toISOString()}::timestamptz)
  `);
}

export async function mediaInCompany(
  db: Database,
  companyId: string,
  conversationId: string,
  mediaId: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = rowsOf<{ contentType: string; bytes: Buffer | Uint8Array }>(
    await db.execute(sql`
      select content_type as "contentType", bytes from chat_media
      where id = ${mediaId} and company_id = ${companyId} and conversation_id = ${conversationId}
    `),
  );
  if (!row) return null;
  return { contentType: row.contentType, bytes: Buffer.from(row.bytes) };
}

/** The order's conversation and the messages sent about it, in thread order. */
export async function orderMessages(
  db: Database,
  companyId: string,
  orderId: string,
): Promise<{ conversationId: string | null; messages: MessageRow[] }> {
  const [link] = rowsOf<{ conversationId: string }>(
    await db.execute(sql`
      select conversation_id as "conversationId" from chat_order_links
      where order_id = ${orderId} and company_id = ${companyId}
    `),
  );
  if (!link) return { conversationId: null, messages: [] };
  const rows = rowsOf(
    await db.execute(sql`
      select ${MESSAGE_COLUMNS}
      from chat_messages m
      left join users u on u.id = m.author_user_id
      where m.conversation_id = ${link.conversationId} and m.order_id = ${orderId}
      order by m.seq
      limit 100
    `),
  );
  return { conversationId: link.conversationId, messages: rows.map(messageOf) };
}
