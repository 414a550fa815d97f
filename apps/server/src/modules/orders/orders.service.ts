import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Query } from '../../openapi/operation-types.js';
import type { AuthContext } from '../auth/token.service.js';
import { scopeOf } from '../scope/scope.js';
import type { OrderView } from './order-view.js';
import { findOrderView, listOrderViews, type OrderPage } from './orders.repository.js';

export interface OrderDeps {
  db: Database;
}

export async function listOrders(
  { db }: OrderDeps,
  auth: AuthContext,
  query: Query<'listOrders'>,
): Promise<OrderPage> {
  return listOrderViews(db, await scopeOf(db, auth), query);
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
