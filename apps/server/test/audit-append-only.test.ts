import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { inTransaction } from '../src/db/transaction.js';
import { recordAuditEvent } from '../src/modules/audit/record-audit-event.js';
import { openTestDatabase } from './support/test-database.js';
import { migrateDatabase } from '../src/db/migrate.js';

/**
 * The audit log is append-only in the database itself (migration 0019's triggers), on PGlite and
 * on PostgreSQL: whatever the application does, an UPDATE, a DELETE or a TRUNCATE of
 * audit_events is refused and leaves every row as it was. Only the retention's prune, which says
 * so in its own transaction, may delete, and only rows older than 30 days.
 */

let database: DatabaseHandle;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateDatabase(database);
});
afterAll(async () => database?.close());

async function record(daysAgo: number, label: string): Promise<void> {
  await recordAuditEvent(database.db, {
    companyId: null,
    action: 'company.created',
    actor: null,
    target: { type: 'company', id: null, label },
    changes: [{ field: 'username', format: 'text', item: null, before: null, after: label }],
    now: new Date(Date.now() - daysAgo * DAY),
  });
}

async function stored(): Promise<{ label: string; changes: unknown }[]> {
  return rowsOf<{ label: string; changes: unknown }>(
    await database.db.execute(
      sql`select target_label as label, changes from audit_events order by id`,
    ),
  );
}

async function refusal(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the statement should have been refused').toBeInstanceOf(Error);
  const cause = (error as { cause?: unknown }).cause;
  return String((cause as Error | undefined)?.message ?? (error as Error).message);
}

describe('audit_events refuses every change of what it recorded', () => {
  beforeAll(async () => {
    await record(400, 'شركة قديمة');
    await record(1, 'شركة الأمس');
  });

  it('refuses an UPDATE, of one row or of all', async () => {
    const before = await stored();
    expect(
      await refusal(
        database.db.execute(sql`update audit_events set target_label = 'مزوّر' where id = 1`),
      ),
    ).toMatch(/append-only \(UPDATE refused\)/);
    expect(
      await refusal(database.db.execute(sql`update audit_events set changes = '[]'::jsonb`)),
    ).toMatch(/append-only/);
    expect(await stored()).toEqual(before);
  });

  it('refuses a DELETE, even of an old row, without the prune saying so', async () => {
    const before = await stored();
    expect(await refusal(database.db.execute(sql`delete from audit_events`))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    expect(
      await refusal(
        database.db.execute(sql`delete from audit_events where target_label = 'شركة قديمة'`),
      ),
    ).toMatch(/append-only/);
    expect(await stored()).toEqual(before);
  });

  it('refuses a TRUNCATE', async () => {
    const before = await stored();
    expect(await refusal(database.db.execute(sql`truncate audit_events`))).toMatch(
      /append-only \(TRUNCATE refused\)/,
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses, even in the prune’s transaction, to delete a row younger than 30 days or to update one', async () => {
    const before = await stored();
    const pruning = (statement: ReturnType<typeof sql>) =>
      inTransaction(database.db, async (tx) => {
        await tx.execute(sql`select set_config('taseer.audit_prune', 'on', true)`);
        await tx.execute(statement);
      });
    expect(
      await refusal(pruning(sql`delete from audit_events where target_label = 'شركة الأمس'`)),
    ).toMatch(/append-only/);
    expect(await refusal(pruning(sql`update audit_events set target_label = 'مزوّر'`))).toMatch(
      /append-only/,
    );
    expect(await stored()).toEqual(before);
  });

  it('lets the prune’s transaction delete rows past 30 days, and only that transaction', async () => {
    await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`select set_config('taseer.audit_prune', 'on', true)`);
      await tx.execute(sql`delete from audit_events where created_at < now() - interval '30 days'`);
    });
    expect((await stored()).map((row) => row.label)).toEqual(['شركة الأمس']);
    // The setting ended with its transaction.
    await record(500, 'شركة أقدم');
    expect(await refusal(database.db.execute(sql`delete from audit_events`))).toMatch(
      /append-only/,
    );
    expect((await stored()).map((row) => row.label)).toEqual(['شركة الأمس', 'شركة أقدم']);
  });
});
