import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationCounters } from '../src/db/schema.js';
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

interface SectionRow {
  _id: string;
  sectionName: string;
  branchId: string;
  branchName: string;
  companyName: string | null;
  adminUsername: string | null;
  agentCount: number;
  messageCount: number;
}
interface SectionPage {
  sections: SectionRow[];
  totalPages: number;
  message: string;
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

async function list(token: string, query = ''): Promise<SectionPage> {
  const answer = await t.api.get(`/api/v1/sections/${query}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SectionPage>();
}

const ids = (page: SectionPage) => page.sections.map((s) => s._id);

describe('who sees which sections', () => {
  it('gives the superadmin every company’s sections with the company’s name', async () => {
    const page = await list(superadmin, '?limit=30');
    expect(page.message).toBe('تم جلب الأقسام بنجاح');
    expect(ids(page)).toEqual(expect.arrayContaining([org.sectionId, rival.sectionId]));
    expect(page.sections.find((s) => s._id === rival.sectionId)).toMatchObject({
      branchName: 'فرع الرياض',
      companyName: `شركة ${rival.company.phone.number}`,
      adminUsername: `شركة ${rival.company.phone.number}`,
    });
  });

  it('gives a company its sections and a manager those of its branch', async () => {
    const other = await createManagedBranch(t, org.company.token, 'فرع الساحل');
    const elsewhere = await createSection(t, org.company.token, { branchId: other.branchId });
    expect(ids(await list(org.company.token)).sort()).toEqual([org.sectionId, elsewhere].sort());
    expect(ids(await list(org.manager.token))).toEqual([org.sectionId]);
    expect(ids(await list(rival.manager.token))).toEqual([rival.sectionId]);
  });

  it('refuses employees', async () => {
    expect((await t.api.get('/api/v1/sections/', { token: org.agent.token })).statusCode).toBe(403);
  });
});

describe('counts, filter and pages', () => {
  let company: SignedInPerson;
  let branchId: string;
  let created: string[];

  beforeAll(async () => {
    company = await createCompany(t, superadmin);
    branchId = (await createManagedBranch(t, company.token)).branchId;
    created = [];
    for (let i = 1; i <= 7; i += 1) {
      t.clock.advance(1);
      const name = i === 2 ? 'Brakes_Team' : `قسم ${i}`;
      created.push(await createSection(t, company.token, { branchId, sectionName: name }));
    }
  });

  it('counts employees and the messages of each section', async () => {
    const [first, second] = created as [string, string];
    await createAgent(t, company.token, first);
    await createAgent(t, company.token, first);
    await t.database.db.insert(conversationCounters).values([
      { id: randomUUID(), companyId: company.id, branchId, sectionId: first, messageCount: 120 },
      { id: randomUUID(), companyId: company.id, branchId, sectionId: null, messageCount: 500 },
    ]);
    const page = await list(company.token, '?limit=10');
    expect(page.sections.find((s) => s._id === first)).toMatchObject({
      agentCount: 2,
      messageCount: 120,
    });
    expect(page.sections.find((s) => s._id === second)).toMatchObject({
      agentCount: 0,
      messageCount: 0,
    });
  });

  it('pages newest first', async () => {
    const first = await list(company.token, '?page=1&limit=5');
    const second = await list(company.token, '?page=2&limit=5');
    expect(first.totalPages).toBe(2);
    expect([...ids(first), ...ids(second)]).toEqual([...created].reverse());
  });

  it('filters by name, trimmed and case-insensitive, with _ taken literally', async () => {
    expect(ids(await list(company.token, '?sectionName=%20brakes_team%20'))).toEqual([created[1]]);
    expect(ids(await list(company.token, '?sectionName=s_t'))).toEqual([created[1]]);
    expect(ids(await list(company.token, '?sectionName=s%20t'))).toEqual([]);
    expect((await list(company.token, '?sectionName=غير-موجود')).totalPages).toBe(0);
  });

  it('answers bad paging with 400', async () => {
    for (const query of ['?limit=15', '?page=-1', `?sectionName=${'ق'.repeat(51)}`]) {
      const answer = await t.api.get(`/api/v1/sections/${query}`, { token: company.token });
      expect(answer.statusCode, query).toBe(400);
    }
  });
});
