import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.js';
import { preparedOnEmbedded } from '../../../src/db/embedded-statements.js';
import type { TestApp } from '../test-app.js';

/**
 * A cheap picture of what is stored: the row count of every table a request can write, the newest
 * `updated_at` of those that have one, how many notifications are read, and how many texts the SMS
 * gateway received. A refused request must leave it unchanged.
 *
 * Left out on purpose: `rate_limit_hits` (counting refused attempts is what a limiter is for) and
 * the columns only background work touches (the webhook dispatcher is stopped during fuzzing).
 */

const COUNTED = [
  'users',
  'branches',
  'sections',
  'clients',
  'vehicles',
  'orders',
  'pieces',
  'images',
  'notifications',
  'order_events',
  'order_daily_counts',
  'quote_daily_counts',
  'quotes',
  'quote_links',
  'quote_terms',
  'quoted_parts',
  'ai_tasks',
  'ai_questions',
  'chat_settings',
  'platform_settings',
  'otp_challenges',
  'refresh_tokens',
  'stream_tickets',
  'integration_keys',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_attempts',
] as const;

const UPDATED = [
  'users',
  'branches',
  'sections',
  'orders',
  'pieces',
  'chat_settings',
  'platform_settings',
  'quote_terms',
  'webhook_endpoints',
] as const;

const SNAPSHOT = sql.raw(
  `json_build_object(${[
    ...COUNTED.map((table) => `'${table}', (select count(*) from ${table})`),
    ...UPDATED.map((table) => `'${table}.updated_at', (select max(updated_at) from ${table})`),
    `'notifications.read', (select count(*) from notifications where is_read)`,
    `'refresh_tokens.revoked', (select count(*) from refresh_tokens where revoked_at is not null)`,
    `'integration_keys.revoked', (select count(*) from integration_keys where revoked_at is not null)`,
    `'quotes.closed', (select count(*) from quotes where closed_at is not null)`,
    `'otp_challenges.attempts', (select coalesce(sum(attempts), 0) from otp_challenges)`,
  ].join(', ')})::text`,
);

/**
 * Taken for every refused case, thousands of times a run: prepared once per database, so it is
 * not planned again each time (about 1 ms instead of 3 to 8 on PGlite, 0.4 instead of 2 on
 * PostgreSQL).
 */
const statements = new WeakMap<Database, () => Promise<{ fingerprint: string }[]>>();
function statementOf(db: Database): () => Promise<{ fingerprint: string }[]> {
  let execute = statements.get(db);
  if (!execute) {
    const name = 'fuzz_fingerprint';
    const prepared = preparedOnEmbedded(
      db
        .select({ fingerprint: sql<string>`${SNAPSHOT}` })
        .from(sql`(select 1) as one`)
        .prepare(name),
      name,
    );
    execute = () => prepared.execute();
    statements.set(db, execute);
  }
  return execute;
}

export type Fingerprint = Record<string, unknown>;

export async function fingerprint(t: TestApp): Promise<Fingerprint> {
  const [row] = await statementOf(t.database.db)();
  if (!row) throw new Error('the fingerprint query answered no row');
  return { ...(JSON.parse(row.fingerprint) as Fingerprint), 'sms.sent': t.gateway.received.length };
}

/** What changed between two fingerprints (empty when nothing did). */
export function changes(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`);
}
