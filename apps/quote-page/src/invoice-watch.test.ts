import { describe, expect, it } from 'vitest';
import type { PublicQuote } from '@taseer/api';
import { nextInvoiceLook, paymentJustSucceeded } from './invoice-watch';

type Payment = NonNullable<PublicQuote['payment']>;

const payment = (status: Payment['status'], paidAt: string | null = null): Payment => ({
  status,
  options: ['card'],
  chosenOption: 'card',
  totalHalalas: 11500,
  onlineHalalas: 11500,
  paidHalalas: status === 'paid' ? 11500 : 0,
  refundedHalalas: 0,
  pending: false,
  lastFailure: null,
  bank: null,
  paidAt,
});

const NOW = '2026-11-28T10:40:00.000Z';
const secondsBefore = (seconds: number) => new Date(Date.parse(NOW) - seconds * 1000).toISOString();

describe('paymentJustSucceeded', () => {
  it('is the payment the page saw unpaid coming back paid (checked again, or paid on the page)', () => {
    const paid = { now: NOW, payment: payment('paid', secondsBefore(300)) };
    expect(paymentJustSucceeded(paid, payment('unpaid'))).toBe(true);
    expect(paymentJustSucceeded(paid, payment('partially_paid'))).toBe(true);
    expect(paymentJustSucceeded(paid, null)).toBe(true);
  });

  it('is, on the first quote the page reads, a payment made less than half a minute before', () => {
    // Back from the gateway's page: the page saw nothing before.
    expect(
      paymentJustSucceeded({ now: NOW, payment: payment('paid', secondsBefore(3)) }, undefined),
    ).toBe(true);
    expect(
      paymentJustSucceeded({ now: NOW, payment: payment('paid', secondsBefore(29)) }, undefined),
    ).toBe(true);
  });

  it('is not a payment made long ago, one still paid, or one not paid in full', () => {
    expect(
      paymentJustSucceeded({ now: NOW, payment: payment('paid', secondsBefore(30)) }, undefined),
    ).toBe(false);
    expect(
      paymentJustSucceeded(
        { now: NOW, payment: payment('paid', secondsBefore(86_400)) },
        undefined,
      ),
    ).toBe(false);
    expect(
      paymentJustSucceeded(
        { now: NOW, payment: payment('paid', secondsBefore(2)) },
        payment('paid'),
      ),
    ).toBe(false);
    expect(
      paymentJustSucceeded({ now: NOW, payment: payment('partially_paid') }, payment('unpaid')),
    ).toBe(false);
    expect(paymentJustSucceeded({ now: NOW, payment: payment('refunded') }, payment('paid'))).toBe(
      false,
    );
    expect(paymentJustSucceeded({ now: NOW, payment: null }, undefined)).toBe(false);
  });
});

describe('nextInvoiceLook', () => {
  const invoice = [{ kind: 'invoice' as const }];
  const start = 1_000_000;

  it('looks again every second while watching and no invoice is there', () => {
    expect(
      nextInvoiceLook({
        outcome: 'documents',
        documents: [],
        watchingSince: start,
        now: start + 200,
      }),
    ).toBe(1000);
    expect(
      nextInvoiceLook({
        outcome: 'documents',
        documents: [],
        watchingSince: start,
        now: start + 28_900,
      }),
    ).toBe(1000);
  });

  it('stops once the invoice is there', () => {
    expect(
      nextInvoiceLook({
        outcome: 'documents',
        documents: invoice,
        watchingSince: start,
        now: start + 1_200,
      }),
    ).toBeNull();
  });

  it('does not take a credit note for the invoice', () => {
    expect(
      nextInvoiceLook({
        outcome: 'documents',
        documents: [{ kind: 'credit_note' }],
        watchingSince: start,
        now: start + 1_200,
      }),
    ).toBe(1000);
  });

  it('stops after half a minute without an invoice', () => {
    expect(
      nextInvoiceLook({
        outcome: 'documents',
        documents: [],
        watchingSince: start,
        now: start + 29_500,
      }),
    ).toBeNull();
    expect(
      nextInvoiceLook({
        outcome: 'documents',
        documents: [],
        watchingSince: start,
        now: start + 45_000,
      }),
    ).toBeNull();
  });

  it('reads once when no payment just succeeded', () => {
    expect(
      nextInvoiceLook({ outcome: 'documents', documents: [], watchingSince: null, now: start }),
    ).toBeNull();
    expect(
      nextInvoiceLook({ outcome: 'failed', documents: [], watchingSince: null, now: start }),
    ).toBeNull();
  });

  it('tries a failed look again inside the watch, but not when the rate limit answered', () => {
    expect(
      nextInvoiceLook({
        outcome: 'failed',
        documents: [],
        watchingSince: start,
        now: start + 5_000,
      }),
    ).toBe(1000);
    expect(
      nextInvoiceLook({
        outcome: 'too-many',
        documents: [],
        watchingSince: start,
        now: start + 5_000,
      }),
    ).toBeNull();
  });
});
