import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, conversationCounters, orders } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import {
  createAgent,
  createCompany,
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
  type SignedInPerson,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface SectionBody {
  _id: string;
  sectionName: string;
  branchId: string;
  branchName: string;
  companyId: string;
  companyName: string | null;
  adminUsername: string | null;
  agentCount: number;
  messageCount: number;
}

let t: TestApp;
let superadmin: string;
let org: Org;
let rival: Org;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  rival = await createOrg(t, superadmin);
});
afterAll(async () => t?.close());

const sectionUrl = (id: string) => `/api/v1/sections/${id}`;
const post = (token: string, body: unknown) => t.api.post('/api/v1/sections/', body, { token });
const put = (token: string, id: string, body: unknown) =>
  t.api.request({ method: 'PUT', url: sectionUrl(id), body, token });
const del = (token: string, id: string) =>
  t.api.request({ method: 'DELETE', url: sectionUrl(id), token });
const read = (token: string, id: string) => t.api.get(sectionUrl(id), { token });

async function sectionIds(token: string): Promise<string[]> {
  const answer = await t.api.get('/api/v1/sections/?limit=30', { token });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ sections: SectionBody[] }>().sections.map((s) => s._id);
}

async function sectionOf(token: string, id: string): Promise<SectionBody> {
  const answer = await read(token, id);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ section: SectionBody }>().section;
}

async function placementOf(
  token: string,
): Promise<{ branch: string | null; section: string | null }> {
  const me = await t.api.get('/api/v1/auth/getme', { token });
  const { branch, section } = me.json<{
    user: { branch: string | null; section: string | null };
  }>().user;
  return { branch, section };
}

describe('creating a section', () => {
  it('puts a company’s section in the branch it picks', async () => {
    const created = await post(org.company.token, {
      sectionName: '  قسم الكهرباء ',
      branchId: org.branchId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ message: string; section: SectionBody }>()).toMatchObject({
      message: 'تم إضافة القسم بنجاح',
      section: {
        sectionName: 'قسم الكهرباء',
        branchId: org.branchId,
        branchName: 'فرع الرياض',
        companyId: org.company.id,
        companyName: `شركة ${org.company.phone.number}`,
        adminUsername: `شركة ${org.company.phone.number}`,
        agentCount: 0,
        messageCount: 0,
      },
    });
  });

  it('puts a manager’s section in its own branch, with or without naming it', async () => {
    const implicit = await post(org.manager.token, { sectionName: 'قسم التكييف' });
    expect(implicit.statusCode).toBe(201);
    expect(implicit.json<{ section: SectionBody }>().section.branchId).toBe(org.branchId);
    const explicit = await post(org.manager.token, {
      sectionName: 'قسم الإطارات',
      branchId: org.branchId,
    });
    expect(explicit.statusCode).toBe(201);
  });

  it('refuses a manager who names another branch (choosing is the company’s) and creates nothing', async () => {
    const other = await createManagedBranch(t, org.company.token, 'فرع آخر');
    const before = await sectionIds(org.company.token);
    for (const branchId of [other.branchId, rival.branchId, randomUUID()]) {
      const answer = await post(org.manager.token, { sectionName: 'قسم', branchId });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'ليس لديك صلاحية للقيام بهذا الإجراء',
      });
    }
    expect(await sectionIds(org.company.token)).toEqual(before);
  });

  it('tells a manager without a branch to ask for one', async () => {
    const company = await createCompany(t, superadmin);
    const { branchId, manager } = await createManagedBranch(t, company.token);
    const session = await signIn(t, manager.phone);
    expect(
      (
        await t.api.request({
          method: 'DELETE',
          url: `/api/v1/branches/${branchId}`,
          token: company.token,
        })
      ).statusCode,
    ).toBe(200);
    const answer = await post(session.accessToken, { sectionName: 'قسم' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'NO_BRANCH_ASSIGNED',
      message: 'لست مسؤولًا عن أي فرع حاليًا، اطلب من الشركة تعيينك على فرع أولًا',
    });
  });

  it('needs a branch from a company, one of its own', async () => {
    const before = await sectionIds(org.company.token);
    const missing = await post(org.company.token, { sectionName: 'قسم' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe('يجب اختيار فرع');

    const unknown = await post(org.company.token, { sectionName: 'قسم', branchId: randomUUID() });
    const foreign = await post(org.company.token, { sectionName: 'قسم', branchId: rival.branchId });
    expect(unknown.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json()).toEqual({ code: 'BRANCH_NOT_FOUND', message: 'الفرع غير موجود' });
    expect(await sectionIds(org.company.token)).toEqual(before);
  });

  it('checks the name: 2 to 50 characters once trimmed', async () => {
    const cases: [unknown, string][] = [
      [{ branchId: org.branchId }, 'اسم القسم مطلوب'],
      [{ sectionName: 'ق', branchId: org.branchId }, 'اسم القسم: يجب ألا يقل عن 2 أحرف'],
      [{ sectionName: ' ق ', branchId: org.branchId }, 'يجب أن يكون الاسم أطول من حرفين'],
      [{ sectionName: '    ', branchId: org.branchId }, 'هذا الحقل مطلوب'],
      [
        { sectionName: 'ق'.repeat(51), branchId: org.branchId },
        'اسم القسم: يجب ألا يتجاوز 50 حرفًا',
      ],
      [{ sectionName: 'قسم', branchId: 'x' }, 'الفرع غير صالح'],
    ];
    const before = await sectionIds(org.company.token);
    for (const [body, message] of cases) {
      const answer = await post(org.company.token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
    expect(await sectionIds(org.company.token)).toEqual(before);
    expect(
      (await post(org.company.token, { sectionName: 'ق'.repeat(50), branchId: org.branchId }))
        .statusCode,
    ).toBe(201);
  });

  it('is not for the superadmin or employees', async () => {
    for (const token of [superadmin, org.agent.token]) {
      const answer = await post(token, { sectionName: 'قسم', branchId: org.branchId });
      expect(answer.statusCode).toBe(403);
    }
  });
});

describe('reading one section', () => {
  it('reaches sections within the caller’s scope only', async () => {
    const other = await createManagedBranch(t, org.company.token, 'فرع الغرب');
    const elsewhere = await createSection(t, org.company.token, { branchId: other.branchId });

    expect((await read(org.company.token, org.sectionId)).statusCode).toBe(200);
    expect((await read(org.manager.token, org.sectionId)).statusCode).toBe(200);
    expect((await read(superadmin, rival.sectionId)).statusCode).toBe(200);
    const unknown = await read(org.company.token, randomUUID());
    expect(unknown.json()).toEqual({ code: 'SECTION_NOT_FOUND', message: 'القسم غير موجود' });
    for (const [token, id] of [
      [org.company.token, rival.sectionId],
      [org.manager.token, elsewhere],
    ] as const) {
      const answer = await read(token, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(unknown.json());
    }
    expect((await read(org.agent.token, org.sectionId)).statusCode).toBe(403);
  });
});

describe('editing a section', () => {
  let company: SignedInPerson;
  let manager: SignedInPerson;
  let branchId: string;
  beforeAll(async () => {
    company = await createCompany(t, superadmin);
    const managed = await createManagedBranch(t, company.token, 'فرع الشرق');
    branchId = managed.branchId;
    manager = { ...managed.manager, token: (await signIn(t, managed.manager.phone)).accessToken };
  });

  it('renames a section for its company or its branch’s manager', async () => {
    const id = await createSection(t, company.token, { branchId, sectionName: 'قسم قديم' });
    const byCompany = await put(company.token, id, { sectionName: ' قسم جديد ' });
    expect(byCompany.statusCode).toBe(200);
    expect(byCompany.json<{ message: string; section: SectionBody }>()).toMatchObject({
      message: 'تم تحديث القسم بنجاح',
      section: { sectionName: 'قسم جديد', branchId },
    });
    const byManager = await put(manager.token, id, { sectionName: 'قسم المدير', branchId });
    expect(byManager.statusCode).toBe(200);
    expect((await sectionOf(company.token, id)).sectionName).toBe('قسم المدير');
  });

  it('moves a section to another branch of the company with its employees and totals', async () => {
    const id = await createSection(t, company.token, { branchId, sectionName: 'قسم متنقل' });
    const agent = await createAgent(t, company.token, id);
    const agentToken = (await signIn(t, agent.phone)).accessToken;
    await t.database.db.insert(conversationCounters).values({
      id: randomUUID(),
      companyId: company.id,
      branchId,
      sectionId: id,
      conversationCount: 4,
      messageCount: 37,
    });
    const target = await createManagedBranch(t, company.token, 'فرع الجنوب');

    const moved = await put(company.token, id, { branchId: target.branchId });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ section: SectionBody }>().section).toMatchObject({
      branchId: target.branchId,
      branchName: 'فرع الجنوب',
      agentCount: 1,
      messageCount: 37,
    });
    expect(await placementOf(agentToken)).toEqual({ branch: target.branchId, section: id });
    // The old branch's manager no longer reaches it; the new one does.
    expect(await sectionIds(manager.token)).not.toContain(id);
    const targetManager = (await signIn(t, target.manager.phone)).accessToken;
    expect(await sectionIds(targetManager)).toContain(id);
  });

  it('lets a manager rename but not move, and refuses other branches’ sections', async () => {
    const id = await createSection(t, company.token, { branchId, sectionName: 'قسم ثابت' });
    const target = await createManagedBranch(t, company.token);
    const move = await put(manager.token, id, { branchId: target.branchId });
    expect(move.statusCode).toBe(403);
    expect((await sectionOf(company.token, id)).branchId).toBe(branchId);

    const elsewhere = await createSection(t, company.token, { branchId: target.branchId });
    const unknown = await put(manager.token, randomUUID(), { sectionName: 'اسم' });
    for (const sectionId of [elsewhere, rival.sectionId]) {
      const answer = await put(manager.token, sectionId, { sectionName: 'اسم' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(unknown.json());
    }
  });

  it('answers another company’s section or branch exactly like unknown ones, changing nothing', async () => {
    const id = await createSection(t, company.token, { branchId, sectionName: 'قسم محلي' });
    const unknownBranch = await put(company.token, id, { branchId: randomUUID() });
    const foreignBranch = await put(company.token, id, { branchId: rival.branchId });
    expect(foreignBranch.statusCode).toBe(404);
    expect(foreignBranch.json()).toEqual(unknownBranch.json());
    expect((await sectionOf(company.token, id)).branchId).toBe(branchId);

    const foreign = await put(company.token, rival.sectionId, { sectionName: 'مخترق' });
    expect(foreign.statusCode).toBe(404);
    expect((await sectionOf(rival.company.token, rival.sectionId)).sectionName).toBe(
      'قسم المحركات',
    );
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const id = await createSection(t, company.token, { branchId, sectionName: 'قسم صامد' });
    for (const body of [
      {},
      { sectionName: 'ق' },
      { sectionName: '  ' },
      { sectionName: 5 },
      { other: 'x' },
    ]) {
      const answer = await put(company.token, id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    expect((await sectionOf(company.token, id)).sectionName).toBe('قسم صامد');
  });

  it('is not for the superadmin or employees', async () => {
    for (const token of [superadmin, org.agent.token]) {
      expect((await put(token, org.sectionId, { sectionName: 'اسم' })).statusCode).toBe(403);
    }
  });
});

describe('deleting a section', () => {
  let company: SignedInPerson;
  let branchId: string;
  let managerToken: string;
  beforeAll(async () => {
    company = await createCompany(t, superadmin);
    const managed = await createManagedBranch(t, company.token);
    branchId = managed.branchId;
    managerToken = (await signIn(t, managed.manager.phone)).accessToken;
  });

  it('refuses while employees work in it, naming how many', async () => {
    const id = await createSection(t, company.token, { branchId });
    await createAgent(t, company.token, id);
    const refused = await del(company.token, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'SECTION_NOT_EMPTY',
      message: 'لا يمكن حذف القسم لأن فيه موظف واحد، انقل الموظفين إلى قسم آخر أو احذفهم أولًا',
    });
    expect((await read(company.token, id)).statusCode).toBe(200);
  });

  it('deletes an empty section for its company, its branch’s manager or the superadmin', async () => {
    for (const token of [company.token, managerToken, superadmin]) {
      const id = await createSection(t, company.token, { branchId });
      const deleted = await del(token, id);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: 'تم حذف القسم بنجاح' });
      expect((await read(company.token, id)).statusCode).toBe(404);
    }
  });

  it('keeps the section’s orders, which no longer point at it', async () => {
    const id = await createSection(t, company.token, { branchId });
    const clientId = randomUUID();
    const orderId = randomUUID();
    await t.database.db.insert(clients).values({
      id: clientId,
      companyId: company.id,
      username: 'عميل',
      dialCode: '+966',
      phoneNumber: '0553334444',
    });
    await t.database.db.insert(orders).values({
      id: orderId,
      companyId: company.id,
      orderRef: 'S-1',
      clientId,
      branchId,
      sectionId: id,
    });
    expect((await del(company.token, id)).statusCode).toBe(200);
    const [order] = await t.database.db
      .select({ branchId: orders.branchId, sectionId: orders.sectionId })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order).toEqual({ branchId, sectionId: null });
  });

  it('answers other companies’ sections like unknown ones and refuses employees', async () => {
    const id = await createSection(t, company.token, { branchId });
    const foreign = await del(rival.company.token, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await del(rival.company.token, randomUUID())).json());
    expect((await del(rival.manager.token, id)).statusCode).toBe(404);
    expect((await del(org.agent.token, id)).statusCode).toBe(403);
    expect((await read(company.token, id)).statusCode).toBe(200);
  });
});
