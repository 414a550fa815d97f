import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema.js';
import { SESSION_CACHE_MS } from '../src/modules/auth/session-cache.js';
import { signIn } from './support/auth-helpers.js';
import { createOrg, createSection, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { form, updateUser } from './support/tenant-fixtures.js';

/**
 * A signed-in request reads its session (live or not, where the user works) at most once in a
 * few seconds; what changes it must still be seen at once. Changes made through this server are
 * seen by the very next request; changes made by another process (written here straight into the
 * database, as that process would) arrive with the database's notification: within the same
 * statement on PGlite, within a notification's round trip on PostgreSQL, and in any case long
 * before the cache would have let go (SESSION_CACHE_MS).
 */

const onPostgres = inject('databaseTemplate').kind === 'postgres';
/** How long another process's change may take to arrive: a notification, not the cache's expiry. */
const NOTIFY_WITHIN_MS = SESSION_CACHE_MS / 5;

let t: TestApp;
let org: Org;
let secondSectionId: string;
/** The employee's own session (sign-ins per phone are rate limited). */
let agentToken: string;
const orderIn: Record<'first' | 'second', string> = { first: '', second: '' };

async function status(token: string): Promise<number> {
  return (await t.api.get('/api/v1/orders/?page=1&limit=30', { token })).statusCode;
}

async function orderIds(token: string): Promise<string[]> {
  const answer = await t.api.get('/api/v1/orders/?page=1&limit=30', { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ orders: { _id: string }[] }>().orders.map((order) => order._id);
}

/**
 * Asks again until `done` holds. On PGlite the first answer must already be the new one; on
 * PostgreSQL the notification may still be on its way, for at most NOTIFY_WITHIN_MS.
 */
async function seenAfterChange(ask: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  let asked = 0;
  for (;;) {
    asked += 1;
    if (await ask()) break;
    if (!onPostgres || Date.now() - started > NOTIFY_WITHIN_MS) {
      throw new Error(`still the old answer after ${asked} requests, ${Date.now() - started} ms`);
    }
  }
  if (!onPostgres) expect(asked).toBe(1);
}

async function writeOrder(sectionId: string): Promise<string> {
  const id = randomUUID();
  const clientId = randomUUID();
  await t.database.db.execute(sql`
    insert into clients (id, company_id, username, dial_code, phone_number)
    values (${clientId}, ${org.company.id}, 'عميل', '+966', ${`05${String(Math.random()).slice(2, 10)}`})
  `);
  await t.database.db.execute(sql`
    insert into orders (id, company_id, order_ref, client_id, branch_id, section_id)
    values (${id}, ${org.company.id}, ${`SC-${id.slice(0, 6)}`}, ${clientId}, ${org.branchId}, ${sectionId})
  `);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadminToken);
  secondSectionId = await createSection(t, org.company.token, {
    branchId: org.branchId,
    sectionName: 'قسم الكهرباء',
  });
  orderIn.first = await writeOrder(org.sectionId);
  orderIn.second = await writeOrder(secondSectionId);
  agentToken = (await signIn(t, org.agent.phone)).accessToken;
});

afterAll(async () => {
  await t?.close();
});

describe('sessions read once in a while, changes seen at once', () => {
  it('an employee moved through this server sees its new section on its next request', async () => {
    expect(await orderIds(agentToken)).toEqual([orderIn.first]);
    const moved = await updateUser(
      t,
      org.company.token,
      org.agent.id,
      form({ section: secondSectionId }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await orderIds(agentToken)).toEqual([orderIn.second]);
    // Back where the other tests expect it.
    await updateUser(t, org.company.token, org.agent.id, form({ section: org.sectionId }));
    expect(await orderIds(agentToken)).toEqual([orderIn.first]);
  });

  it('an employee moved by another process sees its new section', async () => {
    expect(await orderIds(agentToken)).toEqual([orderIn.first]);
    await t.database.db
      .update(users)
      .set({ sectionId: secondSectionId })
      .where(eq(users.id, org.agent.id));
    await seenAfterChange(async () => {
      const ids = await orderIds(agentToken);
      return ids.length === 1 && ids[0] === orderIn.second;
    });
    await t.database.db
      .update(users)
      .set({ sectionId: org.sectionId })
      .where(eq(users.id, org.agent.id));
    await seenAfterChange(async () => (await orderIds(agentToken))[0] === orderIn.first);
  });

  it('a session ended by another process is refused', async () => {
    const manager = await signIn(t, org.manager.phone);
    expect(await status(manager.accessToken)).toBe(200);
    await t.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.familyId, sessionOf(manager.accessToken)));
    await seenAfterChange(async () => (await status(manager.accessToken)) === 401);
  });

  it('a signed-out session is refused by its very next request', async () => {
    expect(await status(agentToken)).toBe(200);
    const out = await t.api.post('/api/v1/auth/logout', undefined, { token: agentToken });
    expect(out.statusCode, out.body).toBe(200);
    expect(await status(agentToken)).toBe(401);
  });

  it('a user deleted by another process is refused', async () => {
    const extra = await createOrg(t, (await signIn(t, SUPERADMIN_PHONE)).accessToken);
    const agent = await signIn(t, extra.agent.phone);
    expect(await status(agent.accessToken)).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, extra.agent.id));
    await seenAfterChange(async () => (await status(agent.accessToken)) === 401);
  });
});

/** The session (refresh family) an access token names. */
function sessionOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string }).sid;
}
