import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import {
  canRecordPayment,
  paymentBadges,
  paymentSummary,
  refundableHalalas,
  type OrderPayments,
  type Payment,
} from './payment-views';

/** Order RYN-00500, accepted at 1,208.65 SAR. */
const accepted: OrderPayments = {
  status: 'unpaid',
  quoteVersion: 1,
  dueHalalas: 120865,
  paidHalalas: 0,
  refundedHalalas: 0,
  outstandingHalalas: 120865,
  chosenOption: null,
  payments: [],
};

function payment(change: Partial<Payment>): Payment {
  return {
    id: '6f1c2b9e-0d4a-4c8e-9f3b-2a7d5e1c0b84',
    quoteVersion: 1,
    method: 'cash',
    status: 'paid',
    amountHalalas: 120865,
    currency: 'SAR',
    reference: null,
    failureReason: null,
    createdAt: '2026-11-28T07:40:00.000Z',
    settledAt: '2026-11-28T07:40:00.000Z',
    recordedBy: 'موظف الفرع',
    refundedHalalas: 0,
    refunds: [],
    ...change,
  };
}

const titleOf = (money: OrderPayments) => {
  const summary = paymentSummary(money);
  return summary ? translate('ar', summary.title) : null;
};

describe('where an order’s money stands', () => {
  it('is nothing to show before the customer accepts', () => {
    expect(
      paymentSummary({
        ...accepted,
        status: 'none',
        quoteVersion: null,
        dueHalalas: 0,
        outstandingHalalas: 0,
      }),
    ).toBeNull();
  });

  it('awaits the customer’s choice, then says what was chosen', () => {
    expect(paymentSummary(accepted)).toMatchObject({ state: 'awaiting', progress: null });
    expect(titleOf(accepted)).toBe('بانتظار الدفع');
    expect(paymentSummary({ ...accepted, chosenOption: 'pay_on_pickup' })?.state).toBe(
      'offline_chosen',
    );
    expect(titleOf({ ...accepted, chosenOption: 'pay_on_delivery' })).toBe('الدفع عند التوصيل');
    expect(paymentSummary({ ...accepted, chosenOption: 'bank_transfer' })?.state).toBe(
      'bank_transfer',
    );
    expect(paymentSummary({ ...accepted, chosenOption: 'card' })).toMatchObject({
      state: 'awaiting',
      description: 'payments.state.cardChosen',
    });
  });

  it('tells an open checkout and a failed attempt from a choice', () => {
    const card = { ...accepted, chosenOption: 'card' as const };
    expect(
      paymentSummary({ ...card, payments: [payment({ method: 'card', status: 'pending' })] })
        ?.state,
    ).toBe('pending');
    expect(
      paymentSummary({
        ...card,
        payments: [payment({ method: 'card', status: 'failed', failureReason: 'declined' })],
      })?.state,
    ).toBe('failed');
  });

  it('is paid in full, partly paid with a bar, partly refunded and refunded', () => {
    expect(
      paymentSummary({ ...accepted, status: 'paid', paidHalalas: 120865, outstandingHalalas: 0 }),
    ).toMatchObject({ state: 'paid', progress: null });
    expect(
      paymentSummary({
        ...accepted,
        status: 'partially_paid',
        paidHalalas: 50000,
        outstandingHalalas: 70865,
      }),
    ).toMatchObject({ state: 'partially_paid', progress: { paid: 50000, due: 120865 } });
    // 1,208.65 paid, 300.00 given back: 908.65 of 1,208.65 stands.
    expect(
      paymentSummary({
        ...accepted,
        status: 'partially_paid',
        paidHalalas: 120865,
        refundedHalalas: 30000,
        outstandingHalalas: 30000,
      }),
    ).toMatchObject({ state: 'partially_refunded', progress: { paid: 90865, due: 120865 } });
    expect(
      titleOf({ ...accepted, status: 'refunded', paidHalalas: 120865, refundedHalalas: 120865 }),
    ).toBe('استُرد المبلغ كاملًا');
  });

  it('takes payments while something is outstanding', () => {
    expect(canRecordPayment(accepted)).toBe(true);
    expect(canRecordPayment({ ...accepted, status: 'paid', outstandingHalalas: 0 })).toBe(false);
    expect(canRecordPayment({ ...accepted, status: 'none' })).toBe(false);
  });
});

describe('a payment', () => {
  it('can give back what it holds beyond its refunds, only once paid', () => {
    expect(refundableHalalas(payment({}))).toBe(120865);
    expect(refundableHalalas(payment({ refundedHalalas: 30000 }))).toBe(90865);
    expect(refundableHalalas(payment({ refundedHalalas: 120865 }))).toBe(0);
    for (const status of ['pending', 'failed', 'flagged'] as const) {
      expect(refundableHalalas(payment({ status }))).toBe(0);
    }
  });

  it('says its state, and its refunds beside it', () => {
    const labels = (change: Partial<Payment>) =>
      paymentBadges(payment(change)).map((badge) => translate('ar', badge.label));
    expect(labels({})).toEqual(['مدفوعة']);
    expect(labels({ refundedHalalas: 30000 })).toEqual(['مدفوعة', 'مستردة جزئيًا']);
    expect(labels({ refundedHalalas: 120865 })).toEqual(['مدفوعة', 'مستردة بالكامل']);
    expect(labels({ status: 'failed' })).toEqual(['لم تكتمل']);
    expect(paymentBadges(payment({ status: 'flagged' }))[0]?.tone).toBe('danger');
  });
});
