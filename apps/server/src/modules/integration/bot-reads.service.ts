import { AppError } from '../../errors.js';
import type { Query } from '../../openapi/operation-types.js';
import type { QuoteDeps } from '../quotes/index.js';
import { orderIdByRef, readBotOrder, type BotOrder } from './bot-order.js';
import type { IntegrationCaller } from './integration-auth.js';
import {
  cursorAfter,
  cursorAtNow,
  decodeCursor,
  encodeCursor,
  eventsAfter,
  START,
} from './order-changes.js';

/** `getIntegrationOrder`: another company's reference answers 404 like an unknown one. */
export async function getBotOrder(
  deps: QuoteDeps,
  caller: IntegrationCaller,
  refOrId: string,
): Promise<{ order: BotOrder }> {
  const orderId = await orderIdByRef(deps.db, caller.companyId, refOrId);
  const order = orderId ? await readBotOrder(deps, caller.companyId, orderId) : null;
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return { order };
}

/** `listIntegrationOrderChanges`: the orders whose history grew after `since`. */
export async function listBotOrderChanges(
  deps: QuoteDeps,
  caller: IntegrationCaller,
  query: Query<'listIntegrationOrderChanges'>,
): Promise<{ orders: BotOrder[]; cursor: string; hasMore: boolean }> {
  if (query.since === 'now') {
    return {
      orders: [],
      cursor: encodeCursor(await cursorAtNow(deps.db, caller.companyId)),
      hasMore: false,
    };
  }
  const after = query.since === undefined ? START : decodeCursor(query.since);
  const events = await eventsAfter(deps.db, caller.companyId, after, query.limit + 1);
  const page = events.slice(0, query.limit);
  // Each order once, where its latest change in this page puts it.
  const latest = new Map<string, number>();
  page.forEach((event, index) => latest.set(event.orderId, index));
  const orderIds = [...latest.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  const orders: BotOrder[] = [];
  for (const orderId of orderIds) {
    const order = await readBotOrder(deps, caller.companyId, orderId);
    if (order) orders.push(order);
  }
  return {
    orders,
    cursor: encodeCursor(page.at(-1) ? cursorAfter(page.at(-1)!.cursor, after) : after),
    hasMore: events.length > query.limit,
  };
}
