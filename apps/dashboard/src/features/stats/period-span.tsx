import { formatDate, formatPeriodKey, type ChartPeriod } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

/**
 * How a period's point reads at either end of a span: a month or a year as the chart names it,
 * a day with its year, since the chart covers three years and a day's tick leaves it out.
 */
function usePeriodEnd(period: ChartPeriod): (x: string) => string {
  const { lang } = useI18n();
  return (x: string) =>
    period === 'daily'
      ? formatDate(x, { style: 'date', locale: lang, timeZone: 'UTC' })
      : formatPeriodKey(x, period, lang);
}

/**
 * The span a period's points cover («من 1 ديسمبر 2024 إلى 20 نوفمبر 2026», or the one point),
 * under a total, so the figure says which days it counts. Nothing without points.
 */
export function PeriodSpan({
  points,
  period,
}: {
  points: readonly { x: string }[];
  period: ChartPeriod;
}) {
  const { t } = useI18n();
  const formatEnd = usePeriodEnd(period);
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
