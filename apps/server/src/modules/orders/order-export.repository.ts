import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  branches,
  clients,
  orders,
  pieces,
  quotes,
  sections,
  users,
  vehicles,
} from '../../db/schema.js';
import type { Scope } from '../scope/scope.js';
import type { ExportRow } from './orders-csv.js';
import { NEWEST_FIRST, orderConditions, type OrderFilters } from './orders.repository.js';

/** Where the previous batch ended: the last row's time (as PostgreSQL text, microseconds kept) and id. */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

const company = alias(users, 'export_company');
const manager = alias(users, 'export_manager');

const exportColumns = {
  id: orders.id,
  cursorTime: sql<string>`${orders.createdAt}::text`,
  orderRef: orders.orderRef,
  createdAt: orders.createdAt,
  status: orders.status,
  clientName: clients.username,
  clientDialCode: clients.dialCode,
  clientPhone: clients.phoneNumber,
  companyName: company.username,
  branchName: branches.name,
  managerName: manager.username,
  sectionName: sections.name,
  vehicle: sql<string>`coalesce(concat_ws(' ', ${vehicles.mark}, ${vehicles.model}, ${vehicles.year}::text, ${vehicles.chassis}), '')`,
  // Per-order aggregates on the (company_id, order_id) index: one statement per batch.
  pieces: sql<string>`coalesce((select string_agg(
      ${pieces.nameAr} || ' × ' || ${pieces.quantity}::text
        || coalesce(' (' || ${pieces.price}::text || ')', ''),
      ' | ' order by ${pieces.createdAt}, ${pieces.id})
    from ${pieces}
    where ${pieces.companyId} = ${orders.companyId} and ${pieces.orderId} = ${orders.id}), '')`,
  total: sql<string>`(select coalesce(sum(${pieces.price} * ${pieces.quantity}), 0)::text
    from ${pieces}
    where ${pieces.companyId} = ${orders.companyId} and ${pieces.orderId} = ${orders.id})`,
  quoteStatus: orders.quoteStatus,
  quoteVersion: orders.quoteVersion,
  quoteSharedAt: quotes.sharedAt,
  quoteTotalHalalas: quotes.totalHalalas,
  quoteAcceptedTotalHalalas: quotes.acceptedTotalHalalas,
};

/**
 * The next `size` orders of the export after `cursor`, newest first (keyset pagination on the
 * same indexes as the list, so each batch is an index range however deep into the file it is).
 */
export async function exportBatch(
  db: Database,
  scope: Scope,
  filters: OrderFilters,
  cursor: ExportCursor | null,
  size: number,
): Promise<{ rows: ExportRow[]; next: ExportCursor | null }> {
  // The plain `<=` bound is what lets PostgreSQL start the index scan at the cursor; the OR
  // alone would make it read and sort everything before it on every batch.
  const after = cursor
    ? sql`${orders.createdAt} <= ${cursor.createdAt}::timestamptz
        and (${orders.createdAt} < ${cursor.createdAt}::timestamptz or ${orders.id} > ${cursor.id})`
    : undefined;
  const rows = await db
    .select(exportColumns)
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(sections, eq(sections.id, orders.sectionId))
    .leftJoin(company, eq(company.id, orders.companyId))
    .leftJoin(manager, eq(manager.id, sql`coalesce(${branches.managerId}, ${orders.managerId})`))
    .leftJoin(quotes, and(eq(quotes.orderId, orders.id), eq(quotes.version, orders.quoteVersion)))
    .where(and(orderConditions(scope, filters), after))
    .orderBy(...NEWEST_FIRST)
    .limit(size);
  const last = rows.at(-1);
  return {
    rows,
    next: rows.length === size && last ? { createdAt: last.cursorTime, id: last.id } : null,
  };
}
