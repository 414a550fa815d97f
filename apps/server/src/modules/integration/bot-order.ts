import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { findOrderView, type OrderView } from '../orders/index.js';
import { orderQuotesOf, type QuoteDeps, type QuoteView } from '../quotes/index.js';
import { isUuid } from '../../lib/uuid.js';

/** The contract's `BotOrder`: what a company's chat bot reads of an order, here and in webhooks. */
export interface BotOrder {
  order: OrderView;
  quote: QuoteView | null;
  link: string | null;
  chatMessage: string | null;
}

/** The company's order as its bot reads it; null when the company has no such order. */
export async function readBotOrder(
  deps: QuoteDeps,
  companyId: string,
  orderId: string,
): Promise<BotOrder | null> {
  const order = await findOrderView(deps.db, { kind: 'company', companyId }, orderId);
  if (!order) return null;
  const quotes = await orderQuotesOf(deps, order);
  return {
    order,
    quote: quotes.quotes[0] ?? null,
    link: quotes.link,
    chatMessage: quotes.chatMessage,
  };
}

/** The id of the company's order with this reference (or id), or null. */
export async function orderIdByRef(
  db: Database,
  companyId: string,
  refOrId: string,
): Promise<string | null> {
  const byRef = eq(orders.orderRef, refOrId.trim().toUpperCase());
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        isUuid(refOrId) ? or(byRef, eq(orders.id, refOrId)) : byRef,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
