import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  createCompany,
  createManagedBranch,
  createManager,
  SUPERADMIN_PHONE,
  type SignedInPerson,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Requests racing on the same branch. On PostgreSQL they run in separate transactions at the same
 * time; on PGlite they queue. Either way every answer is one a single request could have got,
 * never a 500, and the data ends consistent.
 */

let t: TestApp;
let company: SignedInPerson;
const ROUNDS = 4;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  company = await createCompany(t, superadmin);
});
afterAll(async () => t?.close());

const deleteBranch = (id: string) =>
  t.api.request({ method: 'DELETE', url: `/api/v1/branches/${id}`, token: company.token });
const readBranch = (id: string) => t.api.get(`/api/v1/branches/${id}`, { token: company.token });
const statuses = (answers: ApiResponse[]) => answers.map((a) => a.statusCode).sort();

async function branchOfManager(phone: SignedInPerson['phone']): Promise<string | null> {
  const token = (await signIn(t, phone)).accessToken;
  const me = await t.api.get('/api/v1/auth/getme', { token });
  return me.json<{ user: { branch: string | null } }>().user.branch;
}

describe('racing on one branch', () => {
  it('two deletes of the same branch: one 200, one 404', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { branchId } = await createManagedBranch(t, company.token);
      const answers = await Promise.all([deleteBranch(branchId), deleteBranch(branchId)]);
      expect(statuses(answers)).toEqual([200, 404]);
      expect((await readBranch(branchId)).statusCode).toBe(404);
    }
  });

  it('a delete and an edit handing the branch to a new manager end consistent', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { branchId, manager: first } = await createManagedBranch(t, company.token);
      const second = await createManager(t, company.token);
      const [edit, removal] = await Promise.all([
        t.api.request({
          method: 'PUT',
          url: `/api/v1/branches/${branchId}`,
          body: { branchName: 'فرع مُعدّل', managerId: second.id },
          token: company.token,
        }),
        deleteBranch(branchId),
      ]);
      expect(removal.statusCode).toBe(200);
      expect([200, 404]).toContain(edit.statusCode);
      expect((await readBranch(branchId)).statusCode).toBe(404);
      // Whichever ran first, nobody is left placed in the deleted branch.
      expect(await branchOfManager(first.phone)).toBeNull();
      expect(await branchOfManager(second.phone)).toBeNull();
    }
  });

  it('a section created while its branch is deleted: never a section in a deleted branch', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { branchId } = await createManagedBranch(t, company.token);
      const [section, removal] = await Promise.all([
        t.api.post(
          '/api/v1/sections/',
          { sectionName: 'قسم سريع', branchId },
          { token: company.token },
        ),
        deleteBranch(branchId),
      ]);
      const outcome = [section.statusCode, removal.statusCode];
      // Either the section got in first and the delete is refused, or the branch went first.
      expect([
        [201, 409],
        [404, 200],
      ]).toContainEqual(outcome);
      const branch = await readBranch(branchId);
      expect(branch.statusCode).toBe(removal.statusCode === 200 ? 404 : 200);
      if (section.statusCode === 201) {
        const id = section.json<{ section: { _id: string } }>().section._id;
        const stored = await t.api.get(`/api/v1/sections/${id}`, { token: company.token });
        expect(stored.statusCode).toBe(200);
      }
    }
  });

  it('two branches opened at once for the same manager: one 201, one 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const manager = await createManager(t, company.token);
      const open = (name: string) =>
        t.api.post(
          '/api/v1/branches/',
          { branchName: name, managerId: manager.id, address: 'الرياض' },
          { token: company.token },
        );
      const answers = await Promise.all([open('فرع أ'), open('فرع ب')]);
      expect(statuses(answers)).toEqual([201, 409]);
    }
  });
});
