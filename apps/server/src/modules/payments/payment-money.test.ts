import { describe, expect, it } from 'vitest';
import { moneyPosition, onlineHalalas } from './payment-money.js';

const none = { paidHalalas: 0, refundedHalalas: 0, paidOnline: false, lastPaidAt: null };

describe('moneyPosition', () => {
  it('owes the whole accepted total before any money', () => {
    expect(moneyPosition(246_100, none)).toMatchObject({
      outstandingHalalas: 246_100,
      status: 'unpaid',
    });
  });

  it('is partially paid after a deposit and paid once the rest is in', () => {
    const deposit = moneyPosition(246_100, { ...none, paidHalalas: 73_830 });
    expect(deposit).toMatchObject({ status: 'partially_paid', outstandingHalalas: 172_270 });
    expect(moneyPosition(246_100, { ...none, paidHalalas: 246_100 }).status).toBe('paid');
  });

  it('owes again what was refunded, and reads refunded once everything went back', () => {
    const partial = moneyPosition(10_000, { ...none, paidHalalas: 10_000, refundedHalalas: 2_500 });
    expect(partial).toMatchObject({ status: 'partially_paid', outstandingHalalas: 2_500 });
    const all = moneyPosition(10_000, { ...none, paidHalalas: 10_000, refundedHalalas: 10_000 });
    expect(all.status).toBe('refunded');
  });
});

describe('onlineHalalas', () => {
  it('asks the deposit share, rounded to the halala, and never more than is owed', () => {
    expect(onlineHalalas(moneyPosition(246_155, none), 30)).toBe(73_847);
    expect(onlineHalalas(moneyPosition(246_100, none), 100)).toBe(246_100);
    const mostlyPaid = moneyPosition(10_000, { ...none, paidHalalas: 9_000 });
    expect(onlineHalalas(mostlyPaid, 30)).toBe(1_000);
  });
});
