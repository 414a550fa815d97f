import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
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
import { containsPattern, offsetOf, totalPagesOf, type PageRequest } from '../../lib/paging.js';
import { withinScope, type Scope } from '../scope/scope.js';
import {
  toOrderView,
  type OrderRow,
  type OrderStatus,
  type OrderView,
  type PieceRow,
} from './order-view.js';
import { newestFirst } from '../../db/newest-first.js';
import type { QuoteStatus } from '../quotes/quotes.repository.js';

export interface OrderFilters {
  status?: OrderStatus;
  quoteStatus?: QuoteStatus;
  search?: string;
}

const company = alias(users, 'order_company');
const manager = alias(users, 'order_manager');

const orderColumns = {
  id: orders.id,
  orderRef: orders.orderRef,
  status: orders.status,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  clientName: clients.username,
  clientDialCode: clients.dialCode,
  clientPhone: clients.phoneNumber,
  clientImageId: clients.imageId,
  clientImageUrl: clients.imageUrl,
  mark: vehicles.mark,
  model: vehicles.model,
  year: vehicles.year,
  chassis: vehicles.chassis,
  vehicleSerial: vehicles.serial,
  branchName: branches.name,
  managerName: manager.username,
  sectionName: sections.name,
  companyName: company.username,
  quoteVersion: orders.quoteVersion,
  quoteStatus: orders.quoteStatus,
  quoteSharedAt: quotes.sharedAt,
  quoteValidUntil: quotes.validUntil,
  quoteTotalHalalas: quotes.totalHalalas,
  quoteAcceptedTotalHalalas: quotes.acceptedTotalHalalas,
};

/**
 * The manager shown is the one running the order's branch now, or the one it was routed to when
 * the branch has none (or the order none).
 */
function selectOrders(db: Database) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(sections, eq(sections.id, orders.sectionId))
    .leftJoin(company, eq(company.id, orders.companyId))
    .leftJoin(manager, eq(manager.id, sql`coalesce(${branches.managerId}, ${orders.managerId})`))
    .leftJoin(quotes, and(eq(quotes.orderId, orders.id), eq(quotes.version, orders.quoteVersion)));
}

/** Newest first, in the order of the orders' indexes (db/newest-first.ts). */
export const NEWEST_FIRST = newestFirst(orders.createdAt, orders.id);

export function orderScope(scope: Scope): SQL | undefined {
  return withinScope(scope, {
    companyId: orders.companyId,
    branchId: orders.branchId,
    sectionId: orders.sectionId,
  });
}

/**
 * The search box matches the order reference, the client's name, the client's phone digits
 * (as stored, 0500…, or as dialled from abroad, 966500…) and the vehicle's make, model or chassis.
 */
function searchCondition(term: string | undefined): SQL | undefined {
  const pattern = containsPattern(term);
  if (!pattern) return undefined;
  const conditions: SQL[] = [
    ilike(orders.orderRef, pattern),
    ilike(clients.username, pattern),
    ilike(vehicles.mark, pattern),
    ilike(vehicles.model, pattern),
    ilike(vehicles.chassis, pattern),
  ];
  const trimmed = term?.trim() ?? '';
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length >= 3 && /^[+\d\s-]+$/.test(trimmed)) {
    const digitPattern = `%${digits}%`;
    conditions.push(
      sql`${clients.phoneNumber} like ${digitPattern}`,
      sql`(replace(${clients.dialCode}, '+', '') || ltrim(${clients.phoneNumber}, '0')) like ${digitPattern}`,
    );
  }
  return or(...conditions);
}

export function orderConditions(scope: Scope, filters: OrderFilters): SQL | undefined {
  return and(
    orderScope(scope),
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.quoteStatus ? eq(orders.quoteStatus, filters.quoteStatus) : undefined,
    searchCondition(filters.search),
  );
}

/** Pieces of several orders, in the order the customer listed them. */
async function piecesOf(db: Database, orderIds: string[]): Promise<Map<string, PieceRow[]>> {
  const byOrder = new Map<string, PieceRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id: pieces.id,
      orderId: pieces.orderId,
      nameAr: pieces.nameAr,
      nameEn: pieces.nameEn,
      serial: pieces.serial,
      quantity: pieces.quantity,
      price: pieces.price,
      status: pieces.status,
    })
    .from(pieces)
    .where(inArray(pieces.orderId, orderIds))
    .orderBy(asc(pieces.createdAt), asc(pieces.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

async function withPieces(db: Database, rows: OrderRow[]): Promise<OrderView[]> {
  const pieceMap = await piecesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrderView(row, pieceMap.get(row.id) ?? []));
}

export async function findOrderView(
  db: Database,
  scope: Scope,
  id: string,
): Promise<OrderView | null> {
  const rows = await selectOrders(db)
    .where(and(orderScope(scope), eq(orders.id, id)))
    .limit(1);
  const [view] = await withPieces(db, rows);
  return view ?? null;
}

export async function listOrderViews(
  db: Database,
  scope: Scope,
  query: PageRequest & OrderFilters,
): Promise<{ orders: OrderView[]; totalPages: number }> {
  const where = orderConditions(scope, query);
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(query.limit)
    .offset(offsetOf(query));
  const counting = db.select({ value: count() }).from(orders);
  const [total] = query.search?.trim()
    ? await counting
        .innerJoin(clients, eq(clients.id, orders.clientId))
        .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
        .where(where)
    : await counting.where(where);
  return {
    orders: await withPieces(db, rows),
    totalPages: totalPagesOf(total?.value ?? 0, query.limit),
  };
}

export interface LockedOrder {
  id: string;
  companyId: string;
  orderRef: string;
  status: OrderStatus;
  clientName: string;
  clientDialCode: string;
  clientPhone: string;
  branchId: string | null;
  sectionId: string | null;
  /** The manager the order was routed to (its branch's manager then). */
  managerId: string | null;
}

/**
 * Reads an order within the scope and locks it until the transaction ends: a second staff member
 * pricing or cancelling it waits here, then sees the status the first one left. `scope` null is
 * for the customer's quote link, which has already named the order.
 */
export async function lockOrder(
  tx: Database,
  scope: Scope | null,
  id: string,
): Promise<LockedOrder | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      companyId: orders.companyId,
      orderRef: orders.orderRef,
      status: orders.status,
      clientName: clients.username,
      clientDialCode: clients.dialCode,
      clientPhone: clients.phoneNumber,
      branchId: orders.branchId,
      sectionId: orders.sectionId,
      managerId: orders.managerId,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(scope ? orderScope(scope) : undefined, eq(orders.id, id)))
    .limit(1)
    .for('update', { of: orders });
  return row ?? null;
}

export async function pendingPieceIdsOf(tx: Database, order: LockedOrder): Promise<string[]> {
  const rows = await tx
    .select({ id: pieces.id })
    .from(pieces)
    .where(
      and(
        eq(pieces.companyId, order.companyId),
        eq(pieces.orderId, order.id),
        eq(pieces.status, 'pending'),
      ),
    );
  return rows.map((row) => row.id);
}

export async function closeOrder(
  tx: Database,
  orderId: string,
  status: 'completed' | 'canceled',
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set(
      status === 'completed'
        ? { status, completedAt: now, updatedAt: now }
        : { status, canceledAt: now, updatedAt: now },
    )
    .where(eq(orders.id, orderId));
}
