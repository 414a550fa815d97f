import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, sections, users } from '../src/db/schema.js';
import type { Phone } from '../src/lib/phone.js';
import { signIn, uniquePhone } from './support/auth-helpers.js';
import type { ApiRequest, ApiResponse } from './support/contract-client.js';
import {
  createAgent,
  createCompany,
  createManagedBranch,
  createManager,
  createSection,
  SUPERADMIN_PHONE,
  userForm,
} from './support/org-fixtures.js';
import {
  at,
  branchPlace,
  expectedStatus,
  reaches,
  ROLES,
  sectionPlace,
  TENANT_LABEL,
  type Place,
  type Role,
  type RowRule,
  type Tenant,
} from './support/permission-model.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Every organisation endpoint × every role × a record of the caller's own company (tenant A) and
 * of another one (tenant B), each cell's expected answer derived by support/permission-model.
 */

/** The real records behind the symbols. */
interface TenantWorld {
  companyId: string;
  companyName: string;
  companyToken: string;
  branchId: string;
  branchName: string;
  sectionId: string;
  sectionName: string;
  managerId: string;
  managerPhone: Phone;
  agentId: string;
  agentPhone: Phone;
  /** A manager running no branch, offered in the branch forms. */
  spareManagerId: string;
}
interface World {
  tenants: Record<Tenant, TenantWorld>;
  tokens: Record<Role, string>;
}

interface Cell {
  world: World;
  tenant: TenantWorld;
  token: string;
}

interface Sent {
  response: ApiResponse;
  /** Lists: the ids shown, and the id of the record the cell watches for. */
  shown?: string[];
  watched?: string;
  /** The record a write addressed. */
  targetId?: string;
}

interface Row extends RowRule {
  /** Method and path, as the report lists it. */
  name: string;
  tenants?: Tenant[];
  /** Sends the request; for lists also answers the ids shown and the id watched. */
  send(cell: Cell): Promise<Sent>;
  /** After a refusal: throws when the record was changed or removed anyway. */
  untouched?(cell: Cell, sent: Sent): Promise<void>;
}

function call(cell: Cell, request: Omit<ApiRequest, 'token'>): Promise<ApiResponse> {
  return t.api.request({ ...request, token: cell.token });
}

function updateForm(username: string): FormData {
  const form = new FormData();
  form.append('username', username);
  return form;
}

async function exists(table: typeof branches | typeof sections | typeof users, id: string) {
  const rows = await t.database.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  expect(rows, `record ${id} must still exist`).toHaveLength(1);
}

const ROWS: Row[] = [
  // Branches.
  {
    name: 'POST /branches/',
    operationId: 'createBranch',
    kind: 'create',
    place: (x) => ({ company: x, branch: null, section: null, user: at(x, 'freshManager') }),
    async send(cell) {
      const manager = await createManager(t, cell.tenant.companyToken);
      const body = { branchName: 'فرع المصفوفة', managerId: manager.id, address: 'الرياض' };
      return { response: await call(cell, { method: 'POST', url: '/api/v1/branches/', body }) };
    },
  },
  {
    name: 'GET /branches/',
    operationId: 'listBranches',
    kind: 'list',
    place: (x) => branchPlace(x),
    async send(cell) {
      const url = `/api/v1/branches/?search=${encodeURIComponent(cell.tenant.branchName)}`;
      const response = await call(cell, { method: 'GET', url });
      const shown = listIds(response, 'branches');
      return { response, shown, watched: cell.tenant.branchId };
    },
  },
  {
    name: 'GET /branches/{id}',
    operationId: 'getBranch',
    kind: 'record',
    place: (x) => branchPlace(x),
    send: async (cell) => ({
      response: await call(cell, {
        method: 'GET',
        url: `/api/v1/branches/${cell.tenant.branchId}`,
      }),
    }),
  },
  {
    name: 'PUT /branches/{id}',
    operationId: 'updateBranch',
    kind: 'record',
    place: (x) => branchPlace(x),
    send: async (cell) => ({
      response: await call(cell, {
        method: 'PUT',
        url: `/api/v1/branches/${cell.tenant.branchId}`,
        body: { branchName: cell.tenant.branchName },
      }),
    }),
  },
  {
    name: 'DELETE /branches/{id}',
    operationId: 'deleteBranch',
    kind: 'record',
    place: (x) => branchPlace(x, 'emptyBranch'),
    async send(cell) {
      const { branchId } = await createManagedBranch(t, cell.tenant.companyToken, 'فرع للحذف');
      const url = `/api/v1/branches/${branchId}`;
      return { response: await call(cell, { method: 'DELETE', url }), targetId: branchId };
    },
    untouched: async (_cell, sent) => exists(branches, sent.targetId ?? ''),
  },
  // Sections.
  {
    name: 'POST /sections/',
    operationId: 'createSection',
    kind: 'create',
    choosesBranch: true,
    place: (x) => branchPlace(x),
    send: async (cell) => ({
      response: await call(cell, {
        method: 'POST',
        url: '/api/v1/sections/',
        body: { sectionName: 'قسم المصفوفة', branchId: cell.tenant.branchId },
      }),
    }),
  },
  {
    name: 'GET /sections/',
    operationId: 'listSections',
    kind: 'list',
    place: (x) => sectionPlace(x),
    async send(cell) {
      const url = `/api/v1/sections/?sectionName=${encodeURIComponent(cell.tenant.sectionName)}`;
      const response = await call(cell, { method: 'GET', url });
      return { response, shown: listIds(response, 'sections'), watched: cell.tenant.sectionId };
    },
  },
  {
    name: 'GET /sections/{id}',
    operationId: 'getSection',
    kind: 'record',
    place: (x) => sectionPlace(x),
    send: async (cell) => ({
      response: await call(cell, {
        method: 'GET',
        url: `/api/v1/sections/${cell.tenant.sectionId}`,
      }),
    }),
  },
  {
    name: 'PUT /sections/{id}',
    operationId: 'updateSection',
    kind: 'record',
    place: (x) => sectionPlace(x),
    send: async (cell) => ({
      response: await call(cell, {
        method: 'PUT',
        url: `/api/v1/sections/${cell.tenant.sectionId}`,
        body: { sectionName: cell.tenant.sectionName },
      }),
    }),
  },
  {
    name: 'DELETE /sections/{id}',
    operationId: 'deleteSection',
    kind: 'record',
    place: (x) => sectionPlace(x, 'emptySection'),
    async send(cell) {
      const sectionId = await createSection(t, cell.tenant.companyToken, {
        branchId: cell.tenant.branchId,
        sectionName: 'قسم للحذف',
      });
      const url = `/api/v1/sections/${sectionId}`;
      return { response: await call(cell, { method: 'DELETE', url }), targetId: sectionId };
    },
    untouched: async (_cell, sent) => exists(sections, sent.targetId ?? ''),
  },
  // Form options.
  {
    name: 'GET /common/addsection',
    operationId: 'getSectionFormOptions',
    kind: 'list',
    place: (x) => branchPlace(x),
    async send(cell) {
      const response = await call(cell, { method: 'GET', url: '/api/v1/common/addsection' });
      return {
        response,
        shown: optionIds(response, 'branchOptions'),
        watched: cell.tenant.branchId,
      };
    },
  },
  {
    name: 'GET /common/addemployee',
    operationId: 'getEmployeeFormOptions',
    kind: 'list',
    place: (x) => branchPlace(x),
    async send(cell) {
      const response = await call(cell, { method: 'GET', url: '/api/v1/common/addemployee' });
      return {
        response,
        shown: optionIds(response, 'branchOptions'),
        watched: cell.tenant.branchId,
      };
    },
  },
  {
    name: 'GET /common/addemployee?selectedBranchId',
    operationId: 'getEmployeeFormOptions',
    kind: 'record',
    place: (x) => branchPlace(x),
    send: async (cell) => ({
      response: await call(cell, {
        method: 'GET',
        url: `/api/v1/common/addemployee?selectedBranchId=${cell.tenant.branchId}`,
      }),
    }),
  },
  // Users: creation through the shared register call.
  {
    name: 'POST /auth/register (role admin)',
    operationId: 'registerUser',
    kind: 'create',
    action: 'company.create',
    tenants: ['A'],
    place: () => ({ company: null, branch: null, section: null }),
    send: async (cell) => ({
      response: await call(cell, {
        method: 'POST',
        url: '/api/v1/auth/register',
        form: userForm('admin', uniquePhone()),
      }),
    }),
  },
  {
    name: 'POST /auth/register (role manager)',
    operationId: 'registerUser',
    kind: 'create',
    action: 'manager.create',
    // A manager placed in a branch runs it, so the target is a branch whose manager has left.
    place: (x) => branchPlace(x, 'unmanagedBranch'),
    async send(cell) {
      const { companyToken } = cell.tenant;
      const { branchId, manager } = await createManagedBranch(t, companyToken, 'فرع بلا مدير');
      const left = await t.api.request({
        method: 'DELETE',
        url: `/api/v1/users/${manager.id}`,
        token: companyToken,
      });
      expect(left.statusCode).toBe(200);
      const form = userForm('manager', uniquePhone(), { branch: branchId });
      return {
        response: await call(cell, { method: 'POST', url: '/api/v1/auth/register', form }),
      };
    },
  },
  {
    name: 'POST /auth/register (role agent)',
    operationId: 'registerUser',
    kind: 'create',
    action: 'employee.create',
    place: (x) => sectionPlace(x),
    send: async (cell) => ({
      response: await call(cell, {
        method: 'POST',
        url: '/api/v1/auth/register',
        form: userForm('agent', uniquePhone(), { section: cell.tenant.sectionId }),
      }),
    }),
  },
  // Users: lists.
  {
    name: 'GET /users/admins',
    operationId: 'listAdmins',
    kind: 'list',
    place: (x) => ({ company: x, branch: null, section: null, user: at(x, 'company') }),
    async send(cell) {
      const url = `/api/v1/users/admins?username=${encodeURIComponent(cell.tenant.companyName)}`;
      const response = await call(cell, { method: 'GET', url });
      return { response, shown: listIds(response, 'admins'), watched: cell.tenant.companyId };
    },
  },
  {
    name: 'GET /users/managers',
    operationId: 'listManagers',
    kind: 'list',
    place: (x) => ({ ...branchPlace(x), user: at(x, 'manager') }),
    async send(cell) {
      const url = `/api/v1/users/managers?search=${cell.tenant.managerPhone.number}`;
      const response = await call(cell, { method: 'GET', url });
      return { response, shown: listIds(response, 'managers'), watched: cell.tenant.managerId };
    },
  },
  {
    name: 'GET /users/agents',
    operationId: 'listAgents',
    kind: 'list',
    place: (x) => ({ ...sectionPlace(x), user: at(x, 'agent') }),
    async send(cell) {
      const url = `/api/v1/users/agents?search=${cell.tenant.agentPhone.number}`;
      const response = await call(cell, { method: 'GET', url });
      return { response, shown: listIds(response, 'agents'), watched: cell.tenant.agentId };
    },
  },
  {
    name: 'GET /users/formattedmanagers',
    operationId: 'listManagerOptions',
    kind: 'list',
    place: (x) => ({ company: x, branch: null, section: null, user: at(x, 'spareManager') }),
    async send(cell) {
      const response = await call(cell, { method: 'GET', url: '/api/v1/users/formattedmanagers' });
      return {
        response,
        shown: optionIds(response, 'managers'),
        watched: cell.tenant.spareManagerId,
      };
    },
  },
  // Users: edits. The name sent is the one the user already has, so a wrong 2xx shows as a
  // status, and a refusal can be checked to have changed nothing.
  ...(
    [
      [
        'company',
        'company.update',
        (x: Tenant): Place => ({ company: x, branch: null, section: null, user: at(x, 'company') }),
        (w: TenantWorld) => w.companyId,
      ],
      [
        'manager',
        'manager.update',
        (x: Tenant): Place => ({ ...branchPlace(x), user: at(x, 'manager') }),
        (w: TenantWorld) => w.managerId,
      ],
      [
        'employee',
        'employee.update',
        (x: Tenant): Place => ({ ...sectionPlace(x), user: at(x, 'agent') }),
        (w: TenantWorld) => w.agentId,
      ],
    ] as const
  ).map(([kind, action, place, idOf]): Row => ({
    name: `PUT /users/{id} (a ${kind})`,
    operationId: 'updateUser',
    kind: 'record',
    action,
    selfAction: 'profile.update',
    place,
    async send(cell) {
      const id = idOf(cell.tenant);
      const [row] = await t.database.db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, id));
      const response = await call(cell, {
        method: 'PUT',
        url: `/api/v1/users/${id}`,
        form: updateForm(row?.username ?? ''),
      });
      return { response, targetId: id };
    },
    untouched: async (_cell, sent) => exists(users, sent.targetId ?? ''),
  })),
  // Users: deletes of fresh people, so every cell starts from the same world.
  {
    name: 'DELETE /users/{id} (a manager)',
    operationId: 'deleteUser',
    kind: 'record',
    action: 'manager.delete',
    place: (x) => ({ company: x, branch: null, section: null, user: at(x, 'freshManager') }),
    async send(cell) {
      const manager = await createManager(t, cell.tenant.companyToken);
      const url = `/api/v1/users/${manager.id}`;
      return { response: await call(cell, { method: 'DELETE', url }), targetId: manager.id };
    },
    untouched: async (_cell, sent) => exists(users, sent.targetId ?? ''),
  },
  {
    name: 'DELETE /users/{id} (an employee)',
    operationId: 'deleteUser',
    kind: 'record',
    action: 'employee.delete',
    place: (x) => ({ ...sectionPlace(x), user: at(x, 'freshAgent') }),
    async send(cell) {
      const agent = await createAgent(t, cell.tenant.companyToken, cell.tenant.sectionId);
      const url = `/api/v1/users/${agent.id}`;
      return { response: await call(cell, { method: 'DELETE', url }), targetId: agent.id };
    },
    untouched: async (_cell, sent) => exists(users, sent.targetId ?? ''),
  },
  // Last, and the superadmin last within it: deleting a company removes the whole tenant.
  {
    name: 'DELETE /users/{id} (a company)',
    operationId: 'deleteUser',
    kind: 'record',
    action: 'company.delete',
    place: (x) => ({ company: x, branch: null, section: null, user: at(x, 'company') }),
    async send(cell) {
      const url = `/api/v1/users/${cell.tenant.companyId}`;
      return {
        response: await call(cell, { method: 'DELETE', url }),
        targetId: cell.tenant.companyId,
      };
    },
    untouched: async (cell) => exists(branches, cell.tenant.branchId),
  },
];

function listIds(response: ApiResponse, field: string): string[] {
  return response.json<Record<string, { _id: string }[]>>()[field]?.map((r) => r._id) ?? [];
}

function optionIds(response: ApiResponse, field: string): string[] {
  return response.json<Record<string, { id: string }[]>>()[field]?.map((o) => o.id) ?? [];
}

let t: TestApp;
let world: World;
const outcomes: string[] = [];

async function buildTenant(
  label: string,
): Promise<TenantWorld & { tokens: Record<string, string> }> {
  const company = await createCompany(t, superadminToken);
  const branchName = `فرع المصفوفة ${label}`;
  const { branchId, manager } = await createManagedBranch(t, company.token, branchName);
  const sectionName = `قسم المصفوفة ${label}`;
  const sectionId = await createSection(t, company.token, { branchId, sectionName });
  const agent = await createAgent(t, company.token, sectionId);
  const spare = await createManager(t, company.token);
  return {
    companyId: company.id,
    companyName: `شركة ${company.phone.number}`,
    companyToken: company.token,
    branchId,
    branchName,
    sectionId,
    sectionName,
    managerId: manager.id,
    managerPhone: manager.phone,
    agentId: agent.id,
    agentPhone: agent.phone,
    spareManagerId: spare.id,
    tokens: {
      admin: company.token,
      manager: (await signIn(t, manager.phone)).accessToken,
      agent: (await signIn(t, agent.phone)).accessToken,
    },
  };
}

let superadminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  const a = await buildTenant('أ');
  const b = await buildTenant('ب');
  world = {
    tenants: { A: a, B: b },
    tokens: {
      superadmin: superadminToken,
      admin: a.tokens.admin ?? '',
      manager: a.tokens.manager ?? '',
      agent: a.tokens.agent ?? '',
    },
  };
});

afterAll(async () => {
  // The whole matrix, one line per cell, for the record of a run.
  console.log(`permission matrix (${outcomes.length} cells)\n${outcomes.join('\n')}`);
  await t?.close();
});

describe('permission matrix: endpoint × role × tenant, expected from x-permissions and scope', () => {
  for (const row of ROWS) {
    const roles =
      row.name.includes('(a company)') && row.operationId === 'deleteUser'
        ? (['admin', 'manager', 'agent', 'superadmin'] as Role[])
        : ROLES;
    for (const role of roles) {
      for (const tenant of row.tenants ?? (['A', 'B'] as Tenant[])) {
        const status = expectedStatus(row, role, tenant);
        const label = row.tenants ? 'new company' : TENANT_LABEL[tenant];
        it(`${row.name} · ${role} · ${label} → ${status}`, async () => {
          const cell: Cell = { world, tenant: world.tenants[tenant], token: world.tokens[role] };
          const sent = await row.send(cell);
          outcomes.push(
            `${row.name.padEnd(44)} ${role.padEnd(10)} ${label.padEnd(12)} expected ${status} got ${sent.response.statusCode}`,
          );
          expect(sent.response.statusCode, sent.response.body).toBe(status);
          if (row.kind === 'list' && status === 200) {
            const place = row.place(tenant);
            expect(sent.shown?.includes(sent.watched ?? '')).toBe(reaches(role, place));
          }
          if (status >= 400) await row.untouched?.(cell, sent);
        });
      }
    }
  }
});
