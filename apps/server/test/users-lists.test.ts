import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationCounters, users } from '../src/db/schema.js';
import { signIn, type Session } from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import {
  addBranch,
  addSection,
  createCompany,
  createPerson,
  runBranch,
  SUPERADMIN_PHONE,
  type Company,
  type ErrorBody,
} from './support/tenant-fixtures.js';

interface CompanyRow {
  _id: string;
  username: string;
  email: string | null;
  phone: { dialCode: string; number: string };
  defaultEmployeeCost: number;
  totalSections: number;
  totalBranches: number;
  totalEmployees: number;
  totalConversations: number;
  createdAt: string;
}
interface StaffRow {
  _id: string;
  username: string;
  role: string;
  branch: string | null;
  branchName: string | null;
  section: string | null;
  sectionName: string | null;
  companyId: string;
  companyName: string | null;
  adminName: string | null;
}

let t: TestApp;
let superadmin: Session;

/** A company with two branches: A (run by `manager`, two sections) and B (one section). */
interface Tenant {
  company: Company;
  branchA: string;
  branchB: string;
  sectionA1: string;
  sectionA2: string;
  sectionB1: string;
  manager: { id: string; session: Session };
  idleManager: string;
  agentA1: string;
  agentA2: string;
  agentB1: string;
  agentB1Phone: string;
}

async function createTenant(name: string): Promise<Tenant> {
  const company = await createCompany(t, superadmin, { username: name });
  const token = company.session.accessToken;
  const branchA = await addBranch(t, company.id, `${name} فرع أ`);
  const branchB = await addBranch(t, company.id, `${name} فرع ب`);
  const sectionA1 = await addSection(t, company.id, branchA, 'محركات');
  const sectionA2 = await addSection(t, company.id, branchA, 'كهرباء');
  const sectionB1 = await addSection(t, company.id, branchB, 'هياكل');
  const manager = await createPerson(t, token, 'manager');
  await runBranch(t, branchA, manager.id);
  const idleManager = await createPerson(t, token, 'manager');
  const agentA1 = await createPerson(t, token, 'agent', { section: sectionA1 });
  const agentA2 = await createPerson(t, token, 'agent', { section: sectionA2 });
  const agentB1 = await createPerson(t, token, 'agent', { section: sectionB1 });
  return {
    company,
    branchA,
    branchB,
    sectionA1,
    sectionA2,
    sectionB1,
    manager: { id: manager.id, session: await signIn(t, manager.phone) },
    idleManager: idleManager.id,
    agentA1: agentA1.id,
    agentA2: agentA2.id,
    agentB1: agentB1.id,
    agentB1Phone: agentB1.phone.number,
  };
}

let first: Tenant;
let second: Tenant;
let agentSession: Session;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await signIn(t, SUPERADMIN_PHONE);
  first = await createTenant('Acme Parts');
  second = await createTenant('شركة النخبة');
  const [agent] = await t.database.db
    .select({ dialCode: users.dialCode, number: users.phoneNumber })
    .from(users)
    .where(inArray(users.id, [first.agentA1]));
  if (!agent) throw new Error('agent missing');
  agentSession = await signIn(t, agent);
});
afterAll(async () => t?.close());

const get = <T>(url: string, token: string) =>
  t.api.get(url, { token }).then((response) => ({ response, body: response.json<T>() }));

const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);

describe('GET /users/admins', () => {
  it('answers each company with its totals counted from its own rows', async () => {
    await t.database.db.insert(conversationCounters).values([
      { id: randomUUID(), companyId: first.company.id, conversationCount: 17 },
      // Branch and section rows are parts of the company's total, not additions to it.
      {
        id: randomUUID(),
        companyId: first.company.id,
        branchId: first.branchA,
        conversationCount: 12,
      },
      {
        id: randomUUID(),
        companyId: first.company.id,
        branchId: first.branchA,
        sectionId: first.sectionA1,
        conversationCount: 12,
      },
    ]);
    const { response, body } = await get<{ admins: CompanyRow[]; totalPages: number }>(
      '/api/v1/users/admins?limit=30',
      superadmin.accessToken,
    );
    expect(response.statusCode).toBe(200);
    const mine = body.admins.find((row) => row._id === first.company.id);
    expect(mine).toMatchObject({
      username: 'Acme Parts',
      defaultEmployeeCost: 200,
      totalBranches: 2,
      totalSections: 3,
      totalEmployees: 5,
      totalConversations: 17,
    });
    expect(body.admins.find((row) => row._id === second.company.id)).toMatchObject({
      totalBranches: 2,
      totalSections: 3,
      totalEmployees: 5,
      totalConversations: 0,
    });
  });

  it('filters by name, e-mail and phone digits, case-insensitively, and combines them', async () => {
    const byName = await get<{ admins: CompanyRow[] }>(
      '/api/v1/users/admins?username=%20acme%20PARTS',
      superadmin.accessToken,
    );
    expect(ids(byName.body.admins)).toEqual([first.company.id]);

    const email = `c${first.company.phone.number}@x.example`;
    await t.database.db
      .update(users)
      .set({ email: `Sales.${email}` })
      .where(inArray(users.id, [first.company.id]));
    const byEmail = await get<{ admins: CompanyRow[] }>(
      `/api/v1/users/admins?email=${encodeURIComponent(`SALES.C${first.company.phone.number}`)}`,
      superadmin.accessToken,
    );
    expect(ids(byEmail.body.admins)).toEqual([first.company.id]);

    const local = first.company.phone.number.slice(3);
    const byPhone = await get<{ admins: CompanyRow[] }>(
      `/api/v1/users/admins?phone=${local}`,
      superadmin.accessToken,
    );
    expect(ids(byPhone.body.admins)).toEqual([first.company.id]);
    const international = `%2B966${first.company.phone.number.slice(1)}`;
    const byInternational = await get<{ admins: CompanyRow[] }>(
      `/api/v1/users/admins?phone=${international}`,
      superadmin.accessToken,
    );
    expect(ids(byInternational.body.admins)).toEqual([first.company.id]);

    const both = await get<{ admins: CompanyRow[]; totalPages: number }>(
      `/api/v1/users/admins?username=acme&phone=${second.company.phone.number}`,
      superadmin.accessToken,
    );
    expect(both.body).toEqual({ admins: [], totalPages: 0, totalPagesCapped: false });

    // A wildcard typed into the box is a character, not "anything".
    const wildcard = await get<{ admins: CompanyRow[] }>(
      '/api/v1/users/admins?username=%25',
      superadmin.accessToken,
    );
    expect(wildcard.body.admins).toEqual([]);
  });

  it('pages newest first with a stable order, ties broken by id', async () => {
    const extra = [];
    for (let index = 0; index < 7; index += 1) {
      extra.push((await createPerson(t, superadmin.accessToken, 'admin')).id);
    }
    // Three companies created in the same instant still page in one fixed order.
    const tie = new Date('2030-01-01T00:00:00.000Z');
    await t.database.db
      .update(users)
      .set({ createdAt: tie })
      .where(inArray(users.id, extra.slice(0, 3)));

    const all = await get<{ admins: CompanyRow[]; totalPages: number }>(
      '/api/v1/users/admins?limit=30',
      superadmin.accessToken,
    );
    const total = all.body.admins.length;
    expect(total).toBe(9);
    const expected = [...all.body.admins].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id),
    );
    expect(ids(all.body.admins)).toEqual(ids(expected));
    expect(ids(all.body.admins).slice(0, 3)).toEqual([...extra.slice(0, 3)].sort());

    const paged: string[] = [];
    for (let page = 1; page <= 2; page += 1) {
      const { body } = await get<{ admins: CompanyRow[]; totalPages: number }>(
        `/api/v1/users/admins?page=${page}&limit=5`,
        superadmin.accessToken,
      );
      expect(body.totalPages).toBe(2);
      paged.push(...ids(body.admins));
    }
    expect(paged).toEqual(ids(expected));

    const defaults = await get<{ admins: CompanyRow[]; totalPages: number }>(
      '/api/v1/users/admins',
      superadmin.accessToken,
    );
    expect(defaults.body.admins).toHaveLength(9);
    expect(defaults.body.totalPages).toBe(1);

    const beyond = await get<{ admins: CompanyRow[]; totalPages: number }>(
      '/api/v1/users/admins?page=3&limit=5',
      superadmin.accessToken,
    );
    expect(beyond.body).toEqual({ admins: [], totalPages: 2, totalPagesCapped: false });
  });

  it('refuses bad paging and filters with a message', async () => {
    for (const query of ['page=0', 'page=-1', 'page=x', 'limit=7', 'limit=0', 'phone=05a1']) {
      const { response, body } = await get<ErrorBody>(
        `/api/v1/users/admins?${query}`,
        superadmin.accessToken,
      );
      expect(response.statusCode, query).toBe(400);
      expect(body.message, query).toMatch(/\p{Script=Arabic}/u);
    }
  });

  it('is the superadmin’s alone', async () => {
    for (const token of [first.company.session.accessToken, first.manager.session.accessToken]) {
      const { response } = await get<ErrorBody>('/api/v1/users/admins', token);
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /users/managers', () => {
  it('answers every company’s managers to the superadmin, with company and branch names', async () => {
    const { response, body } = await get<{ managers: StaffRow[]; totalPages: number }>(
      '/api/v1/users/managers?limit=30',
      superadmin.accessToken,
    );
    expect(response.statusCode).toBe(200);
    expect(ids(body.managers).sort()).toEqual(
      [first.manager.id, first.idleManager, second.manager.id, second.idleManager].sort(),
    );
    expect(body.managers.find((row) => row._id === first.manager.id)).toMatchObject({
      role: 'manager',
      companyId: first.company.id,
      companyName: 'Acme Parts',
      adminName: 'Acme Parts',
      branch: first.branchA,
      branchName: 'Acme Parts فرع أ',
      section: null,
    });
    expect(body.managers.find((row) => row._id === first.idleManager)).toMatchObject({
      branch: null,
      branchName: null,
    });
  });

  it('answers a company only its own managers, searchable by name, e-mail or phone', async () => {
    const token = first.company.session.accessToken;
    const { body } = await get<{ managers: StaffRow[]; totalPages: number }>(
      '/api/v1/users/managers',
      token,
    );
    expect(ids(body.managers).sort()).toEqual([first.manager.id, first.idleManager].sort());
    expect(body.totalPages).toBe(1);

    const [manager] = await t.database.db
      .select({ username: users.username, email: users.email, phone: users.phoneNumber })
      .from(users)
      .where(inArray(users.id, [first.manager.id]));
    if (!manager?.email) throw new Error('manager missing');
    for (const term of [manager.username, manager.email.toUpperCase(), manager.phone.slice(4)]) {
      const found = await get<{ managers: StaffRow[] }>(
        `/api/v1/users/managers?search=${encodeURIComponent(term)}`,
        token,
      );
      expect(ids(found.body.managers), term).toEqual([first.manager.id]);
    }
    // The other company's manager is not found by its own number either.
    const [theirs] = await t.database.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(inArray(users.id, [second.manager.id]));
    const other = await get<{ managers: StaffRow[]; totalPages: number }>(
      `/api/v1/users/managers?search=${theirs?.phone ?? ''}`,
      token,
    );
    expect(other.body).toEqual({ managers: [], totalPages: 0, totalPagesCapped: false });
  });

  it('is not for managers or employees', async () => {
    for (const token of [first.manager.session.accessToken, agentSession.accessToken]) {
      expect((await get('/api/v1/users/managers', token)).response.statusCode).toBe(403);
    }
  });
});

describe('GET /users/agents', () => {
  it('answers the superadmin everyone, a company its own and a manager its branch', async () => {
    const everyone = await get<{ agents: StaffRow[] }>(
      '/api/v1/users/agents?limit=30',
      superadmin.accessToken,
    );
    expect(everyone.body.agents).toHaveLength(6);

    const company = await get<{ agents: StaffRow[] }>(
      '/api/v1/users/agents',
      first.company.session.accessToken,
    );
    expect(ids(company.body.agents).sort()).toEqual(
      [first.agentA1, first.agentA2, first.agentB1].sort(),
    );
    expect(company.body.agents.find((row) => row._id === first.agentB1)).toMatchObject({
      role: 'agent',
      branch: first.branchB,
      branchName: 'Acme Parts فرع ب',
      section: first.sectionB1,
      sectionName: 'هياكل',
      companyName: 'Acme Parts',
    });

    const branch = await get<{ agents: StaffRow[]; totalPages: number }>(
      '/api/v1/users/agents?limit=5',
      first.manager.session.accessToken,
    );
    expect(ids(branch.body.agents).sort()).toEqual([first.agentA1, first.agentA2].sort());
    expect(branch.body.totalPages).toBe(1);
  });

  it('searches within the caller’s reach only', async () => {
    const found = await get<{ agents: StaffRow[] }>(
      `/api/v1/users/agents?search=${encodeURIComponent('مستخدم')}`,
      first.manager.session.accessToken,
    );
    expect(found.body.agents).toHaveLength(2);
    const outside = await get<{ agents: StaffRow[] }>(
      `/api/v1/users/agents?search=${first.agentB1Phone}`,
      first.manager.session.accessToken,
    );
    expect(outside.body.agents).toEqual([]);
    const byCompany = await get<{ agents: StaffRow[] }>(
      `/api/v1/users/agents?search=${first.agentB1Phone}`,
      first.company.session.accessToken,
    );
    expect(ids(byCompany.body.agents)).toEqual([first.agentB1]);
  });

  it('answers a manager without a branch an empty list, and refuses employees', async () => {
    const [idle] = await t.database.db
      .select({ dialCode: users.dialCode, number: users.phoneNumber })
      .from(users)
      .where(inArray(users.id, [first.idleManager]));
    if (!idle) throw new Error('manager missing');
    const idleSession = await signIn(t, idle);
    const { body } = await get<{ agents: StaffRow[]; totalPages: number }>(
      '/api/v1/users/agents',
      idleSession.accessToken,
    );
    expect(body).toEqual({ agents: [], totalPages: 0, totalPagesCapped: false });
    expect((await get('/api/v1/users/agents', agentSession.accessToken)).response.statusCode).toBe(
      403,
    );
  });

  it('refuses bad paging', async () => {
    for (const query of ['page=0', 'limit=15', 'limit=', `search=${'x'.repeat(101)}`]) {
      const { response } = await get<ErrorBody>(
        `/api/v1/users/agents?${query}`,
        first.company.session.accessToken,
      );
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /users/formattedmanagers', () => {
  it('offers the company’s managers who run no branch, plus the one running the given branch', async () => {
    const token = first.company.session.accessToken;
    const free = await get<{ managers: { id: string; value: string }[] }>(
      '/api/v1/users/formattedmanagers',
      token,
    );
    expect(free.response.statusCode).toBe(200);
    expect(free.body.managers.map((option) => option.id)).toEqual([first.idleManager]);
    expect(free.body.managers[0]?.value).toMatch(/^مستخدم /);

    const editing = await get<{ managers: { id: string }[] }>(
      `/api/v1/users/formattedmanagers?branchId=${first.branchA}`,
      token,
    );
    expect(editing.body.managers.map((option) => option.id).sort()).toEqual(
      [first.manager.id, first.idleManager].sort(),
    );
  });

  it('answers 404 for another company’s branch exactly as for an unknown one', async () => {
    const token = first.company.session.accessToken;
    const theirs = await get<ErrorBody>(
      `/api/v1/users/formattedmanagers?branchId=${second.branchA}`,
      token,
    );
    const unknown = await get<ErrorBody>(
      `/api/v1/users/formattedmanagers?branchId=${randomUUID()}`,
      token,
    );
    expect(theirs.response.statusCode).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
  });

  it('is for companies only', async () => {
    for (const token of [superadmin.accessToken, first.manager.session.accessToken]) {
      expect((await get('/api/v1/users/formattedmanagers', token)).response.statusCode).toBe(403);
    }
  });
});

describe('GET /users/profile', () => {
  it('answers every role its own details', async () => {
    const cases: [Session, string, string][] = [
      [superadmin, superadmin.userId, 'superadmin'],
      [first.company.session, first.company.id, 'admin'],
      [first.manager.session, first.manager.id, 'manager'],
      [agentSession, first.agentA1, 'agent'],
    ];
    for (const [session, id, role] of cases) {
      const { response, body } = await get<{ profile: { _id: string; role: string } }>(
        '/api/v1/users/profile',
        session.accessToken,
      );
      expect(response.statusCode, role).toBe(200);
      expect(body.profile).toMatchObject({ _id: id, role });
    }
    const company = await get<{ profile: { defaultEmployeeCost: number | null } }>(
      '/api/v1/users/profile',
      first.company.session.accessToken,
    );
    expect(company.body.profile.defaultEmployeeCost).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.api.get('/api/v1/users/profile')).statusCode).toBe(401);
  });
});
