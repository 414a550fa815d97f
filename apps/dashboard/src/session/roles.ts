import { isRole, ROLES, type Role } from '@taseer/api';
import type { MessageKey } from '../i18n/ar';

// The stored role values (specification, section 1) come from the contract's Role enum; any
// other value displays as unknown.
export { isRole, ROLES };
export type { Role };

export function roleLabelKey(role: unknown): MessageKey {
  return isRole(role) ? `role.${role}` : 'role.unknown';
}
