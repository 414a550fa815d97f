import type { orderEvents, orders, payments } from '../db/schema.js';
import type { SeededRandom } from './random.js';

/**
 * What happened after the demo's accepted quotes, as staff would have recorded it: sales
 * accepted days ago were mostly paid (cash or transfer, a few by deposit first) and handed over;
 * the last days' are spread over the fulfilment queue's lanes, some paid, some not. So the
 * handover queue, the homes' money and the statistics' funnel open on a shop at work.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

type FulfilmentStage = NonNullable<(typeof orders.$inferInsert)['fulfilmentStage']>;
type PaymentStatus = NonNullable<(typeof orders.$inferInsert)['paymentStatus']>;

export interface AcceptedDemoSale {
  orderId: string;
  companyId: string;
  quoteId: string;
  version: number;
  agentId: string | null;
  totalHalalas: number;
  acceptedAt: Date;
}

/** The order's columns the sale keeps (orders.payment_status and the rest). */
export interface DemoSaleState {
  paymentStatus: PaymentStatus | null;
  owedHalalas: number;
  fulfilmentStage: FulfilmentStage | null;
  fulfilmentAt: Date | null;
}

/** One step that counts in its day: money in, an order's first money, a handover. */
export interface DemoSaleDay {
  at: Date;
  paid?: number;
  delivered?: number;
  collectedHalalas?: number;
}

export interface DemoAfterSale {
  state: DemoSaleState;
  payments: (typeof payments.$inferInsert)[];
  events: (typeof orderEvents.$inferInsert)[];
  days: DemoSaleDay[];
}

export function buildAfterSale(
  sale: AcceptedDemoSale,
  options: { now: Date; random: SeededRandom; newId: () => string },
): DemoAfterSale {
  const { now, random, newId } = options;
  const result: DemoAfterSale = {
    state: {
      paymentStatus: null,
      owedHalalas: sale.totalHalalas,
      fulfilmentStage: null,
      fulfilmentAt: null,
    },
    payments: [],
    events: [],
    days: [],
  };
  const age = now.getTime() - sale.acceptedAt.getTime();
  let at = sale.acceptedAt.getTime();
  const later = (minMinutes: number, maxMinutes: number): Date | null => {
    const next = at + random.int(minMinutes, maxMinutes) * MINUTE_MS;
    if (next >= now.getTime()) return null;
    at = next;
    return new Date(at);
  };
  const event = (type: string, when: Date, data: Record<string, unknown>) =>
    result.events.push({
      companyId: sale.companyId,
      orderId: sale.orderId,
      type,
      actorType: 'user',
      actorId: sale.agentId,
      data: { version: sale.version, ...data },
      createdAt: when,
    });
  const pay = (amountHalalas: number, when: Date) => {
    const method = random.chance(0.6) ? 'cash' : 'bank_transfer';
    const id = newId();
    result.payments.push({
      id,
      companyId: sale.companyId,
      orderId: sale.orderId,
      quoteId: sale.quoteId,
      method,
      status: 'paid',
      amountHalalas,
      reference: method === 'bank_transfer' ? `TRX-${random.int(100_000, 999_999)}` : null,
      recordedBy: sale.agentId,
      createdAt: when,
      settledAt: when,
    });
    event('payment.succeeded', when, { paymentId: id, method, amountHalalas });
    const first = result.state.paymentStatus === null;
    result.state.owedHalalas -= amountHalalas;
    result.state.paymentStatus = result.state.owedHalalas > 0 ? 'partially_paid' : 'paid';
    result.days.push({ at: when, collectedHalalas: amountHalalas, paid: first ? 1 : 0 });
  };
  const move = (to: FulfilmentStage, when: Date) => {
    event('order.fulfilment_changed', when, { from: result.state.fulfilmentStage, to });
    result.state.fulfilmentStage = to;
    result.state.fulfilmentAt = when;
    if (to === 'delivered') result.days.push({ at: when, delivered: 1 });
  };
  const step = (to: FulfilmentStage, minMinutes: number, maxMinutes: number): boolean => {
    const when = later(minMinutes, maxMinutes);
    if (when) move(to, when);
    return when !== null;
  };
  const payNow = (share: number, minMinutes: number, maxMinutes: number) => {
    const when = later(minMinutes, maxMinutes);
    const amount = Math.min(result.state.owedHalalas, Math.round(sale.totalHalalas * share));
    if (when && amount > 0) pay(amount, when);
  };

  const delivery = random.chance(0.35);
  if (age > 10 * DAY_MS) {
    // Most older sales ran their course; a few still wait at the counter unpaid.
    if (random.chance(0.1)) {
      if (step('preparing', 20, 240)) step('ready_for_pickup', 60, 1_440);
      return result;
    }
    if (random.chance(0.2)) payNow(0.3, 5, 120);
    if (!step('preparing', 20, 240)) return result;
    if (!step(delivery ? 'out_for_delivery' : 'ready_for_pickup', 60, 1_440)) return result;
    payNow(1, 30, 600);
    step('delivered', 1, 60);
    if (random.chance(0.03)) step('returned', 1_440, 4_320);
    return result;
  }
  // The last days' sales, spread over the queue's lanes.
  const lane = random.int(0, 9);
  if (lane < 3) return result;
  if (lane >= 7 || random.chance(0.3)) payNow(lane >= 7 ? 1 : 0.3, 5, 90);
  if (!step('preparing', 10, 180)) return result;
  if (lane < 5) return result;
  if (!step(delivery ? 'out_for_delivery' : 'ready_for_pickup', 30, 600)) return result;
  if (lane === 9) {
    payNow(1, 10, 120);
    step('delivered', 1, 60);
  }
  return result;
}
