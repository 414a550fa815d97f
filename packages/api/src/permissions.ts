import { PERMISSIONS } from './generated/permissions';
import type { Role } from './types';

export { PERMISSIONS };

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
