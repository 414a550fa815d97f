import { Pie } from '@visx/shape';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { Spinner } from '../../primitives/spinner/spinner';
import { gaugePercent } from './gauge-percent';

export interface DonutGaugeProps {
  /** The part counted (pending orders, say). */
  value: number;
  /** The whole it is a part of (all orders). */
  total: number;
  /** Shown in the centre under the percentage and used as the gauge's accessible name. */
  label: string;
  /** Any CSS colour; the status tokens fit (`var(--color-status-completed)`). */
  color?: string;
  /** Outer diameter in px. */
  size?: number;
  loading?: boolean;
  className?: string;
}

// The spec's donut: the hole is 70 % of the radius.
const CUTOUT = 0.7;

/**
 * A donut showing one share of a whole, with the percentage and the label in its centre. An empty
 * whole (0 of 0) draws the bare track at 0 %. The ring fills clockwise from the top in both
 * directions, like a clock face, so it reads the same in Arabic and English.
 */
export function DonutGauge({
  value,
  total,
  label,
  color = 'var(--color-primary)',
  size = 160,
  loading = false,
  className,
}: DonutGaugeProps) {
  const percent = gaugePercent(value, total);
  const radius = size / 2;
  const slices = [
    { key: 'value', amount: percent, fill: color },
    { key: 'rest', amount: 100 - percent, fill: 'var(--color-surface-muted)' },
  ].filter((slice) => slice.amount > 0);

  return (
    <div
      // While loading there is no value to announce: the spinner speaks instead.
      {...(loading
        ? { 'aria-busy': true }
        : {
            role: 'meter',
            'aria-label': label,
            'aria-valuemin': 0,
            'aria-valuemax': 100,
            'aria-valuenow': percent,
            'aria-valuetext': `${percent}%`,
          })}
      className={cn('relative inline-grid shrink-0 place-items-center', className)}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} aria-hidden="true" className="absolute inset-0">
        <g transform={`translate(${radius} ${radius})`}>
          {loading || slices.length === 0 ? (
            <circle
              r={radius * ((1 + CUTOUT) / 2)}
              fill="none"
              stroke="var(--color-surface-muted)"
              strokeWidth={radius * (1 - CUTOUT)}
            />
          ) : (
            <Pie
              data={slices}
              pieValue={(slice) => slice.amount}
              pieSort={null}
              pieSortValues={null}
              outerRadius={radius}
              innerRadius={radius * CUTOUT}
            >
              {(pie) =>
                pie.arcs.map((arc) => (
                  <path key={arc.data.key} d={pie.path(arc) ?? undefined} fill={arc.data.fill} />
                ))
              }
            </Pie>
          )}
        </g>
      </svg>
      <div
        className="relative flex flex-col items-center gap-0.5 text-center"
        style={{ maxWidth: size * CUTOUT * 1.6 }}
      >
        {loading ? (
          <Spinner size="medium" className="text-fg-subtle" />
        ) : (
          <span dir="ltr" className="text-2xl leading-tight font-bold text-fg tabular-nums">
            {formatNumber(percent, { maximumFractionDigits: 0 })}%
          </span>
        )}
        <span className="text-sm leading-snug text-fg-muted">{label}</span>
      </div>
    </div>
  );
}
