import type { QuoteChartPoint } from '@taseer/api';
import { aggregateByPeriod, periodTotal, type ChartPeriod } from '@taseer/ui';
import { isRecentDay } from '../../shared/stats/recent-days';

/**
 * The quotes card of the statistics (contract: `quoteChartData`, one entry per Riyadh day with
 * any quote activity). Each figure is grouped by the chosen period the way the orders chart is
 * (`aggregateByPeriod`) and totalled over its points (`periodTotal`), so the two cards side by side
 * always count the same span in the same way: daily, the last 30 days up to `today`
 * (`recent-days.ts`); monthly and yearly, every day.
 */
export interface QuoteFigures {
  /** Orders quoted for the first time (a new version of the same order is not counted again). */
  sent: number;
  accepted: number;
  declined: number;
  /** The accepted totals, in halalas. */
  acceptedHalalas: number;
  /** accepted ÷ (accepted + declined), 0 to 1; null while no quote was answered. */
  acceptanceRate: number | null;
  /** accepted ÷ sent, over every quote issued, 0 to 1; null while none was issued. */
  issuedAcceptanceRate: number | null;
  /** Orders whose first money came in the period (a deposit counts), and orders handed over. */
  paid: number;
  delivered: number;
  /** Money received (online or recorded by staff) and given back, in halalas. */
  collectedHalalas: number;
  refundedHalalas: number;
  /** The period's points with any quote activity, in date order: the span the figures cover. */
  points: { x: string; value: number }[];
}

type Measure = Exclude<keyof QuoteChartPoint, 'date'>;

/** accepted ÷ (accepted + declined); null when nothing was answered, as 0 ÷ 0 says nothing. */
export function acceptanceRate(accepted: number, declined: number): number | null {
  const answered = accepted + declined;
  return answered > 0 ? accepted / answered : null;
}

/**
 * accepted ÷ sent: of every quote issued in the period, the share accepted (unanswered and
 * expired ones count against it); null when none was issued. Capped at 1, since quotes issued
 * before the period may be accepted in it.
 */
export function issuedRate(accepted: number, sent: number): number | null {
  return sent > 0 ? Math.min(1, accepted / sent) : null;
}

export function quoteFigures(
  data: readonly QuoteChartPoint[],
  period: ChartPeriod,
  today: string,
): QuoteFigures {
  const counted =
    period === 'daily' ? data.filter((point) => isRecentDay(point.date, today)) : data;
  const grouped = (value: (point: QuoteChartPoint) => number) =>
    aggregateByPeriod(
      counted.map((point) => ({ date: point.date, value: value(point) })),
      period,
    );
  const total = (measure: Measure) => periodTotal(grouped((point) => point[measure]));
  const accepted = total('accepted');
  const declined = total('declined');
  const sent = total('sent');
  return {
    sent,
    accepted,
    declined,
    acceptedHalalas: total('acceptedHalalas'),
    acceptanceRate: acceptanceRate(accepted, declined),
    issuedAcceptanceRate: issuedRate(accepted, sent),
    paid: total('paid'),
    delivered: total('delivered'),
    collectedHalalas: total('collectedHalalas'),
    refundedHalalas: total('refundedHalalas'),
    points: grouped((point) => point.sent + point.accepted + point.declined).filter(
      (point) => point.value > 0,
    ),
  };
}

/** Nothing to show yet: no quote was ever sent or answered. */
export function hasQuotes(figures: QuoteFigures): boolean {
  return figures.sent + figures.accepted + figures.declined > 0;
}
