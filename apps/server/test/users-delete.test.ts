import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, getTableName, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.js';
import {
  aiQuestions,
  aiTasks,
  chatSettings,
  clients,
  conversationCounters,
  images,
  integrationKeys,
  notifications,
  orders,
  pieces,
  refreshTokens,
  users,
  vehicles,
} from '../src/db/schema.js';
import { signIn, type Session } from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import {
  addBranch,
  addSection,
  branchManagerOf,
  createCompany,
  createPerson,
  deleteUser,
  picture,
  runBranch,
  SUPERADMIN_PHONE,
  type Company,
  type ErrorBody,
} from './support/tenant-fixtures.js';

let t: TestApp;
let superadmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await signIn(t, SUPERADMIN_PHONE);
});
afterAll(async () => t?.close());

interface Staffed {
  company: Company;
  branchA: string;
  branchB: string;
  sectionA: string;
  sectionB: string;
  manager: { id: string; session: Session };
  agentA: { id: string; session: Session };
  agentB: string;
}

async function createStaffedCompany(): Promise<Staffed> {
  const company = await createCompany(t, superadmin);
  const token = company.session.accessToken;
  const branchA = await addBranch(t, company.id);
  const branchB = await addBranch(t, company.id);
  const sectionA = await addSection(t, company.id, branchA);
  const sectionB = await addSection(t, company.id, branchB);
  const manager = await createPerson(t, token, 'manager', {}, await avatar());
  await runBranch(t, branchA, manager.id);
  const agentA = await createPerson(t, token, 'agent', { section: sectionA }, await avatar());
  const agentB = await createPerson(t, token, 'agent', { section: sectionB });
  return {
    company,
    branchA,
    branchB,
    sectionA,
    sectionB,
    manager: { id: manager.id, session: await signIn(t, manager.phone) },
    agentA: { id: agentA.id, session: await signIn(t, agentA.phone) },
    agentB: agentB.id,
  };
}

async function avatar() {
  return { bytes: await picture('png'), name: 'a.png', type: 'image/png' };
}

async function exists(id: string): Promise<boolean> {
  const rows = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return rows.length > 0;
}

async function imageOf(id: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ imageId: users.imageId })
    .from(users)
    .where(eq(users.id, id));
  return row?.imageId ?? null;
}

async function imageCount(ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (await t.database.db.select().from(images).where(inArray(images.id, ids))).length;
}

/** Writes one of everything a company accumulates: customers, orders, bot content, keys… */
async function addActivity(company: Staffed): Promise<{ clientImage: string }> {
  const db = t.database.db;
  const companyId = company.company.id;
  const clientImage = randomUUID();
  const bytes = await picture('webp');
  await db.insert(images).values({
    id: clientImage,
    companyId: null,
    contentType: 'image/webp',
    bytes,
    byteSize: bytes.length,
    width: 64,
    height: 64,
  });
  const clientId = randomUUID();
  await db.insert(clients).values({
    id: clientId,
    companyId,
    username: 'عميل',
    dialCode: '+966',
    phoneNumber: '0555555555',
    imageId: clientImage,
  });
  const vehicleId = randomUUID();
  await db
    .insert(vehicles)
    .values({ id: vehicleId, companyId, clientId, mark: 'تويوتا', model: 'كامري' });
  const orderId = randomUUID();
  await db.insert(orders).values({
    id: orderId,
    companyId,
    orderRef: `R-${orderId.slice(0, 6)}`,
    clientId,
    vehicleId,
    branchId: company.branchA,
    sectionId: company.sectionA,
    managerId: company.manager.id,
    agentId: company.agentA.id,
  });
  await db.insert(pieces).values({ id: randomUUID(), companyId, orderId, nameAr: 'فلتر' });
  await db.insert(conversationCounters).values({ id: randomUUID(), companyId });
  await db.insert(notifications).values({
    id: randomUUID(),
    companyId,
    userId: company.manager.id,
    title: 'طلب جديد',
    message: 'وصل طلب جديد',
  });
  await db.insert(aiTasks).values({ id: randomUUID(), companyId, content: 'رحّب بالعميل' });
  await db
    .insert(aiQuestions)
    .values({ id: randomUUID(), companyId, title: 'دوام', question: 'متى؟', answer: 'دائمًا' });
  await db.insert(chatSettings).values({ companyId, welcomeMessage: 'أهلًا' });
  await db.insert(integrationKeys).values({
    id: randomUUID(),
    companyId,
    name: 'bot',
    keyHash: randomUUID(),
    keyPrefix: 'tk_',
  });
  return { clientImage };
}

/** Every table of the schema that carries `company_id`, with its rows of this company. */
async function tenantRowsLeft(companyId: string): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const value of Object.values(schema)) {
    if (!isTable(value)) continue;
    const column = (getTableColumns(value) as Record<string, PgColumn>).companyId;
    if (!column) continue;
    const rows = await t.database.db.select().from(value).where(eq(column, companyId));
    left[getTableName(value)] = rows.length;
  }
  return left;
}

function isTable(value: unknown): value is PgTable {
  try {
    return typeof getTableName(value as PgTable) === 'string';
  } catch {
    return false;
  }
}

describe('deleting a company', () => {
  it('removes the whole tenant and nothing of another', async () => {
    const doomed = await createStaffedCompany();
    const kept = await createStaffedCompany();
    const doomedActivity = await addActivity(doomed);
    await addActivity(kept);
    const people = [doomed.company.id, doomed.manager.id, doomed.agentA.id, doomed.agentB];
    const doomedImages = [
      doomedActivity.clientImage,
      ...((await Promise.all(people.map(imageOf))).filter(Boolean) as string[]),
    ];
    expect(doomedImages).toHaveLength(3);
    const keptBefore = await tenantRowsLeft(kept.company.id);

    const response = await deleteUser(t, superadmin.accessToken, doomed.company.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe('تم الحذف بنجاح');

    const { audit_events: trail, ...left } = await tenantRowsLeft(doomed.company.id);
    expect(Object.keys(left)).toEqual(
      expect.arrayContaining(['users', 'branches', 'sections', 'orders', 'images']),
    );
    expect(
      Object.values(left).every((count) => count === 0),
      JSON.stringify(left),
    ).toBe(true);
    // Only its audit trail outlives it, until the retention prunes it (docs/decisions.md,
    // "Audit log"): who changed what must not vanish with what was changed.
    expect(trail).toBeGreaterThan(0);
    expect(await imageCount(doomedImages)).toBe(0);
    const sessions = await t.database.db
      .select()
      .from(refreshTokens)
      .where(inArray(refreshTokens.userId, people));
    expect(sessions).toEqual([]);
    expect(await tenantRowsLeft(kept.company.id)).toEqual(keptBefore);

    // Its people are signed out at once.
    const me = await t.api.get('/api/v1/auth/getme', {
      token: doomed.manager.session.accessToken,
    });
    expect(me.statusCode).toBe(401);
  });

  it('is the superadmin’s alone', async () => {
    const company = await createStaffedCompany();
    const other = await createStaffedCompany();
    const byOtherCompany = await deleteUser(
      t,
      other.company.session.accessToken,
      company.company.id,
    );
    expect(byOtherCompany.statusCode).toBe(404);
    const byItsManager = await deleteUser(
      t,
      company.manager.session.accessToken,
      company.company.id,
    );
    expect(byItsManager.statusCode).toBe(404);
    expect(await exists(company.company.id)).toBe(true);
  });
});

describe('deleting managers and employees', () => {
  it('leaves a deleted manager’s branch without a manager and keeps its orders', async () => {
    const company = await createStaffedCompany();
    await addActivity(company);
    const managerImage = await imageOf(company.manager.id);
    const response = await deleteUser(t, company.company.session.accessToken, company.manager.id);
    expect(response.statusCode).toBe(200);
    expect(await exists(company.manager.id)).toBe(false);
    expect(await branchManagerOf(t, company.branchA)).toBeNull();
    expect(await imageCount([managerImage ?? ''])).toBe(0);
    const kept = await t.database.db
      .select({ managerId: orders.managerId })
      .from(orders)
      .where(eq(orders.companyId, company.company.id));
    expect(kept).toEqual([{ managerId: null }]);
    const session = await t.api.get('/api/v1/auth/getme', {
      token: company.manager.session.accessToken,
    });
    expect(session.statusCode).toBe(401);
  });

  it('lets the superadmin delete any company’s manager or employee', async () => {
    const company = await createStaffedCompany();
    expect((await deleteUser(t, superadmin.accessToken, company.agentB)).statusCode).toBe(200);
    expect((await deleteUser(t, superadmin.accessToken, company.manager.id)).statusCode).toBe(200);
    expect(await exists(company.agentB)).toBe(false);
    expect(await exists(company.manager.id)).toBe(false);
  });

  it('lets a manager delete the employees of its branch only', async () => {
    const company = await createStaffedCompany();
    const token = company.manager.session.accessToken;
    const agentImage = await imageOf(company.agentA.id);
    expect((await deleteUser(t, token, company.agentA.id)).statusCode).toBe(200);
    expect(await imageCount([agentImage ?? ''])).toBe(0);

    const unknown = await deleteUser(t, token, randomUUID());
    expect(unknown.statusCode).toBe(404);
    for (const target of [company.agentB, company.company.id]) {
      const response = await deleteUser(t, token, target);
      expect(response.statusCode, target).toBe(404);
      expect(response.json<ErrorBody>()).toEqual(unknown.json<ErrorBody>());
      expect(await exists(target)).toBe(true);
    }
  });

  it('answers another company’s people 404 exactly like unknown ids', async () => {
    const mine = await createStaffedCompany();
    const theirs = await createStaffedCompany();
    const unknown = await deleteUser(t, mine.company.session.accessToken, randomUUID());
    for (const target of [theirs.manager.id, theirs.agentA.id, superadmin.userId]) {
      const response = await deleteUser(t, mine.company.session.accessToken, target);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>()).toEqual(unknown.json<ErrorBody>());
      expect(await exists(target)).toBe(true);
    }
  });

  it('does not let employees delete anyone', async () => {
    const company = await createStaffedCompany();
    const response = await deleteUser(t, company.agentA.session.accessToken, company.agentB);
    expect(response.statusCode).toBe(403);
    expect(await exists(company.agentB)).toBe(true);
  });
});

describe('nobody deletes itself', () => {
  it('answers 403 with a message to the superadmin, a company and a manager', async () => {
    const company = await createStaffedCompany();
    const cases: [Session, string][] = [
      [superadmin, superadmin.userId],
      [company.company.session, company.company.id],
      [company.manager.session, company.manager.id],
    ];
    for (const [session, id] of cases) {
      const response = await deleteUser(t, session.accessToken, id);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().message).toBe('لا يمكنك حذف حسابك');
      expect(await exists(id)).toBe(true);
    }
  });

  it('refuses a malformed id with 400', async () => {
    const response = await deleteUser(t, superadmin.accessToken, '123');
    expect(response.statusCode).toBe(400);
  });
});
