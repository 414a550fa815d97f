import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  orders,
  paymentNotifications,
  paymentRefunds,
  payments,
  quotes,
  users,
} from '../../db/schema.js';
import type { GatewayProvider } from './payment-settings.repository.js';

export type PaymentMethod = (typeof payments.$inferSelect)['method'];
export type PaymentRowStatus = (typeof payments.$inferSelect)['status'];
export type OrderPaymentStatus = NonNullable<(typeof orders.$inferSelect)['paymentStatus']>;

export interface PaymentRow {
  id: string;
  companyId: string;
  orderId: string;
  quoteId: string;
  method: PaymentMethod;
  status: PaymentRowStatus;
  amountHalalas: number;
  currency: string;
  provider: GatewayProvider | null;
  providerInvoiceId: string | null;
  providerPaymentId: string | null;
  checkoutUrl: string | null;
  reference: string | null;
  failureReason: string | null;
  recordedBy: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

const paymentColumns = {
  id: payments.id,
  companyId: payments.companyId,
  orderId: payments.orderId,
  quoteId: payments.quoteId,
  method: payments.method,
  status: payments.status,
  amountHalalas: payments.amountHalalas,
  currency: payments.currency,
  provider: payments.provider,
  providerInvoiceId: payments.providerInvoiceId,
  providerPaymentId: payments.providerPaymentId,
  checkoutUrl: payments.checkoutUrl,
  reference: payments.reference,
  failureReason: payments.failureReason,
  recordedBy: payments.recordedBy,
  createdAt: payments.createdAt,
  settledAt: payments.settledAt,
};

export type NewPayment = Omit<PaymentRow, 'settledAt' | 'currency'> & { settledAt?: Date | null };

export async function insertPayment(tx: Database, payment: NewPayment): Promise<void> {
  await tx.insert(payments).values({ ...payment, currency: 'SAR' });
}

export async function findPayment(db: Database, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** Locks one payment of an order until the transaction ends (refunds and confirmations). */
export async function lockPayment(
  tx: Database,
  orderId: string,
  id: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.orderId, orderId)))
    .for('update');
  return row ?? null;
}

/** The version's open online checkout, if one is. */
export async function openCheckoutOf(db: Database, quoteId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.quoteId, quoteId),
        eq(payments.method, 'card'),
        eq(payments.status, 'pending'),
      ),
    );
  return row ?? null;
}

export async function paymentByCheckout(
  db: Database,
  checkoutId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.providerInvoiceId, checkoutId))
    .limit(1);
  return row ?? null;
}

export async function setCheckout(
  tx: Database,
  id: string,
  checkout: { invoiceId: string; url: string },
): Promise<void> {
  await tx
    .update(payments)
    .set({ providerInvoiceId: checkout.invoiceId, checkoutUrl: checkout.url })
    .where(eq(payments.id, id));
}

export async function settlePayment(
  tx: Database,
  id: string,
  change: {
    status: Exclude<PaymentRowStatus, 'pending'>;
    providerPaymentId?: string | null;
    failureReason?: string | null;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: change.status,
      providerPaymentId: change.providerPaymentId,
      failureReason: change.failureReason ?? null,
      settledAt: change.now,
    })
    .where(eq(payments.id, id));
}

export interface RefundRow {
  id: string;
  paymentId: string;
  amountHalalas: number;
  reason: string | null;
  createdAt: Date;
  recordedBy: string | null;
}

export async function insertRefund(
  tx: Database,
  refund: RefundRow & {
    companyId: string;
    orderId: string;
    providerRefundId: string | null;
    recordedById: string | null;
  },
): Promise<void> {
  await tx.insert(paymentRefunds).values({
    id: refund.id,
    companyId: refund.companyId,
    orderId: refund.orderId,
    paymentId: refund.paymentId,
    amountHalalas: refund.amountHalalas,
    reason: refund.reason,
    providerRefundId: refund.providerRefundId,
    recordedBy: refund.recordedById,
    createdAt: refund.createdAt,
  });
}

export async function refundedOf(tx: Database, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountHalalas}), 0)` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return Number(row?.total ?? 0);
}

/** Money received for one version and given back from it, in halalas. */
export interface VersionMoney {
  paidHalalas: number;
  refundedHalalas: number;
  /** An online payment already succeeded for the version (only one may). */
  paidOnline: boolean;
  /** When the newest successful payment was received. */
  lastPaidAt: Date | null;
}

export async function moneyOfVersion(db: Database, quoteId: string): Promise<VersionMoney> {
  const result = await db.execute(sql`
    select
      coalesce(sum(p.amount_halalas) filter (where p.status = 'paid'), 0) as paid,
      coalesce((select sum(r.amount_halalas) from payment_refunds r
                join payments rp on rp.id = r.payment_id
                where rp.quote_id = ${quoteId}), 0) as refunded,
      bool_or(p.method = 'card' and p.status = 'paid') as paid_online,
      max(p.settled_at) filter (where p.status = 'paid') as last_paid_at
    from payments p
    where p.quote_id = ${quoteId}
  `);
  const [row] = rowsOf<{
    paid: string;
    refunded: string;
    paid_online: boolean | null;
    last_paid_at: string | Date | null;
  }>(result);
  return {
    paidHalalas: Number(row?.paid ?? 0),
    refundedHalalas: Number(row?.refunded ?? 0),
    paidOnline: row?.paid_online ?? false,
    lastPaidAt: row?.last_paid_at ? new Date(row.last_paid_at) : null,
  };
}

/**
 * Keeps the order's money columns (payment status, what it still owes) and answers the payment
 * status it had before, so the caller knows an order's first money. The order is locked.
 */
export async function setOrderMoney(
  tx: Database,
  orderId: string,
  status: OrderPaymentStatus | null,
  owedHalalas: number,
  now: Date,
): Promise<OrderPaymentStatus | null> {
  const [before] = await tx
    .select({ status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  await tx
    .update(orders)
    .set({ paymentStatus: status, owedHalalas, updatedAt: now })
    .where(eq(orders.id, orderId));
  return before?.status ?? null;
}

/** A payment as an order's payment list shows it. */
export interface PaymentListItem {
  id: string;
  quoteVersion: number;
  method: PaymentMethod;
  status: PaymentRowStatus;
  amountHalalas: number;
  currency: string;
  reference: string | null;
  providerPaymentId: string | null;
  failureReason: string | null;
  createdAt: Date;
  settledAt: Date | null;
  recordedBy: string | null;
}

/** Every payment of an order, newest first, with its version and who recorded it. */
export async function paymentsOfOrder(db: Database, orderId: string): Promise<PaymentListItem[]> {
  return db
    .select({
      id: payments.id,
      quoteVersion: quotes.version,
      method: payments.method,
      status: payments.status,
      amountHalalas: payments.amountHalalas,
      currency: payments.currency,
      reference: payments.reference,
      providerPaymentId: payments.providerPaymentId,
      failureReason: payments.failureReason,
      createdAt: payments.createdAt,
      settledAt: payments.settledAt,
      recordedBy: users.username,
    })
    .from(payments)
    .innerJoin(quotes, eq(quotes.id, payments.quoteId))
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), payments.id);
}

/** An order's refunds with who recorded them, oldest first. */
export async function refundsOfOrder(db: Database, orderId: string): Promise<RefundRow[]> {
  return db
    .select({
      id: paymentRefunds.id,
      paymentId: paymentRefunds.paymentId,
      amountHalalas: paymentRefunds.amountHalalas,
      reason: paymentRefunds.reason,
      createdAt: paymentRefunds.createdAt,
      recordedBy: users.username,
    })
    .from(paymentRefunds)
    .leftJoin(users, eq(users.id, paymentRefunds.recordedBy))
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.id);
}

/**
 * A version's newest online attempt, for the customer's page: an open one first (it is the one
 * he is paying), else the newest settled.
 */
export async function newestCardPaymentOf(
  db: Database,
  quoteId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.method, 'card')))
    .orderBy(
      sql`${payments.status} = 'pending' desc`,
      desc(payments.createdAt),
      sql`${payments.settledAt} desc nulls first`,
    )
    .limit(1);
  return row ?? null;
}

/**
 * Notes a gateway notification by its id: true the first time, false for a replay (the primary
 * key holds that under any concurrency).
 */
export async function noteGatewayNotification(
  db: Database,
  notice: { provider: string; notificationId: string; paymentId: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentNotifications)
    .values({
      provider: notice.provider,
      notificationId: notice.notificationId,
      paymentId: notice.paymentId,
      receivedAt: notice.now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.notificationId });
  return inserted.length > 0;
}
