import type { OrderPaymentStatus, VersionMoney } from './payments.repository.js';

/** The contract's `PaymentStatus` of an accepted version. */
export type PaymentStatusView = 'unpaid' | 'partially_paid' | 'paid' | 'refunded';

/** What is received and still owed of an accepted total, refunds taken off what was received. */
export interface MoneyPosition {
  dueHalalas: number;
  paidHalalas: number;
  refundedHalalas: number;
  /** Received and kept: paid − refunded. */
  netHalalas: number;
  outstandingHalalas: number;
  status: PaymentStatusView;
  lastPaidAt: Date | null;
}

export function moneyPosition(dueHalalas: number, money: VersionMoney): MoneyPosition {
  const netHalalas = money.paidHalalas - money.refundedHalalas;
  return {
    dueHalalas,
    paidHalalas: money.paidHalalas,
    refundedHalalas: money.refundedHalalas,
    netHalalas,
    outstandingHalalas: Math.max(0, dueHalalas - netHalalas),
    lastPaidAt: money.lastPaidAt,
    status:
      money.paidHalalas > 0 && netHalalas <= 0
        ? 'refunded'
        : netHalalas >= dueHalalas
          ? 'paid'
          : netHalalas > 0
            ? 'partially_paid'
            : 'unpaid',
  };
}

/** What orders.payment_status keeps: null until money moved. */
export function orderPaymentStatus(position: MoneyPosition): OrderPaymentStatus | null {
  return position.status === 'unpaid' ? null : position.status;
}

/**
 * What the customer pays online now: the company's share of the accepted total (all of it, or a
 * deposit), rounded to the halala, never more than is still owed.
 */
export function onlineHalalas(position: MoneyPosition, onlinePercent: number): number {
  const share = Math.round((position.dueHalalas * onlinePercent) / 100);
  return Math.min(share, position.outstandingHalalas);
}
