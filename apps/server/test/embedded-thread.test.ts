import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { inTransaction } from '../src/db/transaction.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The embedded database on a thread of its own: what the server's code relies on keeps working
 * through it (transactions, their rollback, PostgreSQL's error codes, notifications), and the
 * request thread answers while a statement runs.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`create table thread_probe (id int primary key, note text)`);
});
afterAll(async () => t?.close());

const notes = async () =>
  rowsOf<{ id: number; note: string }>(
    await t.database.db.execute(sql`select id, note from thread_probe order by id`),
  );

describe('the embedded database on its own thread', () => {
  it('commits a transaction whole, and rolls one back whole when it throws', async () => {
    await inTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'kept')`);
      await tx.execute(sql`insert into thread_probe values (2, 'kept too')`);
    });
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3, 'lost')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await notes()).toEqual([
      { id: 1, note: 'kept' },
      { id: 2, note: 'kept too' },
    ]);
  });

  it('carries PostgreSQL’s error code and constraint across, and a failed statement changes nothing', async () => {
    const failure = await inTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`update thread_probe set note = 'changed' where id = 1`);
      await tx.execute(sql`insert into thread_probe values (2, 'twice')`);
    }).catch((error: unknown) => error);
    const cause = (failure as { cause?: unknown }).cause ?? failure;
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
    expect((await notes())[0]).toEqual({ id: 1, note: 'kept' });
  });

  it('lets a statement outside a transaction wait for it, then see what it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = inTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`insert into thread_probe values (4, 'while held')`);
      await held;
    });
    // Sent while the transaction holds the database: answered only after it commits.
    const outside = notes();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await outside).map((row) => row.id)).toContain(4);
  });

  it('delivers a notification committed by a transaction to its listener', async () => {
    const received: string[] = [];
    const stop = await t.database.listen('thread_probe_channel', (payload) =>
      received.push(payload),
    );
    await inTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`select pg_notify('thread_probe_channel', 'hello')`);
    });
    await expect.poll(() => received).toEqual(['hello']);
    await stop();
    await t.database.db.execute(sql`select pg_notify('thread_probe_channel', 'after stop')`);
    await t.database.db.execute(sql`select 1`);
    expect(received).toEqual(['hello']);
  });

  it('answers a health check while a long statement runs', async () => {
    let statementDone = false;
    const long = t.database.db
      .execute(
        sql`select count(*) from generate_series(1, 3000000) s, lateral (select md5(s::text)) m`,
      )
      .then(() => (statementDone = true));
    // On the request thread a WebAssembly statement would hold every answer until it ended.
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(statementDone).toBe(false);
    await long;
  });
});
