import type { Role } from '@taseer/api';
import type { MessageKey } from '../i18n/ar';

export type { Role };

/** The stored role values (specification, section 1); any other value displays as unknown. */
export const ROLES = ['superadmin', 'admin', 'manager', 'agent'] as const satisfies readonly Role[];

// The contract and this list must name the same roles; this line stops compiling when they differ.
const everyContractRoleIsListed: Role extends (typeof ROLES)[number] ? true : never = true;
void everyContractRoleIsListed;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleLabelKey(role: unknown): MessageKey {
  return isRole(role) ? `role.${role}` : 'role.unknown';
}
