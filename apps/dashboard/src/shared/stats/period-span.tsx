import { formatDate, formatPeriodKey, type ChartPeriod } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { RECENT_DAYS, recentDays } from './recent-days';

/**
 * How a period's point reads at either end of a span: a month or a year as the chart names it,
 * a day with its year, since a day's tick leaves it out.
 */
function usePeriodEnd(period: ChartPeriod): (x: string) => string {
  const { lang } = useI18n();
  return (x: string) =>
    period === 'daily'
      ? formatDate(x, { style: 'date', locale: lang, timeZone: 'UTC' })
      : formatPeriodKey(x, period, lang);
}

/**
 * The span a period's figures cover, under a total, so it says which days it counts: daily, the
 * last 30 days («آخر 30 يومًا: من 27 أكتوبر 2026 إلى 25 نوفمبر 2026»); monthly and yearly, from
 * the first point to the last («من ديسمبر 2024 إلى نوفمبر 2026», or the one point; nothing
 * without points).
 */
export function PeriodSpan({
  points,
  period,
  today,
}: {
  points: readonly { x: string }[];
  period: ChartPeriod;
  /** The Riyadh day the last 30 days end with ('YYYY-MM-DD'). */
  today: string;
}) {
  const { t } = useI18n();
  const formatEnd = usePeriodEnd(period);
  if (period === 'daily') {
    const from = recentDays(today)[0] ?? today;
    return (
      <p className="text-xs text-fg-subtle">
        {t('stats.lastDays', {
          days: RECENT_DAYS,
          from: formatEnd(from),
          to: formatEnd(today),
        })}
      </p>
    );
  }
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  return (
    <p className="text-xs text-fg-subtle">
      {first.x === last.x
        ? formatEnd(first.x)
        : t('stats.range', { from: formatEnd(first.x), to: formatEnd(last.x) })}
    </p>
  );
}
