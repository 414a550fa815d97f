import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import {
  createCompany,
  createManagedBranch,
  createSection,
  SUPERADMIN_PHONE,
  type SignedInPerson,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Option {
  id: string;
  value: string;
}

let t: TestApp;
let superadmin: string;
let company: SignedInPerson;
let manager: SignedInPerson;
let agentToken: string;
let riyadh: string;
let jeddah: string;
let engines: string;
let brakes: string;
let coast: string;
let rivalBranch: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  company = await createCompany(t, superadmin);
  const riyadhBranch = await createManagedBranch(t, company.token, 'فرع الرياض');
  riyadh = riyadhBranch.branchId;
  jeddah = (await createManagedBranch(t, company.token, 'فرع جدة')).branchId;
  manager = {
    ...riyadhBranch.manager,
    token: (await signIn(t, riyadhBranch.manager.phone)).accessToken,
  };
  engines = await createSection(t, company.token, { branchId: riyadh, sectionName: 'محركات' });
  brakes = await createSection(t, company.token, { branchId: riyadh, sectionName: 'فرامل' });
  coast = await createSection(t, company.token, { branchId: jeddah, sectionName: 'الساحل' });

  const rival = await createCompany(t, superadmin);
  rivalBranch = (await createManagedBranch(t, rival.token, 'فرع المنافس')).branchId;
  await createSection(t, rival.token, { branchId: rivalBranch, sectionName: 'قسم المنافس' });

  const agentPhone = { dialCode: '+966', number: '0599990001' };
  const form = new FormData();
  form.append('username', 'موظف');
  form.append('email', 'agent-options@org.example');
  form.append('phone', JSON.stringify(agentPhone));
  form.append('role', 'agent');
  form.append('section', engines);
  const agent = await t.api.request({
    method: 'POST',
    url: '/api/v1/auth/register',
    form,
    token: company.token,
  });
  expect(agent.statusCode).toBe(201);
  agentToken = (await signIn(t, agentPhone)).accessToken;
});
afterAll(async () => t?.close());

const get = (url: string, token: string) => t.api.get(`/api/v1/common/${url}`, { token });

describe('section form', () => {
  it('offers a company all its branches, by name', async () => {
    const answer = await get('addsection', company.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      branchOptions: [
        { id: riyadh, value: 'فرع الرياض' },
        { id: jeddah, value: 'فرع جدة' },
      ],
    });
  });

  it('offers a manager only its own branch', async () => {
    const answer = await get('addsection', manager.token);
    expect(answer.json()).toEqual({ branchOptions: [{ id: riyadh, value: 'فرع الرياض' }] });
  });

  it('is not for the superadmin or employees', async () => {
    expect((await get('addsection', superadmin)).statusCode).toBe(403);
    expect((await get('addsection', agentToken)).statusCode).toBe(403);
  });
});

describe('employee form', () => {
  it('gives a company its branches and no sections until it picks a branch', async () => {
    const answer = await get('addemployee', company.token);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ branchOptions: Option[]; sectionOptions: Option[] }>();
    expect(body.branchOptions.map((o) => o.id)).toEqual([riyadh, jeddah]);
    expect(body.sectionOptions).toEqual([]);

    const picked = await get(`addemployee?selectedBranchId=${riyadh}`, company.token);
    expect(picked.json()).toEqual({
      sectionOptions: [
        { id: brakes, value: 'فرامل' },
        { id: engines, value: 'محركات' },
      ],
    });
    const other = await get(`addemployee?selectedBranchId=${jeddah}`, company.token);
    expect(other.json()).toEqual({ sectionOptions: [{ id: coast, value: 'الساحل' }] });
  });

  it('gives a manager its branch and that branch’s sections at once', async () => {
    const answer = await get('addemployee', manager.token);
    expect(answer.json()).toEqual({
      branchOptions: [{ id: riyadh, value: 'فرع الرياض' }],
      sectionOptions: [
        { id: brakes, value: 'فرامل' },
        { id: engines, value: 'محركات' },
      ],
    });
  });

  it('answers a branch out of reach exactly like an unknown one', async () => {
    const unknown = await get(`addemployee?selectedBranchId=${randomUUID()}`, company.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'BRANCH_NOT_FOUND', message: 'الفرع غير موجود' });
    for (const [branchId, token] of [
      [rivalBranch, company.token],
      [jeddah, manager.token],
      [rivalBranch, manager.token],
    ] as const) {
      const answer = await get(`addemployee?selectedBranchId=${branchId}`, token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(unknown.json());
    }
  });

  it('answers a malformed branch id with 400', async () => {
    const answer = await get('addemployee?selectedBranchId=12', company.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe('الفرع غير صالح');
  });

  it('gives a manager without a branch empty lists', async () => {
    const other = await createCompany(t, superadmin);
    const { branchId, manager: lonely } = await createManagedBranch(t, other.token);
    const token = (await signIn(t, lonely.phone)).accessToken;
    const removed = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/branches/${branchId}`,
      token: other.token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get('addemployee', token)).json()).toEqual({
      branchOptions: [],
      sectionOptions: [],
    });
    expect((await get('addsection', token)).json()).toEqual({ branchOptions: [] });
  });

  it('is not for the superadmin or employees', async () => {
    expect((await get('addemployee', superadmin)).statusCode).toBe(403);
    expect((await get('addemployee', agentToken)).statusCode).toBe(403);
  });
});

describe('branches offered to the manager forms', () => {
  let dammam: string;
  let riyadhManager: string;
  let rivalManager: string;
  let rivalFree: string;

  /** A branch whose manager was deleted: nobody runs it. */
  async function freeBranch(token: string, name: string): Promise<string> {
    const { branchId, manager: leaving } = await createManagedBranch(t, token, name);
    const removed = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/users/${leaving.id}`,
      token,
    });
    expect(removed.statusCode).toBe(200);
    return branchId;
  }

  const branchesFor = async (token: string, query: string) => {
    const answer = await get(`addemployee?withoutManager=true${query}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ branchOptions: Option[] }>().branchOptions;
  };

  beforeAll(async () => {
    dammam = await freeBranch(company.token, 'فرع الدمام');
    riyadhManager = manager.id;
    const rival = await createCompany(t, superadmin);
    rivalFree = await freeBranch(rival.token, 'فرع المنافس الشاغر');
    rivalManager = (await createManagedBranch(t, rival.token, 'فرع المنافس الثاني')).manager.id;
  });

  it('offers a new manager only the company’s branches nobody runs', async () => {
    expect(await branchesFor(company.token, '')).toEqual([{ id: dammam, value: 'فرع الدمام' }]);
    // Without the choice the employee form still gets every branch.
    const all = (await get('addemployee', company.token)).json<{ branchOptions: Option[] }>();
    expect(all.branchOptions.map((o) => o.id)).toEqual([dammam, riyadh, jeddah]);
  });

  it('keeps the edited manager’s own branch on offer, by name among the free ones', async () => {
    expect(await branchesFor(company.token, `&managerId=${riyadhManager}`)).toEqual([
      { id: dammam, value: 'فرع الدمام' },
      { id: riyadh, value: 'فرع الرياض' },
    ]);
  });

  it('never offers another company’s branches, not even through its manager', async () => {
    const offered = await branchesFor(company.token, `&managerId=${rivalManager}`);
    expect(offered).toEqual([{ id: dammam, value: 'فرع الدمام' }]);
    expect(offered.map((o) => o.id)).not.toContain(rivalFree);
  });

  it('offers nothing when every branch has its manager', async () => {
    const busy = await createCompany(t, superadmin);
    await createManagedBranch(t, busy.token, 'فرع مشغول');
    expect(await branchesFor(busy.token, '')).toEqual([]);
  });

  it('answers a malformed choice with 400', async () => {
    expect((await get('addemployee?withoutManager=maybe', company.token)).statusCode).toBe(400);
    expect(
      (await get('addemployee?withoutManager=true&managerId=7', company.token)).statusCode,
    ).toBe(400);
  });

  it('still refuses a manager placed in a branch another manager runs', async () => {
    const phone = { dialCode: '+966', number: '0599990077' };
    const form = new FormData();
    form.append('username', 'مدير جديد');
    form.append('email', 'late-manager@org.example');
    form.append('phone', JSON.stringify(phone));
    form.append('role', 'manager');
    form.append('branch', riyadh);
    const refused = await t.api.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      form,
      token: company.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'لهذا الفرع مدير بالفعل، غيّر مدير الفرع من شاشة الفروع',
    );
  });
});
