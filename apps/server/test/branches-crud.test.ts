import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, orders } from '../src/db/schema.js';
import { signIn, uniquePhone } from './support/auth-helpers.js';
import {
  createAgent,
  createBranch,
  createCompany,
  createManagedBranch,
  createManager,
  createOrg,
  createSection,
  registerUser,
  SUPERADMIN_PHONE,
  userForm,
  type Org,
  type SignedInPerson,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface BranchBody {
  _id: string;
  branchName: string;
  address: string;
  managerId: string | null;
  managerName: string | null;
  companyId: string;
  companyName: string | null;
  sectionCount: number;
  agentCount: number;
  conversationCount: number;
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

const branchUrl = (id: string) => `/api/v1/branches/${id}`;
const post = (token: string, body: unknown) => t.api.post('/api/v1/branches/', body, { token });
const put = (token: string, id: string, body: unknown) =>
  t.api.request({ method: 'PUT', url: branchUrl(id), body, token });
const del = (token: string, id: string) =>
  t.api.request({ method: 'DELETE', url: branchUrl(id), token });
const read = (token: string, id: string) => t.api.get(branchUrl(id), { token });

async function branchCount(token: string): Promise<number> {
  const list = await t.api.get('/api/v1/branches/?limit=30', { token });
  expect(list.statusCode).toBe(200);
  return list.json<{ branches: unknown[] }>().branches.length;
}

async function managerBranchOf(token: string): Promise<string | null> {
  const me = await t.api.get('/api/v1/auth/getme', { token });
  expect(me.statusCode).toBe(200);
  return me.json<{ user: { branch: string | null } }>().user.branch;
}

describe('creating a branch', () => {
  let company: SignedInPerson;
  beforeAll(async () => {
    company = await createCompany(t, superadmin);
  });

  it('opens a branch run by a manager of the company, who then works in it', async () => {
    const manager = await createManager(t, company.token);
    const created = await post(company.token, {
      branchName: '  فرع جدة  ',
      managerId: manager.id,
      address: ' طريق الملك عبدالعزيز، جدة ',
    });
    expect(created.statusCode).toBe(201);
    const { branch, message } = created.json<{ branch: BranchBody; message: string }>();
    expect(message).toBe('تم إنشاء الفرع بنجاح');
    expect(branch).toMatchObject({
      branchName: 'فرع جدة',
      address: 'طريق الملك عبدالعزيز، جدة',
      managerId: manager.id,
      managerName: `موظف ${manager.phone.number}`,
      companyId: company.id,
      companyName: `شركة ${company.phone.number}`,
      sectionCount: 0,
      agentCount: 0,
      conversationCount: 0,
    });

    const managerSession = await signIn(t, manager.phone);
    expect(await managerBranchOf(managerSession.accessToken)).toBe(branch._id);
    const seen = await t.api.get('/api/v1/branches/', { token: managerSession.accessToken });
    expect(seen.json<{ branches: BranchBody[] }>().branches.map((b) => b._id)).toEqual([
      branch._id,
    ]);
  });

  it('takes addresses up to 50 characters and refuses longer ones', async () => {
    const manager = await createManager(t, company.token);
    const tooLong = await post(company.token, {
      branchName: 'فرع الدمام',
      managerId: manager.id,
      address: 'ع'.repeat(51),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toBe('العنوان: يجب ألا يتجاوز 50 حرفًا');

    const fits = await post(company.token, {
      branchName: 'فرع الدمام',
      managerId: manager.id,
      address: 'ع'.repeat(50),
    });
    expect(fits.statusCode).toBe(201);
  });

  it('answers bad input with a message and creates nothing', async () => {
    const manager = await createManager(t, company.token);
    const before = await branchCount(company.token);
    const cases: [unknown, string][] = [
      [{ managerId: manager.id, address: 'الخبر' }, 'اسم الفرع مطلوب'],
      [{ branchName: 'فرع', address: 'الخبر' }, 'المدير مطلوب'],
      [{ branchName: 'فرع', managerId: manager.id }, 'العنوان مطلوب'],
      [{ branchName: '   ', managerId: manager.id, address: 'الخبر' }, 'اسم الفرع مطلوب'],
      [{ branchName: 'فرع', managerId: manager.id, address: '  ' }, 'العنوان مطلوب'],
      [
        { branchName: 'ف'.repeat(51), managerId: manager.id, address: 'الخبر' },
        'اسم الفرع: يجب ألا يتجاوز 50 حرفًا',
      ],
      [{ branchName: 'فرع', managerId: 'not-a-uuid', address: 'الخبر' }, 'المدير غير صالح'],
      [{ branchName: 'فرع', managerId: manager.id, address: 'الخبر', extra: 1 }, 'حقل غير معروف'],
      [{ branchName: 12, managerId: manager.id, address: 'الخبر' }, 'يجب أن تكون القيمة نصًا'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(company.token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    expect(await branchCount(company.token)).toBe(before);
  });

  it('refuses a manager who already runs a branch', async () => {
    const { manager } = await createManagedBranch(t, company.token);
    const before = await branchCount(company.token);
    const again = await post(company.token, {
      branchName: 'فرع ثان',
      managerId: manager.id,
      address: 'مكة',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'هذا المدير مسؤول عن فرع آخر، اختر مديرًا غير مسؤول عن أي فرع',
    );
    // Under the manager's box of the branch form.
    expect(again.json<{ errors?: unknown }>().errors).toEqual([
      {
        field: 'managerId',
        message: 'هذا المدير مسؤول عن فرع آخر، اختر مديرًا غير مسؤول عن أي فرع',
      },
    ]);
    expect(await branchCount(company.token)).toBe(before);
  });

  it('answers another company’s manager, an employee or an unknown id alike with 404', async () => {
    const { branchId } = await createManagedBranch(t, company.token);
    const sectionId = await createSection(t, company.token, { branchId });
    const ownAgent = await createAgent(t, company.token, sectionId);

    const answers = await Promise.all(
      [rival.manager.id, ownAgent.id, randomUUID()].map((managerId) =>
        post(company.token, { branchName: 'فرع', managerId, address: 'تبوك' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 'MANAGER_NOT_FOUND', message: 'المدير غير موجود' });
    }
  });

  it('is for companies only', async () => {
    const manager = await createManager(t, org.company.token);
    for (const token of [superadmin, org.manager.token, org.agent.token]) {
      const answer = await post(token, {
        branchName: 'فرع',
        managerId: manager.id,
        address: 'أبها',
      });
      expect(answer.statusCode).toBe(403);
    }
  });
});

describe('reading one branch', () => {
  it('reaches a branch within the caller’s scope only', async () => {
    const other = await createManagedBranch(t, org.company.token, 'فرع آخر');

    expect((await read(org.company.token, org.branchId)).statusCode).toBe(200);
    expect((await read(org.manager.token, org.branchId)).statusCode).toBe(200);
    expect((await read(superadmin, rival.branchId)).statusCode).toBe(200);

    const unknown = await read(org.company.token, randomUUID());
    expect(unknown.statusCode).toBe(404);
    for (const [token, id] of [
      [org.company.token, rival.branchId],
      [org.manager.token, other.branchId],
      [org.manager.token, rival.branchId],
    ] as const) {
      const answer = await read(token, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(unknown.json());
    }
    expect((await read(org.agent.token, org.branchId)).statusCode).toBe(403);
  });

  it('answers 400 to an id that is not a UUID', async () => {
    const answer = await read(org.company.token, 'abc');
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe('المعرّف غير صالح');
  });
});

describe('editing a branch', () => {
  let company: SignedInPerson;
  beforeAll(async () => {
    company = await createCompany(t, superadmin);
  });

  it('renames it and changes its address, as the dashboard sends them', async () => {
    const { branchId } = await createManagedBranch(t, company.token);
    const saved = await put(company.token, branchId, {
      id: branchId,
      branchName: ' فرع النخيل ',
      address: 'حي النخيل، الرياض',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string; branch: BranchBody }>()).toMatchObject({
      message: 'تم تحديث الفرع بنجاح',
      branch: { _id: branchId, branchName: 'فرع النخيل', address: 'حي النخيل، الرياض' },
    });
    const reread = await read(company.token, branchId);
    expect(reread.json<{ branch: BranchBody }>().branch.branchName).toBe('فرع النخيل');
  });

  it('hands the branch to another manager; the one replaced is left without a branch', async () => {
    const { branchId, manager: first } = await createManagedBranch(t, company.token);
    const second = await createManager(t, company.token);
    const saved = await put(company.token, branchId, { managerId: second.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ branch: BranchBody }>().branch).toMatchObject({
      managerId: second.id,
      managerName: `موظف ${second.phone.number}`,
    });

    const firstSession = await signIn(t, first.phone);
    expect(await managerBranchOf(firstSession.accessToken)).toBeNull();
    expect(await branchCount(firstSession.accessToken)).toBe(0);
    const secondSession = await signIn(t, second.phone);
    expect(await managerBranchOf(secondSession.accessToken)).toBe(branchId);

    // The first manager is free again and may take a new branch.
    expect((await createBranch(t, company.token, { managerId: first.id })).length).toBe(36);
  });

  it('keeps everything when the new manager runs another branch', async () => {
    const { branchId, manager } = await createManagedBranch(t, company.token, 'فرع أ');
    const busy = await createManagedBranch(t, company.token, 'فرع ب');
    const refused = await put(company.token, branchId, {
      branchName: 'اسم جديد',
      managerId: busy.manager.id,
    });
    expect(refused.statusCode).toBe(409);
    const after = (await read(company.token, branchId)).json<{ branch: BranchBody }>().branch;
    expect(after).toMatchObject({ branchName: 'فرع أ', managerId: manager.id });
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const { branchId } = await createManagedBranch(t, company.token, 'فرع ثابت');
    const cases: [unknown, string][] = [
      [{}, ''],
      [{ id: randomUUID(), branchName: 'اسم' }, 'معرّف الفرع في الطلب لا يطابق الفرع المراد تعديله'],
      [{ branchName: '' }, 'اسم الفرع'],
      [{ branchName: '  ' }, 'اسم الفرع مطلوب'],
      [{ address: 'ع'.repeat(51) }, 'العنوان: يجب ألا يتجاوز 50 حرفًا'],
      [{ managerId: null }, 'المدير'],
    ];
    for (const [body, message] of cases) {
      const answer = await put(company.token, branchId, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    const malformed = await t.api.request({
      method: 'PUT',
      url: branchUrl(branchId),
      rawBody: '{"branchName":',
      contentType: 'application/json',
      token: company.token,
    });
    expect(malformed.statusCode).toBe(400);
    const after = (await read(company.token, branchId)).json<{ branch: BranchBody }>().branch;
    expect(after.branchName).toBe('فرع ثابت');
  });

  it('answers another company’s branch or manager exactly like unknown ones', async () => {
    const { branchId } = await createManagedBranch(t, company.token);
    const unknown = await put(company.token, randomUUID(), { branchName: 'س' });
    expect(unknown.statusCode).toBe(404);
    const foreign = await put(company.token, rival.branchId, { branchName: 'س' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const foreignManager = await put(company.token, branchId, { managerId: rival.manager.id });
    expect(foreignManager.statusCode).toBe(404);
    expect(foreignManager.json()).toEqual({
      code: 'MANAGER_NOT_FOUND',
      message: 'المدير غير موجود',
    });
    const rivalBranch = (await read(rival.company.token, rival.branchId)).json<{
      branch: BranchBody;
    }>().branch;
    expect(rivalBranch.branchName).toBe('فرع الرياض');
  });

  it('is for companies only', async () => {
    for (const token of [superadmin, org.manager.token, org.agent.token]) {
      expect((await put(token, org.branchId, { branchName: 'س' })).statusCode).toBe(403);
    }
  });
});

describe('deleting a branch', () => {
  let company: SignedInPerson;
  beforeAll(async () => {
    company = await createCompany(t, superadmin);
  });

  it('refuses while sections or employees are in it, naming what to move first', async () => {
    const { branchId } = await createManagedBranch(t, company.token);
    await createSection(t, company.token, { branchId, sectionName: 'قسم أ' });
    const sectionId = await createSection(t, company.token, { branchId, sectionName: 'قسم ب' });
    await createAgent(t, company.token, sectionId);

    const refused = await del(company.token, branchId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'BRANCH_NOT_EMPTY',
      message:
        'لا يمكن حذف الفرع لأن فيه قسمان وموظف واحد، انقل الأقسام والموظفين إلى فرع آخر أو احذفهم أولًا',
    });
    const bySuperadmin = await del(superadmin, branchId);
    expect(bySuperadmin.statusCode).toBe(409);
    expect((await read(company.token, branchId)).statusCode).toBe(200);
  });

  it('refuses while employees without a section are placed in it', async () => {
    const { branchId } = await createManagedBranch(t, company.token);
    for (let i = 0; i < 3; i += 1) {
      const placed = await registerUser(
        t,
        company.token,
        userForm('agent', uniquePhone(), { branch: branchId }),
      );
      expect(placed.statusCode).toBe(201);
    }
    const refused = await del(company.token, branchId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'لا يمكن حذف الفرع لأن فيه 3 موظفين، انقل الموظفين إلى فرع آخر أو احذفهم أولًا',
    );
  });

  it('deletes a branch whose manager is all that is left; the manager stays without a branch', async () => {
    const { branchId, manager } = await createManagedBranch(t, company.token);
    const managerSession = await signIn(t, manager.phone);
    const deleted = await del(company.token, branchId);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'تم حذف الفرع بنجاح' });
    expect((await read(company.token, branchId)).statusCode).toBe(404);
    expect(await managerBranchOf(managerSession.accessToken)).toBeNull();
    expect(await branchCount(managerSession.accessToken)).toBe(0);
    // Deleting it again is as unknown as any other id.
    expect((await del(company.token, branchId)).statusCode).toBe(404);
  });

  it('keeps the branch’s orders, which no longer point at it', async () => {
    const { branchId } = await createManagedBranch(t, company.token);
    const clientId = randomUUID();
    const orderId = randomUUID();
    await t.database.db.insert(clients).values({
      id: clientId,
      companyId: company.id,
      username: 'عميل',
      dialCode: '+966',
      phoneNumber: '0551112222',
    });
    await t.database.db
      .insert(orders)
      .values({ id: orderId, companyId: company.id, orderRef: 'R-1', clientId, branchId });

    expect((await del(company.token, branchId)).statusCode).toBe(200);
    const [order] = await t.database.db
      .select({ branchId: orders.branchId })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order).toEqual({ branchId: null });
  });

  it('lets the superadmin delete any company’s branch; others reach only their own', async () => {
    const { branchId } = await createManagedBranch(t, company.token);
    const fromRival = await del(rival.company.token, branchId);
    expect(fromRival.statusCode).toBe(404);
    expect(fromRival.json()).toEqual((await del(rival.company.token, randomUUID())).json());
    expect((await del(org.manager.token, branchId)).statusCode).toBe(403);
    expect((await del(org.agent.token, branchId)).statusCode).toBe(403);
    expect((await read(company.token, branchId)).statusCode).toBe(200);
    expect((await del(superadmin, branchId)).statusCode).toBe(200);
  });
});
