import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { isDatabaseUnavailable } from '../src/lib/db-errors.js';
import { signIn } from './support/auth-helpers.js';
import { databaseUrlFor } from './support/database-template.js';
import { SUPERADMIN_PHONE } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * PostgreSQL going away is not the client's fault: while it is unreachable, calls answer 503
 * with Retry-After and an Arabic message (not a bare 500), and they work again once it is back.
 * The server reaches PostgreSQL through a TCP relay the test cuts (every connection dropped and
 * new ones refused) and restores, as a network failure or a database restart would look.
 * PGlite lives in the process and cannot go away on its own.
 */

/** A TCP relay to PostgreSQL that can be cut and restored on the same port. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const template = inject('databaseTemplate');

async function adminQuery(statement: string): Promise<void> {
  if (template.kind !== 'postgres') return;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

describe('recognising an unreachable database', () => {
  it('by driver codes, PostgreSQL connection classes and pg wording, through causes', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('query failed', { cause: new Error('Connection terminated unexpectedly') }),
      ),
    ).toBe(true);
    // A query the database refused is the query's problem, not an outage.
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near'))).toBe(false);
  });
});

describe.skipIf(template.kind !== 'postgres')('a PostgreSQL outage', () => {
  const name = `taseer_test_${randomBytes(6).toString('hex')}`;
  let t: TestApp;
  let token: string;
  let relay: Relay;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    await adminQuery(`create database "${name}" template "${template.templateName}"`);
    const direct = new URL(databaseUrlFor(template.adminUrl, name));
    relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.open();
    const relayed = new URL(direct);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    t = await createTestApp({
      database: await openDatabase({ kind: 'postgres', url: relayed.toString(), poolSize: 4 }),
    });
    token = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await relay?.cut();
    await adminQuery(`drop database if exists "${name}" with (force)`);
  });

  it('answers 503 with Retry-After while the database cannot be reached, then recovers', async () => {
    const list = () => t.api.get('/api/v1/orders/', { token });
    expect((await list()).statusCode).toBe(200);

    await relay.cut();
    // The pool's connections died with the relay: the first call finds them gone, later ones
    // cannot connect at all. Both are an outage.
    for (let i = 0; i < 2; i += 1) {
      const down = await list();
      expect(down.statusCode, down.body).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
    }
    const down = await list();
    expect(down.statusCode, down.body).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);

    await relay.open();
    const deadline = Date.now() + 10_000;
    let back = await list();
    while (back.statusCode !== 200 && Date.now() < deadline) back = await list();
    expect(back.statusCode, back.body).toBe(200);
  });
});
