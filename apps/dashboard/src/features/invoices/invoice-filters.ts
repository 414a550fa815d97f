import type { Role } from '@taseer/api';
import {
  REPORTING_LABELS,
  type ReportingStatus,
  type TaxDocumentKind,
} from '../../shared/invoices/invoice-views';
import { LIST_QUERY_PARAMS } from '../../shared/lists/list-query';
import { isDay, isId } from '../../shared/order-lists/order-filters';

/**
 * The invoices list's filters as the address holds them
 * (`?from=…&to=…&kind=…&branchId=…&reporting=…`).
 */
export interface InvoiceFilters {
  /** Riyadh days of issue, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  kind?: TaxDocumentKind;
  branchId?: string;
  /** How ZATCA took it (phase 2). */
  reporting?: ReportingStatus;
}

export type InvoiceFiltersChange = {
  [Key in keyof InvoiceFilters]?: InvoiceFilters[Key] | undefined;
};

const FILTER_PARAMS = ['from', 'to', 'kind', 'branchId', 'reporting'] as const;

/** Every kind, typed over the contract's union so a new one fails the build until it is here. */
const KIND_ORDER: Record<TaxDocumentKind, number> = { invoice: 0, credit_note: 1 };
export const TAX_DOCUMENT_KINDS = Object.keys(KIND_ORDER) as TaxDocumentKind[];

function isKind(value: string | null): value is TaxDocumentKind {
  return value !== null && Object.hasOwn(KIND_ORDER, value);
}

/** Every reporting status, in the order the filter offers them. */
export const REPORTING_STATUSES = Object.keys(REPORTING_LABELS) as ReportingStatus[];

function isReportingStatus(value: string | null): value is ReportingStatus {
  return value !== null && Object.hasOwn(REPORTING_LABELS, value);
}

/** The filters in the address; a value the server would refuse reads as no filter. */
export function readInvoiceFilters(search: string): InvoiceFilters {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  const kind = params.get('kind');
  const branchId = params.get('branchId');
  const reporting = params.get('reporting');
  return {
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
    ...(isKind(kind) ? { kind } : {}),
    ...(isId(branchId) ? { branchId } : {}),
    ...(isReportingStatus(reporting) ? { reporting } : {}),
  };
}

/** The query string with these filters changed (undefined removes one), back to page 1. */
export function changeInvoiceFilters(search: string, change: InvoiceFiltersChange): string {
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
export function clearInvoiceFilters(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_PARAMS) params.delete(key);
  params.delete(LIST_QUERY_PARAMS.page);
  return params.toString();
}

/**
 * What the list and its export ask for. Only a company chooses a branch: a manager's documents
 * are its branch's already, so a branch left in a shared address is not sent on its behalf.
 */
export function requestedFilters(filters: InvoiceFilters, role: Role | null | undefined) {
  const { branchId, ...rest } = filters;
  return role === 'admin' && branchId ? { ...rest, branchId } : rest;
}

/** The filters in force (on a manager's screen a branch in the address is none). */
export function countInvoiceFilters(
  filters: InvoiceFilters,
  role: Role | null | undefined,
): number {
  const applied: InvoiceFilters = requestedFilters(filters, role);
  return FILTER_PARAMS.filter((key) => applied[key] !== undefined).length;
}
