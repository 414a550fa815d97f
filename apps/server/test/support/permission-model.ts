import { Contract } from '../../src/openapi/contract.js';

/**
 * The model the permission-matrix tests derive their expected answers from, never writing one
 * down: the operation's `x-roles` and the contract's `x-permissions` table say whether a role may
 * act, and a model of the scopes (superadmin everywhere, a company its own rows, a manager its
 * branch, an employee its section) says whether a record is within reach. Allowed and within
 * reach → 2xx; role not allowed → 403; out of reach → 404, exactly as for an unknown id.
 *
 * Precedence, as the contract describes it: a role outside `x-roles` is refused before anything
 * else. A record addressed by its id must be within reach first (404), then the action is checked
 * (403). A request that creates is judged by what it creates (403) before what it refers to (404).
 */

export type Role = 'superadmin' | 'admin' | 'manager' | 'agent';
export type Tenant = 'A' | 'B';
export const ROLES: Role[] = ['superadmin', 'admin', 'manager', 'agent'];
export const TENANT_LABEL: Record<Tenant, string> = { A: 'own tenant', B: 'other tenant' };

/** Where a record sits, in symbols (`A.branch`…): the model the expectations are computed on. */
export interface Place {
  company: Tenant | null;
  branch: string | null;
  section: string | null;
  /** For users: who it is (the caller itself is always within its own reach). */
  user?: string;
}

/** The callers, all of tenant A except the superadmin. */
export const CALLER: Record<Role, Place & { user: string }> = {
  superadmin: { company: null, branch: null, section: null, user: 'superadmin' },
  admin: { company: 'A', branch: null, section: null, user: 'A.company' },
  manager: { company: 'A', branch: 'A.branch', section: null, user: 'A.manager' },
  agent: { company: 'A', branch: 'A.branch', section: 'A.section', user: 'A.agent' },
};

export function reaches(role: Role, place: Place): boolean {
  const caller = CALLER[role];
  if (role === 'superadmin') return true;
  if (place.user !== undefined && place.user === caller.user) return true;
  if (place.company !== caller.company) return false;
  if (role === 'admin') return true;
  if (role === 'manager') return place.branch !== null && place.branch === caller.branch;
  return place.section !== null && place.section === caller.section;
}

export const contract = Contract.load();
const table = contract.permissionTable();

export function allows(action: string, role: Role): boolean {
  const roles = table[action];
  if (!roles) throw new Error(`the permission table has no action ${action}`);
  return roles.includes(role);
}

export const at = (tenant: Tenant, record: string): string => `${tenant}.${record}`;
export const branchPlace = (x: Tenant, branch = 'branch'): Place => ({
  company: x,
  branch: at(x, branch),
  section: null,
});
export const sectionPlace = (x: Tenant, section = 'section'): Place => ({
  company: x,
  branch: at(x, 'branch'),
  section: at(x, section),
});

/** What a matrix row says about its operation, enough to compute each cell's answer. */
export interface RowRule {
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
  /** The record addressed, referred to or watched in the list, in symbols. */
  place(tenant: Tenant): Place;
  /** A reach other than the scope's, for operations the contract describes differently. */
  reach?(role: Role, place: Place): boolean;
}

export function operationRoles(operationId: string): string[] {
  const roles = contract.operation(operationId).raw['x-roles'];
  if (!roles) throw new Error(`${operationId} has no x-roles`);
  return roles;
}

function actionOf(row: RowRule, role: Role, place: Place): string | null {
  if (row.selfAction && place.user === CALLER[role].user) return row.selfAction;
  if (row.action) return row.action;
  const actions = contract.operation(row.operationId).raw['x-permission'] ?? [];
  // Several actions and none named: the operation's roles are the union, nothing finer to check.
  return actions.length === 1 ? (actions[0] ?? null) : null;
}

export function reachOf(row: RowRule, role: Role, place: Place): boolean {
  return row.reach ? row.reach(role, place) : reaches(role, place);
}

export function expectedStatus(row: RowRule, role: Role, tenant: Tenant): number {
  if (!operationRoles(row.operationId).includes(role)) return 403;
  const place = row.place(tenant);
  const action = actionOf(row, role, place);
  const mayAct = action === null || allows(action, role);
  const success = row.success ?? (row.kind === 'create' ? 201 : 200);
  switch (row.kind) {
    case 'list':
      return mayAct ? 200 : 403;
    case 'record':
      if (!reachOf(row, role, place)) return 404;
      return mayAct ? success : 403;
    case 'create': {
      if (!mayAct) return 403;
      const picksOtherBranch = row.choosesBranch && place.branch !== CALLER[role].branch;
      if (picksOtherBranch && !allows('branch.choose', role)) return 403;
      return reachOf(row, role, place) ? success : 404;
    }
  }
}
