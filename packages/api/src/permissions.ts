import { PERMISSIONS, ROLES } from './generated/permissions';
import type { Role } from './types';

export { PERMISSIONS, ROLES };

// Both come from the contract's `Role` enum; this stops compiling if the generator ever drifts.
const rolesMatchTheType: [Role, (typeof ROLES)[number]] extends [(typeof ROLES)[number], Role]
  ? true
  : never = true;
void rolesMatchTheType;

/** Whether a value (a stored user's role, say) is one of the contract's roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** An action of the permission table, e.g. `branch.create`. */
export type Action = keyof typeof PERMISSIONS;

/**
 * Whether a role may perform an action anywhere in its scope. The server enforces the same table;
 * the dashboard uses this only to decide which buttons and selectors to show.
 */
export function can(role: Role | null | undefined, action: Action): boolean {
  if (!role) return false;
  return (PERMISSIONS[action] as readonly Role[]).includes(role);
}
