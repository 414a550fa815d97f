import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { secretsEqual, sha256 } from '../../lib/secrets.js';
import { isUuid } from '../../lib/uuid.js';
import { enqueueJob } from '../jobs/index.js';
import { appSecretOf } from './channel-provider.js';
import { INBOUND_JOB, inboundJobKey } from './inbound-job.js';
import { isSignedBy } from './webhook-signature.js';
import { channelById, type StoredChannel } from './whatsapp-channels.repository.js';
import type { WhatsappDeps } from './whatsapp-deps.js';

/** Meta's GET with the verify token: the challenge back when the token is the channel's. */
export async function verifyWebhook(
  deps: Pick<WhatsappDeps, 'db'>,
  channelId: string,
  query: { mode?: string; verifyToken?: string; challenge?: string },
): Promise<string> {
  const channel = await channelById(deps.db, channelId);
  const expected = channel?.verifyTokenHash ?? sha256('no channel');
  const matches = secretsEqual(sha256(query.verifyToken ?? ''), expected);
  if (!channel || query.mode !== 'subscribe' || !matches || !query.challenge) {
    throw new AppError('FORBIDDEN');
  }
  return query.challenge;
}

/** One thing Meta told us, as the inbox keeps it. */
interface InboxEvent {
  eventKey: string;
  /** The customer it concerns: their events are processed one after another, in order. */
  customer: string;
  payload: Record<string, unknown>;
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const digits = (value: unknown): string | null =>
  typeof value === 'string' && /^[0-9]{6,20}$/.test(value) ? value : null;
const wamid = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/**
 * The messages and statuses of a notification that concern the channel's own number. A change
 * naming another `phone_number_id` is skipped: one company's webhook can never write into
 * another's conversations, whatever its body says.
 */
export function eventsOf(channel: StoredChannel, body: Record<string, unknown>): InboxEvent[] {
  const events: InboxEvent[] = [];
  for (const entry of asArray(body.entry)) {
    for (const changed of asArray(asObject(entry)?.changes)) {
      const value = asObject(asObject(changed)?.value);
      if (!value) continue;
      if (asObject(value.metadata)?.phone_number_id !== channel.phoneNumberId) continue;
      const names = new Map<string, string>();
      for (const contact of asArray(value.contacts)) {
        const c = asObject(contact);
        const id = digits(c?.wa_id);
        const name = asObject(c?.profile)?.name;
        if (id && typeof name === 'string') names.set(id, name.slice(0, 100));
      }
      for (const item of asArray(value.messages)) {
        const message = asObject(item);
        const id = wamid(message?.id);
        const from = digits(message?.from);
        if (!message || !id || !from) continue;
        events.push({
          eventKey: `message:${id}`,
          customer: from,
          payload: { type: 'message', name: names.get(from) ?? null, message },
        });
      }
      for (const item of asArray(value.statuses)) {
        const status = asObject(item);
        const id = wamid(status?.id);
        const recipient = digits(status?.recipient_id);
        const state = status?.status;
        if (!status || !id || !recipient || typeof state !== 'string' || !STATUSES.has(state)) {
          continue;
        }
        events.push({
          eventKey: `status:${id}:${state}`,
          customer: recipient,
          payload: { type: 'status', status },
        });
      }
    }
  }
  return events;
}

/**
 * The channel a notification POSTed by Meta is for, once its signature over the raw bytes is
 * known to be the channel's: nothing of the body is read before. An unknown channel, a missing
 * or wrong signature, or a secret the server can no longer open all answer the same 401.
 */
export async function signedChannel(
  deps: Pick<WhatsappDeps, 'db' | 'secrets'>,
  input: {
    channelId: string;
    rawBody: Buffer | undefined;
    signature: string | string[] | undefined;
  },
): Promise<StoredChannel> {
  // Checked before the contract's validation runs: an id that is no UUID is no channel.
  const channel = isUuid(input.channelId) ? await channelById(deps.db, input.channelId) : null;
  const secret = channel ? appSecretOf(deps, channel) : null;
  if (
    !channel ||
    !secret ||
    !input.rawBody ||
    !isSignedBy(secret, input.rawBody, input.signature)
  ) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  return channel;
}

/**
 * Keeps each message and status of a signed notification in the inbox (a repeat by its key is a
 * no-op) and queues a job per customer, in one transaction, before Meta gets its answer.
 */
export async function keepNotification(
  deps: Pick<WhatsappDeps, 'db' | 'clock'>,
  channel: StoredChannel,
  body: Record<string, unknown>,
): Promise<{ received: true }> {
  const events = eventsOf(channel, body);
  if (events.length > 0) await keepInInbox(deps.db, channel, events, deps.clock.now());
  return { received: true };
}

async function keepInInbox(
  db: Database,
  channel: StoredChannel,
  events: InboxEvent[],
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const customers = new Set<string>();
    for (const event of events) {
      const kept = await tx.execute(sql`
        insert into chat_inbox (company_id, channel_id, event_key, customer, payload, created_at)
        values (${channel.companyId}, ${channel.id}, ${event.eventKey}, ${event.customer},
                ${JSON.stringify(event.payload)}::jsonb, ${now.toISOString()}::timestamptz)
        on conflict (channel_id, event_key) do nothing
        returning id
      `);
      if (rowsOf(kept).length > 0) customers.add(event.customer);
    }
    for (const customer of customers) {
      await enqueueJob(tx, {
        kind: INBOUND_JOB,
        key: inboundJobKey(channel.id, customer),
        companyId: channel.companyId,
        payload: { channelId: channel.id, customer },
        runAt: now,
      });
    }
  });
}
