import type { MessageKey } from '../i18n/ar';

/** The stored role values (specification, section 1); any other value displays as unknown. */
export const ROLES = ['superadmin', 'admin', 'manager', 'agent'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleLabelKey(role: unknown): MessageKey {
  return isRole(role) ? `role.${role}` : 'role.unknown';
}
