import type { Role } from '@taseer/api';
import { LIST_QUERY_PARAMS } from '../../shared/lists/list-query';
import type { AuditKind } from './audit-types';

/** The log's filters as the address holds them (`?actorId=…&kind=…&from=…&to=…`). */
export interface AuditFilters {
  actorId?: string;
  kind?: AuditKind;
  /** Riyadh days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

export type AuditFiltersChange = { [Key in keyof AuditFilters]?: AuditFilters[Key] | undefined };

const FILTER_PARAMS = ['actorId', 'kind', 'from', 'to'] as const;

/** Every group, typed over the contract's union so a new one fails the build until it is here. */
const KIND_ORDER: Record<AuditKind, number> = {
  organisation: 0,
  prices: 1,
  settings: 2,
  integrations: 3,
  sign_ins: 4,
  exports: 5,
  companies: 6,
};
export const AUDIT_KINDS = Object.keys(KIND_ORDER) as AuditKind[];

/**
 * The groups a role's log can hold: a company's organisation, prices, settings, integrations,
 * sign-ins and exports; the platform's companies, the salary (settings), sign-ins and exports.
 */
export function kindsFor(role: Role | null | undefined): AuditKind[] {
  if (role === 'superadmin') return ['companies', 'settings', 'sign_ins', 'exports'];
  return AUDIT_KINDS.filter((kind) => kind !== 'companies');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isDay(value: string | null | undefined): value is string {
  return DAY.test(value ?? '');
}

function isKind(value: string | null): value is AuditKind {
  return value !== null && value in KIND_ORDER;
}

/** The filters in the address; a value the server would refuse reads as no filter. */
export function readAuditFilters(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  const actorId = params.get('actorId');
  const kind = params.get('kind');
  const from = params.get('from');
  const to = params.get('to');
  return {
    ...(actorId && UUID.test(actorId) ? { actorId } : {}),
    ...(isKind(kind) ? { kind } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
  };
}

/** The query string with these filters changed (undefined removes one), back to page 1. */
export function changeAuditFilters(search: string, change: AuditFiltersChange): string {
  const params = new URLSearchParams(search);
  const before = params.toString();
  for (const key of FILTER_PARAMS) {
    if (!(key in change)) continue;
    const value = change[key];
    if (value) params.set(key, value);
    else params.delete(key);
  }
  if (params.toString() === before) return before;
  params.delete(LIST_QUERY_PARAMS.page);
  return params.toString();
}

/** Every filter off, back to page 1; the page size stays. */
export function clearAuditFilters(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_PARAMS) params.delete(key);
  params.delete(LIST_QUERY_PARAMS.page);
  return params.toString();
}

export function countAuditFilters(filters: AuditFilters): number {
  return FILTER_PARAMS.filter((key) => filters[key] !== undefined).length;
}

/** A first day after the last: said under the last, and the server is not asked. */
export function isRangeReversed(from: string | undefined, to: string | undefined): boolean {
  return Boolean(from && to && from > to);
}
