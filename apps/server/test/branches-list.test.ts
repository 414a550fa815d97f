import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationCounters, users } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import {
  createAgent,
  createBranch,
  createCompany,
  createManagedBranch,
  createManager,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
  type SignedInPerson,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface BranchRow {
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
interface BranchPage {
  branches: BranchRow[];
  totalPages: number;
}

let t: TestApp;
let superadmin: string;
let org: Org;
let rival: Org;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  t.clock.advance(1);
  rival = await createOrg(t, superadmin);
});
afterAll(async () => t?.close());

async function list(token: string, query = ''): Promise<BranchPage> {
  const answer = await t.api.get(`/api/v1/branches/${query}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<BranchPage>();
}

const ids = (page: BranchPage) => page.branches.map((b) => b._id);

describe('who sees which branches', () => {
  it('gives the superadmin every company’s branches with the company name', async () => {
    const page = await list(superadmin, '?limit=30');
    expect(ids(page)).toEqual(expect.arrayContaining([org.branchId, rival.branchId]));
    const rivalRow = page.branches.find((b) => b._id === rival.branchId);
    expect(rivalRow).toMatchObject({
      companyId: rival.company.id,
      companyName: `شركة ${rival.company.phone.number}`,
    });
  });

  it('gives a company its own branches and a manager only the branch it runs', async () => {
    const second = await createManagedBranch(t, org.company.token, 'فرع الشمال');
    expect(ids(await list(org.company.token)).sort()).toEqual(
      [org.branchId, second.branchId].sort(),
    );
    expect(ids(await list(org.manager.token))).toEqual([org.branchId]);
    expect(ids(await list(rival.manager.token))).toEqual([rival.branchId]);
  });

  it('refuses employees', async () => {
    const answer = await t.api.get('/api/v1/branches/', { token: org.agent.token });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'ليس لديك صلاحية للقيام بهذا الإجراء',
    });
  });
});

describe('counts on each row', () => {
  let company: SignedInPerson;
  beforeAll(async () => {
    company = await createCompany(t, superadmin);
  });

  it('counts sections, employees and the branch’s conversations', async () => {
    const { branchId, manager } = await createManagedBranch(t, company.token);
    const engines = await createSection(t, company.token, { branchId, sectionName: 'محركات' });
    const bodies = await createSection(t, company.token, { branchId, sectionName: 'هياكل' });
    await createAgent(t, company.token, engines);
    await createAgent(t, company.token, engines);
    await createAgent(t, company.token, bodies);
    // Conversation totals are kept as counters: the branch's own row has no section.
    await t.database.db.insert(conversationCounters).values([
      { id: randomUUID(), companyId: company.id, branchId, sectionId: null, conversationCount: 42 },
      {
        id: randomUUID(),
        companyId: company.id,
        branchId,
        sectionId: engines,
        conversationCount: 30,
      },
      {
        id: randomUUID(),
        companyId: company.id,
        branchId: null,
        sectionId: null,
        conversationCount: 99,
      },
    ]);

    const row = (await list(company.token)).branches.find((b) => b._id === branchId);
    expect(row).toMatchObject({
      managerId: manager.id,
      managerName: `موظف ${manager.phone.number}`,
      sectionCount: 2,
      agentCount: 3,
      conversationCount: 42,
    });
  });

  it('shows no manager once its manager is gone', async () => {
    const { branchId, manager } = await createManagedBranch(t, company.token);
    // What deleting the manager's account does to the branch (its foreign key sets null).
    await t.database.db.delete(users).where(eq(users.id, manager.id));
    const row = (await list(company.token)).branches.find((b) => b._id === branchId);
    expect(row).toMatchObject({ managerId: null, managerName: null });
  });
});

describe('search and pages', () => {
  let company: SignedInPerson;
  let created: string[];

  beforeAll(async () => {
    company = await createCompany(t, superadmin);
    created = [];
    for (let i = 1; i <= 12; i += 1) {
      const manager = await createManager(t, company.token);
      t.clock.advance(1);
      created.push(
        await createBranch(t, company.token, {
          managerId: manager.id,
          branchName: i === 3 ? 'Olaya Branch' : `فرع رقم ${i}`,
          address: i === 7 ? 'طريق 50% الدائري' : `حي ${i}`,
        }),
      );
    }
  });

  it('pages newest first with the chosen size and counts the pages', async () => {
    const newestFirst = [...created].reverse();
    const first = await list(company.token, '?page=1&limit=5');
    const second = await list(company.token, '?page=2&limit=5');
    const third = await list(company.token, '?page=3&limit=5');
    expect(first.totalPages).toBe(3);
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(newestFirst);
    expect(ids(third)).toHaveLength(2);

    const beyond = await list(company.token, '?page=9&limit=5');
    expect(beyond).toEqual({ branches: [], totalPages: 3 });
  });

  it('shows 10 rows by default', async () => {
    const page = await list(company.token);
    expect(page.branches).toHaveLength(10);
    expect(page.totalPages).toBe(2);
  });

  it('matches the name or the address, trimmed and regardless of case', async () => {
    expect(ids(await list(company.token, '?search=%20olaya%20'))).toEqual([created[2]]);
    expect(ids(await list(company.token, `?search=${encodeURIComponent('حي 1')}`))).toEqual([
      created[11],
      created[10],
      created[9],
      created[0],
    ]);
    // Wildcards are text: "50%" matches only the address that contains it.
    expect(ids(await list(company.token, '?search=50%25'))).toEqual([created[6]]);
    expect(await list(company.token, '?search=nothing-like-this')).toEqual({
      branches: [],
      totalPages: 0,
    });
  });

  it('answers bad paging with 400 and a message', async () => {
    for (const query of ['?limit=7', '?page=0', '?page=abc', '?limit=100']) {
      const answer = await t.api.get(`/api/v1/branches/${query}`, { token: company.token });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/رقم الصفحة|عدد الصفوف/);
    }
    const long = await t.api.get(`/api/v1/branches/?search=${'س'.repeat(101)}`, {
      token: company.token,
    });
    expect(long.statusCode).toBe(400);
  });
});
