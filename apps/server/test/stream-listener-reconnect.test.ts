import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { loggableDatabase } from '../src/db/listener.js';
import { signIn } from './support/auth-helpers.js';
import { databaseUrlFor } from './support/database-template.js';
import { isNotificationFrame, openEventStream } from './support/event-stream-client.js';
import { writeNotification } from './support/notification-fixtures.js';
import { SUPERADMIN_PHONE } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Each server process hears of new notifications over one LISTEN connection. When PostgreSQL
 * drops it (a restart, a terminated backend), the process must say so and listen again, so
 * streams that stayed open get the notifications written afterwards. PGlite has no connection
 * to lose.
 */

const template = inject('databaseTemplate');
const PASSWORD = 'listener-secret-in-the-url';

const isEvent = isNotificationFrame;

async function adminQuery(adminUrl: string, statement: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}

describe.skipIf(template.kind !== 'postgres')('the notification listener', () => {
  const name = `taseer_test_${randomBytes(6).toString('hex')}`;
  const logLines: string[] = [];
  let databaseUrl: string;
  let t: TestApp;
  let base: string;

  /** Backends of this test's database (only: other files run beside it) waiting in LISTEN. */
  async function listenerPids(): Promise<number[]> {
    const result = await adminQuery(
      template.kind === 'postgres' ? template.adminUrl : '',
      `select pid from pg_stat_activity where datname = '${name}' and query like 'LISTEN%'`,
    );
    return result.rows.map((row: { pid: number }) => row.pid);
  }

  async function until<T>(find: () => Promise<T | undefined>): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = await find();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    await adminQuery(
      template.adminUrl,
      `create database "${name}" template "${template.templateName}"`,
    );
    // A password in the URL (accepted and ignored by a server that trusts local connections),
    // to show that the log never repeats it.
    const url = new URL(databaseUrlFor(template.adminUrl, name));
    url.password = PASSWORD;
    databaseUrl = url.toString();
    t = await createTestApp({
      database: await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 }),
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    if (template.kind === 'postgres') {
      await adminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`);
    }
  }, 30_000);

  it('listens again after its connection is cut, and an open stream gets what comes next', async () => {
    const superadmin = await signIn(t, SUPERADMIN_PHONE);
    const ticket = await t.api.post('/api/v1/notifications/stream-ticket', undefined, {
      token: superadmin.accessToken,
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const stream = await openEventStream(
      `${base}/api/v1/notifications/stream?token=${ticket.json<{ ticket: string }>().ticket}`,
    );
    await stream.next((frame) => frame.comments.includes('connected'));

    const [first] = await listenerPids();
    expect(first).toBeDefined();
    const terminated = await adminQuery(
      template.kind === 'postgres' ? template.adminUrl : '',
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = '${name}' and query like 'LISTEN%'`,
    );
    expect(terminated.rowCount).toBe(1);

    // Listening again on a new connection.
    await until(async () => {
      const pids = await listenerPids();
      return pids.length === 1 && pids[0] !== first ? pids[0] : undefined;
    });
    const id = await writeNotification(t.database.db, {
      userId: superadmin.userId,
      companyId: null,
      title: 'بعد انقطاع الاتصال',
      message: 'وصلت شركة جديدة',
    });
    const event = await stream.next(isEvent);
    expect(event.id).toBe(id);
    expect(JSON.parse(event.data ?? '')).toEqual({
      title: 'بعد انقطاع الاتصال',
      message: 'وصلت شركة جديدة',
      path: '/offers',
    });
    stream.close();

    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const database = `postgres://127.0.0.1:5432/${name}`;
    const lost = logged.find((entry) =>
      String(entry.msg).startsWith('notification listener connection lost'),
    );
    expect(lost).toMatchObject({
      level: 40,
      database,
      err: { code: '57P01', message: expect.stringContaining('administrator command') },
      retryInMs: 500,
    });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 30, database, msg: 'notification listener reconnected' }),
    );
    expect(logLines.join('\n')).not.toContain(PASSWORD);
  });
});

describe('connection logs', () => {
  it('name the database by host, port and name only', () => {
    expect(
      loggableDatabase('postgresql://app:pa55@db.internal:6432/taseer?sslpassword=k&password=p'),
    ).toBe('postgresql://db.internal:6432/taseer');
    expect(loggableDatabase('not a url :pa55')).not.toContain('pa55');
  });
});
