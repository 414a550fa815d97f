import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, sections, users } from '../src/db/schema.js';
import type { Phone } from '../src/lib/phone.js';
import { Contract } from '../src/openapi/contract.js';
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
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Every organisation endpoint × every role × a record of the caller's own company (tenant A) and
 * of another one (tenant B). The expected answer of each cell is DERIVED, never written down:
 * the operation's `x-roles` and the contract's `x-permissions` table say whether the role may act,
 * and a model of the scopes (superadmin everywhere, a company its own rows, a manager its branch,
 * an employee its section) says whether the record is within reach. Allowed and within reach →
 * 2xx; role not allowed → 403; out of reach → 404, exactly as for an unknown id.
 *
 * Precedence, as the contract describes it: a role outside `x-roles` is refused before anything
 * else. A record addressed by its id must be within reach first (404), then the action is checked
 * (403). A request that creates is judged by what it creates (403) before what it refers to (404).
 */

type Role = 'superadmin' | 'admin' | 'manager' | 'agent';
type Tenant = 'A' | 'B';
const ROLES: Role[] = ['superadmin', 'admin', 'manager', 'agent'];
const TENANT_LABEL: Record<Tenant, string> = { A: 'own tenant', B: 'other tenant' };

/** Where a record sits, in symbols (`A.branch`…): the model the expectations are computed on. */
interface Place {
  company: Tenant | null;
  branch: string | null;
  section: string | null;
  /** For users: who it is (the caller itself is always within its own reach). */
  user?: string;
}

/** The callers, all of tenant A except the superadmin. */
const CALLER: Record<Role, Place & { user: string }> = {
  superadmin: { company: null, branch: null, section: null, user: 'superadmin' },
  admin: { company: 'A', branch: null, section: null, user: 'A.company' },
  manager: { company: 'A', branch: 'A.branch', section: null, user: 'A.manager' },
  agent: { company: 'A', branch: 'A.branch', section: 'A.section', user: 'A.agent' },
};

function reaches(role: Role, place: Place): boolean {
  const caller = CALLER[role];
  if (role === 'superadmin') return true;
  if (place.user !== undefined && place.user === caller.user) return true;
  if (place.company !== caller.company) return false;
  if (role === 'admin') return true;
  if (role === 'manager') return place.branch !== null && place.branch === caller.branch;
  return place.section !== null && place.section === caller.section;
}

const contract = Contract.load();
const table = contract.permissionTable();
const allows = (action: string, role: Role): boolean => {
  const roles = table[action];
  if (!roles) throw new Error(`the permission table has no action ${action}`);
  return roles.includes(role);
};

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

interface Row {
  /** Method and path, as the report lists it. */
  name: string;
  operationId: string;
  /** `list`: no id, rows filtered by scope; `record`: a record by id; `create`: writes a new one. */
  kind: 'list' | 'record' | 'create';
  /** The table's action when the operation serves several; else its single `x-permission`. */
  action?: string;
  /** Updating yourself is the profile's action, whatever kind of user you are. */
  selfAction?: string;
  /** The request picks a branch (the `branch.choose` action unless it is the caller's own). */
  choosesBranch?: boolean;
  success?: number;
  tenants?: Tenant[];
  /** The record addressed, referred to or watched in the list, in symbols. */
  place(tenant: Tenant): Place;
  /** Sends the request; for lists also answers the ids shown and the id watched. */
  send(cell: Cell): Promise<Sent>;
  /** After a refusal: throws when the record was changed or removed anyway. */
  untouched?(cell: Cell, sent: Sent): Promise<void>;
}

function operationRoles(operationId: string): string[] {
  const roles = contract.operation(operationId).raw['x-roles'];
  if (!roles) throw new Error(`${operationId} has no x-roles`);
  return roles;
}

function actionOf(row: Row, role: Role, place: Place): string | null {
  if (row.selfAction && place.user === CALLER[role].user) return row.selfAction;
  if (row.action) return row.action;
  const actions = contract.operation(row.operationId).raw['x-permission'] ?? [];
  // Several actions and none named: the operation's roles are the union, nothing finer to check.
  return actions.length === 1 ? (actions[0] ?? null) : null;
}

function expectedStatus(row: Row, role: Role, tenant: Tenant): number {
  if (!operationRoles(row.operationId).includes(role)) return 403;
  const place = row.place(tenant);
  const action = actionOf(row, role, place);
  const mayAct = action === null || allows(action, role);
  const success = row.success ?? (row.kind === 'create' ? 201 : 200);
  switch (row.kind) {
    case 'list':
      return mayAct ? 200 : 403;
    case 'record':
      if (!reaches(role, place)) return 404;
      return mayAct ? success : 403;
    case 'create': {
      if (!mayAct) return 403;
      const picksOtherBranch = row.choosesBranch && place.branch !== CALLER[role].branch;
      if (picksOtherBranch && !allows('branch.choose', role)) return 403;
      return reaches(role, place) ? success : 404;
    }
  }
}

const at = (tenant: Tenant, record: string): string => `${tenant}.${record}`;
const branchPlace = (x: Tenant, branch = 'branch'): Place => ({
  company: x,
  branch: at(x, branch),
  section: null,
});
const sectionPlace = (x: Tenant, section = 'section'): Place => ({
  company: x,
  branch: at(x, 'branch'),
  section: at(x, section),
});

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
