import { describe, expect, it } from 'vitest';
import type { QuoteChartPoint } from '@taseer/api';
import { acceptanceRate, hasQuotes, quoteFigures } from './quote-figures';

const day = (
  date: string,
  sent: number,
  accepted = 0,
  declined = 0,
  acceptedHalalas = 0,
  sale: Partial<
    Pick<QuoteChartPoint, 'paid' | 'delivered' | 'collectedHalalas' | 'refundedHalalas'>
  > = {},
): QuoteChartPoint => ({
  date,
  sent,
  accepted,
  declined,
  acceptedHalalas,
  paid: 0,
  delivered: 0,
  collectedHalalas: 0,
  refundedHalalas: 0,
  ...sale,
});

// Three years of a shop's quotes, as the contract sends them: oldest first, only days with any.
const data = [
  day('2024-12-30', 2, 1, 0, 57_500),
  day('2025-03-01', 4, 1, 1, 120_050),
  day('2025-03-09', 3, 2, 0, 230_000),
  day('2026-01-05', 1),
  // A day with answers to quotes sent earlier and no new quote.
  day('2026-01-20', 0, 0, 2),
];

// The day the figures are read: the last 30 days run from 2025-12-22 to 2026-01-20.
const today = '2026-01-20';

describe('the quotes card figures', () => {
  it('sums every day of the months and years, so monthly and yearly agree', () => {
    for (const period of ['monthly', 'yearly'] as const) {
      expect(quoteFigures(data, period, today)).toMatchObject({
        sent: 10,
        accepted: 4,
        declined: 3,
        acceptedHalalas: 407_550,
      });
    }
  });

  it('counts only the last 30 days when daily, as the orders chart beside it does', () => {
    expect(quoteFigures(data, 'daily', today)).toMatchObject({
      sent: 1,
      accepted: 0,
      declined: 2,
      acceptedHalalas: 0,
      acceptanceRate: 0,
    });
    expect(quoteFigures(data, 'daily', '2026-04-01')).toMatchObject({ sent: 0, accepted: 0 });
  });

  it('rates acceptance among the answered quotes only', () => {
    expect(quoteFigures(data, 'monthly', today).acceptanceRate).toBeCloseTo(4 / 7);
  });

  it('also rates acceptance over every quote issued, unanswered ones counting against it', () => {
    expect(quoteFigures(data, 'monthly', today).issuedAcceptanceRate).toBeCloseTo(4 / 10);
    expect(quoteFigures([day('2026-01-20', 0, 0, 2)], 'daily', today).issuedAcceptanceRate).toBe(
      null,
    );
  });

  it('carries the sale on: orders paid and delivered, money in and given back', () => {
    const sales = [
      day('2026-01-10', 2, 1, 0, 11_500, { paid: 1, collectedHalalas: 5_000 }),
      day('2026-01-12', 0, 0, 0, 0, { collectedHalalas: 6_500, delivered: 1 }),
      day('2026-01-15', 0, 0, 0, 0, { refundedHalalas: 1_000 }),
    ];
    expect(quoteFigures(sales, 'daily', today)).toMatchObject({
      sent: 2,
      accepted: 1,
      paid: 1,
      delivered: 1,
      collectedHalalas: 11_500,
      refundedHalalas: 1_000,
    });
  });

  it('covers the span of the points the period groups', () => {
    expect(quoteFigures(data, 'daily', today).points.map((point) => point.x)).toEqual([
      '2026-01-05',
      '2026-01-20',
    ]);
    expect(quoteFigures(data, 'monthly', today).points.map((point) => point.x)).toEqual([
      '2024-12',
      '2025-03',
      '2026-01',
    ]);
    expect(quoteFigures(data, 'yearly', today).points).toEqual([
      { x: '2024', value: 3 },
      { x: '2025', value: 11 },
      { x: '2026', value: 3 },
    ]);
  });

  it('has nothing to show for a company without quotes', () => {
    const none = quoteFigures([], 'daily', today);
    expect(none).toEqual({
      sent: 0,
      accepted: 0,
      declined: 0,
      acceptedHalalas: 0,
      acceptanceRate: null,
      issuedAcceptanceRate: null,
      paid: 0,
      delivered: 0,
      collectedHalalas: 0,
      refundedHalalas: 0,
      points: [],
    });
    expect(hasQuotes(none)).toBe(false);
    expect(hasQuotes(quoteFigures(data, 'yearly', today))).toBe(true);
  });

  it('leaves days without any quote activity out of the span', () => {
    expect(
      quoteFigures([day('2026-02-01', 0), day('2026-02-02', 1)], 'daily', '2026-02-02').points,
    ).toEqual([{ x: '2026-02-02', value: 1 }]);
  });
});

describe('the acceptance rate', () => {
  it('is accepted ÷ (accepted + declined)', () => {
    expect(acceptanceRate(3, 1)).toBe(0.75);
    expect(acceptanceRate(0, 4)).toBe(0);
    expect(acceptanceRate(5, 0)).toBe(1);
  });

  it('is unknown, not 0 %, while no quote was answered', () => {
    expect(acceptanceRate(0, 0)).toBeNull();
    expect(quoteFigures([day('2026-02-02', 6)], 'daily', '2026-02-02').acceptanceRate).toBeNull();
  });
});
