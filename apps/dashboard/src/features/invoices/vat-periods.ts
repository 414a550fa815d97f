import type { components } from '@taseer/api';
import type { UrlFilter } from '../../shared/order-lists/url-filter';

/**
 * The VAT summary's choices and what its table marks (contract: `VatSummary`): months or
 * quarters, the years one may file for, and the period today falls in. Pure, so tested apart.
 */

export type VatPeriod = components['schemas']['VatPeriod'];
export type VatSummary = components['schemas']['VatSummary'];
export type VatSummaryRow = components['schemas']['VatSummaryRow'];

/** Months by default: the return of most companies, and the finer view. */
export const VAT_PERIODS: readonly VatPeriod[] = ['month', 'quarter'];

/** `?period=quarter` on /invoices/vat; months when absent. */
export const VAT_PERIOD_FILTER: UrlFilter<VatPeriod> = { param: 'period', values: VAT_PERIODS };

/** The contract's first year (`VatYear`): no invoice of the product is older. */
const FIRST_YEAR = 2020;
/** Returns are kept six years: as far back as the picker goes. */
const YEARS_SHOWN = 6;

/** The years to pick from, this one (in Riyadh) first, back to at most 2020. */
export function vatYears(today: string): string[] {
  const current = Number(today.slice(0, 4));
  const years: string[] = [];
  for (let year = current; year > current - YEARS_SHOWN && year >= FIRST_YEAR; year -= 1) {
    years.push(String(year));
  }
  return years;
}

/** `?year=2025`, one of the years offered; this year when absent or not offered. */
export function vatYearFilter(years: readonly string[]): UrlFilter<string> {
  return { param: 'year', values: years };
}

/** The key of the period `today` (Riyadh, `YYYY-MM-DD`) falls in, as the rows name them. */
export function currentPeriodKey(period: VatPeriod, today: string): string {
  const month = Number(today.slice(5, 7));
  return period === 'month' ? today.slice(0, 7) : `${today.slice(0, 4)}-Q${Math.ceil(month / 3)}`;
}

/** `2026-Q4` → 4; null for a month's key. */
export function quarterOf(key: string): 1 | 2 | 3 | 4 | null {
  const match = /^\d{4}-Q([1-4])$/.exec(key);
  return match ? (Number(match[1]) as 1 | 2 | 3 | 4) : null;
}
