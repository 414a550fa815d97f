import type { components } from '@taseer/api';
import { formatNumber, MISSING_VALUE } from '@taseer/ui';
import type { Lang, Translate } from '../../i18n/translate';

/**
 * How the pricing desk's figures read on /stats (contract: DeskStats, DeskFigures, DeskGroup):
 * waits in minutes and hours, shares in whole percents, Western digits in both languages.
 */

type Schemas = components['schemas'];
export type DeskStats = Schemas['DeskStats'];
export type DeskFigures = Schemas['DeskFigures'];
export type DeskGroup = Schemas['DeskGroup'];

/**
 * A median wait, compact: «18 د», «1 س 5 د», «3 س»; under a minute says so. A median is a
 * number of minutes, not always whole: it is rounded to the minute. Null (nothing quoted) is «—».
 */
export function formatWait(minutes: number | null, t: Translate, lang: Lang): string {
  if (minutes === null || !Number.isFinite(minutes)) return MISSING_VALUE;
  const whole = Math.round(minutes);
  if (whole < 1) return t('deskStats.wait.underMinute');
  const count = (value: number) => formatNumber(value, { locale: lang, maximumFractionDigits: 0 });
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return t('deskStats.wait.minutes', { minutes: count(rest) });
  if (rest === 0) return t('deskStats.wait.hours', { hours: count(hours) });
  return t('deskStats.wait.hoursMinutes', { hours: count(hours), minutes: count(rest) });
}

/** A share in whole percents («87%»); null (nothing to count it over) is «—». */
export function formatPercent(percent: number | null, t: Translate, lang: Lang): string {
  if (percent === null || !Number.isFinite(percent)) return MISSING_VALUE;
  return t('stats.quotes.percent', {
    percent: formatNumber(percent, { locale: lang, maximumFractionDigits: 0 }),
  });
}

export type OrderState = 'pending' | 'completed' | 'canceled';
export const ORDER_STATES: readonly OrderState[] = ['pending', 'completed', 'canceled'];

/**
 * Where the period's orders stand, each with its share of them (0–100) for the split bar. The
 * shares are of the orders counted, so they add up to 100 (or are all 0 without orders).
 */
export function statusSplit(
  figures: Pick<DeskFigures, 'orders' | OrderState>,
): { state: OrderState; count: number; percent: number }[] {
  return ORDER_STATES.map((state) => ({
    state,
    count: figures[state],
    percent: figures.orders > 0 ? (figures[state] / figures.orders) * 100 : 0,
  }));
}

/** A period without a single order: the page shows one empty state instead of zeros. */
export function hasDeskOrders(stats: Pick<DeskStats, 'totals'> | undefined): boolean {
  return (stats?.totals.orders ?? 0) > 0;
}

/**
 * A group's name, or what its orders lack: no branch, no section, or (by pricer) not quoted yet.
 * Named groups come first by their orders, most first; the nameless one closes the table.
 */
export function sortedGroups(groups: readonly DeskGroup[]): DeskGroup[] {
  return [...groups].sort((a, b) => {
    if ((a.id === null) !== (b.id === null)) return a.id === null ? 1 : -1;
    return b.figures.orders - a.figures.orders;
  });
}
