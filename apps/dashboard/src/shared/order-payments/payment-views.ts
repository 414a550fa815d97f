import type { components } from '@taseer/api';
import type { PaymentState } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';

/**
 * An order's money (contract: `OrderPayments`) as the payments panel shows it: where it stands
 * in the design system's `PaymentStatus` states, which sentence says so to the staff, and what
 * each payment still allows. Pure, so the rules are tested apart from the screen.
 */

type Schemas = components['schemas'];
export type OrderPayments = Schemas['OrderPayments'];
export type Payment = Schemas['Payment'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type RecordPaymentRequest = Schemas['RecordPaymentRequest'];
export type RefundRequest = Schemas['RefundRequest'];
type PaymentOption = Schemas['PaymentOption'];

export interface PaymentSummary {
  state: PaymentState;
  title: MessageKey;
  description: MessageKey;
  /** Paid (after refunds) of the accepted total, drawn as a bar while part is outstanding. */
  progress: { paid: number; due: number } | null;
}

/** What was paid and not given back. */
export function netPaidHalalas(money: Pick<OrderPayments, 'paidHalalas' | 'refundedHalalas'>) {
  return Math.max(0, money.paidHalalas - money.refundedHalalas);
}

const CHOSEN_STATES: Record<PaymentOption, Omit<PaymentSummary, 'progress'>> = {
  card: {
    state: 'awaiting',
    title: 'payments.state.awaiting',
    description: 'payments.state.cardChosen',
  },
  pay_on_pickup: {
    state: 'offline_chosen',
    title: 'payments.state.pickupChosen',
    description: 'payments.state.pickupChosenHint',
  },
  pay_on_delivery: {
    state: 'offline_chosen',
    title: 'payments.state.deliveryChosen',
    description: 'payments.state.deliveryChosenHint',
  },
  bank_transfer: {
    state: 'bank_transfer',
    title: 'payments.state.transferChosen',
    description: 'payments.state.transferChosenHint',
  },
};

/**
 * Where the accepted version's money stands, or null before the customer accepts (status
 * `none`): paid, refunded, part of it (paid or refunded), and while nothing is paid, what is under
 * way — an open checkout, the last attempt failed, or the way the customer chose.
 */
export function paymentSummary(money: OrderPayments): PaymentSummary | null {
  const partial = { paid: netPaidHalalas(money), due: money.dueHalalas };
  switch (money.status) {
    case 'none':
      return null;
    case 'paid':
      return {
        state: 'paid',
        title: 'payments.state.paid',
        description: 'payments.state.paidHint',
        progress: null,
      };
    case 'refunded':
      return {
        state: 'refunded',
        title: 'payments.state.refunded',
        description: 'payments.state.refundedHint',
        progress: null,
      };
    case 'partially_paid':
      return money.refundedHalalas > 0
        ? {
            state: 'partially_refunded',
            title: 'payments.state.partlyRefunded',
            description: 'payments.state.partlyRefundedHint',
            progress: partial,
          }
        : {
            state: 'partially_paid',
            title: 'payments.state.partlyPaid',
            description: 'payments.state.partlyPaidHint',
            progress: partial,
          };
    case 'unpaid': {
      // Newest first: the latest attempt tells what is under way.
      const latest = money.payments[0];
      if (money.payments.some((payment) => payment.status === 'pending')) {
        return {
          state: 'pending',
          title: 'payments.state.pending',
          description: 'payments.state.pendingHint',
          progress: null,
        };
      }
      if (latest?.status === 'failed') {
        return {
          state: 'failed',
          title: 'payments.state.failed',
          description: 'payments.state.failedHint',
          progress: null,
        };
      }
      if (money.chosenOption) return { ...CHOSEN_STATES[money.chosenOption], progress: null };
      return {
        state: 'awaiting',
        title: 'payments.state.awaiting',
        description: 'payments.state.awaitingHint',
        progress: null,
      };
    }
  }
}

/** What of a payment can still be given back: a paid one's amount less its refunds. */
export function refundableHalalas(
  payment: Pick<Payment, 'status' | 'amountHalalas' | 'refundedHalalas'>,
) {
  return payment.status === 'paid'
    ? Math.max(0, payment.amountHalalas - payment.refundedHalalas)
    : 0;
}

/** Money may be recorded against the order: accepted, with something outstanding. */
export function canRecordPayment(money: OrderPayments): boolean {
  return money.status !== 'none' && money.outstandingHalalas > 0;
}

/** A payment's state as its badge says it, with the refunds it had. */
export function paymentBadges(
  payment: Pick<Payment, 'status' | 'amountHalalas' | 'refundedHalalas'>,
): { label: MessageKey; tone: 'success' | 'warning' | 'danger' | 'neutral' }[] {
  const badges: { label: MessageKey; tone: 'success' | 'warning' | 'danger' | 'neutral' }[] = [
    PAYMENT_STATE_BADGES[payment.status],
  ];
  if (payment.status === 'paid' && payment.refundedHalalas > 0) {
    badges.push(
      payment.refundedHalalas >= payment.amountHalalas
        ? { label: 'payments.badge.refunded', tone: 'neutral' }
        : { label: 'payments.badge.partlyRefunded', tone: 'neutral' },
    );
  }
  return badges;
}

const PAYMENT_STATE_BADGES: Record<
  Payment['status'],
  { label: MessageKey; tone: 'success' | 'warning' | 'danger' | 'neutral' }
> = {
  paid: { label: 'payments.badge.paid', tone: 'success' },
  pending: { label: 'payments.badge.pending', tone: 'warning' },
  failed: { label: 'payments.badge.failed', tone: 'danger' },
  flagged: { label: 'payments.badge.flagged', tone: 'danger' },
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageKey> = {
  card: 'payments.method.card',
  cash: 'payments.method.cash',
  bank_transfer: 'payments.method.bankTransfer',
};

export const CHOSEN_OPTION_LABELS: Record<PaymentOption, MessageKey> = {
  card: 'payments.chosen.card',
  pay_on_pickup: 'payments.chosen.pickup',
  pay_on_delivery: 'payments.chosen.delivery',
  bank_transfer: 'payments.chosen.bankTransfer',
};
