import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { branches, sections, users } from '../src/db/schema.js';
import { SESSION_CACHE_MS } from '../src/modules/auth/session-cache.js';
import { TokenService } from '../src/modules/auth/token.service.js';
import type { Role } from '../src/modules/identity/index.js';
import { databaseUrlFor } from './support/database-template.js';
import { adminQuery, startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * Two server processes on one PostgreSQL, each keeping sessions for a few seconds: what one
 * process changes (a sign-out, a deleted user, an employee moved) the other must see within
 * the database notification's round trip, not when its cache lets go (SESSION_CACHE_MS).
 */

const ENV = {
  API_KEY: 'process-test-api-key-0123456789',
  JWT_SECRET: 'process-test-jwt-secret-0123456789-0123456789',
  WEBHOOK_SECRET_KEY: 'process-test-webhook-secret-key-0123456789',
};
const NOTIFY_WITHIN_MS = SESSION_CACHE_MS / 5;
const template = inject('databaseTemplate');

function startServer(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({ ...ENV, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl });
}

function call(
  server: ServerProcess,
  path: string,
  token: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: { 'x-api-key': ENV.API_KEY, authorization: `Bearer ${token}`, ...init.headers },
  });
}

/** The sections whose orders the token's list shows (each test order has its own section). */
async function listedSections(server: ServerProcess, token: string): Promise<number | string[]> {
  const answer = await call(server, '/api/v1/orders/?page=1&limit=30', token);
  if (answer.status !== 200) return answer.status;
  const body = (await answer.json()) as { orders: { sectionName: string | null }[] };
  return body.orders.map((order) => order.sectionName ?? '');
}

/** Asks again, without pausing, until `done` holds; fails after NOTIFY_WITHIN_MS. */
async function within(ask: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await ask()) return Date.now() - started;
    if (Date.now() - started > NOTIFY_WITHIN_MS) {
      throw new Error(`no change seen after ${Date.now() - started} ms`);
    }
  }
}

describe.skipIf(template.kind !== 'postgres')('sessions cached by several processes', () => {
  const name = `taseer_test_${randomBytes(6).toString('hex')}`;
  let database: DatabaseHandle;
  let tokens: TokenService;
  let a: ServerProcess;
  let b: ServerProcess;
  const companyId = randomUUID();
  const branchId = randomUUID();
  const sectionIds = [randomUUID(), randomUUID()] as const;

  async function signedIn(userId: string, role: Role): Promise<string> {
    const family = await tokens.startFamily(database.db, userId);
    return tokens.issueAccessToken({ userId, role, companyId, sessionId: family.familyId });
  }

  async function addAgent(sectionId: string): Promise<string> {
    const id = randomUUID();
    await database.db.insert(users).values({
      id,
      companyId,
      role: 'agent',
      username: 'موظف العمليات',
      dialCode: '+966',
      phoneNumber: `05${randomBytes(4).readUInt32BE(0).toString().padStart(8, '0').slice(0, 8)}`,
      branchId,
      sectionId,
      isActive: true,
    });
    return id;
  }

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    await adminQuery(
      template.adminUrl,
      `create database "${name}" template "${template.templateName}"`,
    );
    const databaseUrl = databaseUrlFor(template.adminUrl, name);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    tokens = new TokenService({
      db: database.db,
      config: loadConfig({ ...ENV, NODE_ENV: 'test' }),
      clock: { now: () => new Date() },
    });
    await database.db.insert(users).values({
      id: companyId,
      companyId,
      role: 'admin',
      username: 'شركة الجلسات',
      dialCode: '+966',
      phoneNumber: `05${randomBytes(4).readUInt32BE(0).toString().padStart(8, '0').slice(0, 8)}`,
      isActive: true,
    });
    await database.db
      .insert(branches)
      .values({ id: branchId, companyId, name: 'فرع', address: 'الرياض' });
    await database.db.insert(sections).values([
      { id: sectionIds[0], companyId, branchId, name: 'القسم الأول' },
      { id: sectionIds[1], companyId, branchId, name: 'القسم الثاني' },
    ]);
    const clientId = randomUUID();
    await database.db.execute(sql`
      insert into clients (id, company_id, username, dial_code, phone_number)
      values (${clientId}, ${companyId}, 'عميل', '+966', '0590000001')
    `);
    for (const [index, sectionId] of sectionIds.entries()) {
      await database.db.execute(sql`
        insert into orders (id, company_id, order_ref, client_id, branch_id, section_id)
        values (gen_random_uuid(), ${companyId}, ${`SP-${index}`}, ${clientId}, ${branchId}, ${sectionId})
      `);
    }
    [a, b] = await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
  }, 60_000);

  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill('SIGTERM');
    await Promise.all([a, b].map((server) => server?.exited));
    await database?.close();
    if (template.kind === 'postgres') {
      await adminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`);
    }
  }, 30_000);

  it('a sign-out in one process is refused by the other', async () => {
    const token = await signedIn(companyId, 'admin');
    // Both processes have read the session and keep it.
    expect((await call(a, '/api/v1/orders/', token)).status).toBe(200);
    expect((await call(b, '/api/v1/orders/', token)).status).toBe(200);
    expect((await call(b, '/api/v1/orders/', token)).status).toBe(200);

    const out = await call(a, '/api/v1/auth/logout', token, { method: 'POST' });
    expect(out.status).toBe(200);
    expect((await call(a, '/api/v1/orders/', token)).status).toBe(401);
    await within(async () => (await call(b, '/api/v1/orders/', token)).status === 401);
  });

  it('a user deleted through one process is refused by the other', async () => {
    const agentId = await addAgent(sectionIds[0]);
    const agentToken = await signedIn(agentId, 'agent');
    const companyToken = await signedIn(companyId, 'admin');
    expect(await listedSections(b, agentToken)).toEqual(['القسم الأول']);

    const deleted = await call(a, `/api/v1/users/${agentId}`, companyToken, { method: 'DELETE' });
    expect(deleted.status, await deleted.text()).toBe(200);
    await within(async () => (await listedSections(b, agentToken)) === 401);
  });

  it('an employee moved through one process sees its new section in the other', async () => {
    const agentId = await addAgent(sectionIds[0]);
    const agentToken = await signedIn(agentId, 'agent');
    const companyToken = await signedIn(companyId, 'admin');
    expect(await listedSections(b, agentToken)).toEqual(['القسم الأول']);

    const body = new FormData();
    body.append('section', sectionIds[1]);
    const moved = await call(a, `/api/v1/users/${agentId}`, companyToken, { method: 'PUT', body });
    expect(moved.status, await moved.text()).toBe(200);
    expect(await listedSections(a, agentToken)).toEqual(['القسم الثاني']);
    await within(async () => {
      const listed = await listedSections(b, agentToken);
      return Array.isArray(listed) && listed[0] === 'القسم الثاني';
    });
  });
});
