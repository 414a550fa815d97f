import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Query } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { scopeOf } from '../scope/index.js';
import type { OrderView } from './order-view.js';
import {
  findOrderView,
  listOrderViews,
  type OrderFilters,
  type OrderPage,
} from './orders.repository.js';
import { checkDayRange } from '../../db/business-days.js';

export interface OrderDeps {
  db: Database;
  clock: Clock;
}

export async function listOrders(
  { db, clock }: OrderDeps,
  auth: AuthContext,
  query: Query<'listOrders'>,
): Promise<OrderPage> {
  return listOrderViews(db, await scopeOf(db, auth), orderFiltersOf(auth, query, clock.now()));
}

/** The list's and the export's filters as the caller set them, checked, with who asks and when. */
export function orderFiltersOf<T extends Query<'exportOrders'>>(
  auth: AuthContext,
  query: T,
  now: Date,
): T & OrderFilters {
  checkDayRange(query.from, query.to);
  return { ...query, viewerId: auth.userId, now };
}

export async function getOrder(
  { db }: OrderDeps,
  auth: AuthContext,
  id: string,
): Promise<{ order: OrderView }> {
  const order = await findOrderView(db, await scopeOf(db, auth), id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return { order };
}
