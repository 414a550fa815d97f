import { AppError } from '../errors.js';
import type { AuthContext } from '../modules/identity/index.js';
import type { Contract } from '../openapi/contract.js';
import type { Role } from '../modules/identity/index.js';

/**
 * The contract's permission table (role × action). Routes are gated by their operation's
 * `x-roles` before the handler runs; handlers call `require` for the finer action (for example
 * `manager.create` rather than `company.create` on the shared register call).
 */
export class Permissions {
  private readonly table: ReadonlyMap<string, ReadonlySet<string>>;

  constructor(contract: Contract) {
    this.table = new Map(
      Object.entries(contract.permissionTable()).map(([action, roles]) => [action, new Set(roles)]),
    );
  }

  allows(role: Role, action: string): boolean {
    const roles = this.table.get(action);
    // An unknown action is a programming error, not a refusal: fail loudly in tests.
    if (!roles) throw new Error(`Unknown permission action "${action}"`);
    return roles.has(role);
  }

  /** Throws 403 unless the caller's role may perform the action. */
  require(auth: AuthContext, action: string): void {
    if (!this.allows(auth.role, action)) throw new AppError('FORBIDDEN');
  }
}

const ACCOUNT_SUBJECT = { admin: 'company', manager: 'manager', agent: 'employee' } as const;

/** The table's action on an account of the given role: a company is a user with role admin. */
export function accountAction(
  targetRole: keyof typeof ACCOUNT_SUBJECT,
  verb: 'list' | 'create' | 'update' | 'delete',
): string {
  return `${ACCOUNT_SUBJECT[targetRole]}.${verb}`;
}
