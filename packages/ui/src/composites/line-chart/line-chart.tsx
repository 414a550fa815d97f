import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { curveMonotoneX } from '@visx/curve';
import { Group } from '@visx/group';
import { Area, Line, LinePath } from '@visx/shape';
import { Direction } from 'radix-ui';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { Spinner } from '../../primitives/spinner/spinner';
import { MAX_X_TICKS, MAX_Y_TICKS, niceYTicks, pickEvenly } from './chart-ticks';
import { barPath } from './bar-path';
import { linearScale } from './linear-scale';
import { useElementWidth } from './use-element-width';

export interface LinePoint {
  /** The x value as the data has it (a date such as '2025-03-09', a month '2025-03', a year). */
  x: string;
  value: number;
}

/**
 * How the values are drawn: a smooth line (values that flow, such as money over a year), bars or
 * steps (counts of separate days or months, where a curve between two days invents values).
 */
export type LineChartVariant = 'line' | 'bars' | 'steps';

export interface LineChartProps {
  data: LinePoint[];
  /** A smooth line by default; `bars` or `steps` for counts per day, month or year. */
  variant?: LineChartVariant;
  /** Accessible name of the chart. */
  label?: string;
  /** Fixed width in px; without it the chart fills its container and follows its size. */
  width?: number;
  height?: number;
  /** Text of an x tick and of the tooltip's heading. */
  formatX?: (x: string) => string;
  /** Text of a value in the tooltip (money, say). */
  formatValue?: (value: number) => string;
  /** Text of a y tick; the tooltip's format unless given (ticks usually want shorter text). */
  formatYTick?: (value: number) => string;
  color?: string;
  loading?: boolean;
  /** Shown instead of the chart when there is no data. */
  emptyText?: string;
  className?: string;
}

const MARGIN = { top: 16, right: 20, bottom: 36, left: 52 };
// Below this many px per label, x labels would touch: fewer ticks are drawn.
const MIN_X_TICK_SPACING = 64;
const TICK_FONT_SIZE = 12;
// Labels sit this far from the plot: 16 px left of it, 28 px under it (a line of text below).
const Y_LABEL_GAP = 16;
const X_LABEL_GAP = 16 + TICK_FONT_SIZE;
const tickLabel = {
  fill: 'var(--color-fg-muted)',
  fontSize: TICK_FONT_SIZE,
  fontFamily: 'inherit',
  // SVG's text-anchor follows the text direction; labels are placed in LTR geometry.
  direction: 'ltr',
} as const;

// A bar takes this share of its day's band, and never more than this many px (5 years on a desktop).
const BAR_SHARE = 0.64;
const MAX_BAR_WIDTH = 48;
/**
 * A line, bars or steps over time with at most 12 x ticks and 6 y ticks, a tooltip on hover (and
 * on arrow keys once focused), and an empty text when there is nothing to draw. Time runs left to
 * right in both directions, as the product decided for charts. Bars and steps give each point a
 * band of its own (a day, a month), its value flat across it.
 */
export function LineChart({
  data,
  variant = 'line',
  label = 'مخطط البيانات',
  width: fixedWidth,
  height = 280,
  formatX = (x) => x,
  formatValue = (value) => formatNumber(value),
  formatYTick = formatValue,
  color = 'var(--color-primary)',
  loading = false,
  emptyText = 'لا توجد بيانات لعرضها',
  className,
}: LineChartProps) {
  const [measureRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  const width = fixedWidth ?? measuredWidth;
  const [active, setActive] = useState<number | null>(null);
  const gradientId = useId();
  // The geometry runs left to right, but words (Arabic month names) keep the UI's direction.
  const textDir = Direction.useDirection();

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const indices = data.map((_, i) => i);
  const yTicks = niceYTicks(Math.max(0, ...data.map((d) => d.value)), MAX_Y_TICKS);
  const maxXTicks = Math.max(1, Math.min(MAX_X_TICKS, Math.floor(innerWidth / MIN_X_TICK_SPACING)));
  const xTicks = pickEvenly(indices, maxXTicks);

  const banded = variant !== 'line';
  // A single point sits in the middle rather than on the y axis; bands put each point in the
  // middle of its own slice of the width.
  const xScale = linearScale(
    banded ? [-0.5, data.length - 0.5] : data.length > 1 ? [0, data.length - 1] : [-1, 1],
    [0, innerWidth],
  );
  const band = data.length > 0 ? innerWidth / data.length : 0;
  const barWidth = Math.max(1, Math.min(MAX_BAR_WIDTH, band * BAR_SHARE));
  const yScale = linearScale([0, yTicks.at(-1) ?? 1], [innerHeight, 0]);
  const x = (i: number) => xScale(i);
  const y = (i: number) => yScale(data[i]?.value ?? 0);

  // Steps: each point flat across its band, from its start to its end (two corners a point).
  const stepCorners = data.flatMap((point, i) => [
    { at: i - 0.5, value: point.value },
    { at: i + 0.5, value: point.value },
  ]);
  const stepX = (corner: { at: number }) => xScale(corner.at);
  const stepY = (corner: { value: number }) => yScale(corner.value);

  const nearestIndex = (px: number) =>
    Math.min(data.length - 1, Math.max(0, Math.round(xScale.invert(px - MARGIN.left))));

  const handlePointer = (event: PointerEvent<SVGRectElement>) => {
    const svg = event.currentTarget.ownerSVGElement;
    if (svg && data.length > 0) {
      setActive(nearestIndex(event.clientX - svg.getBoundingClientRect().left));
    }
  };

  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (data.length === 0) return;
    // The time axis runs left to right whatever the page direction, so the arrows do too.
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : data.length - 1);
    } else if (step !== 0) {
      event.preventDefault();
      setActive((current) =>
        Math.min(data.length - 1, Math.max(0, (current ?? (step > 0 ? -1 : data.length)) + step)),
      );
    }
  };

  const activePoint = active === null ? undefined : data[active];
  const tooltipLeft = active === null ? 0 : MARGIN.left + x(active);
  // Near the right edge the tooltip opens to the left of the point (the chart is always LTR).
  const flipTooltip = tooltipLeft > width - 160;

  return (
    <div
      ref={measureRef}
      dir="ltr"
      className={cn('relative w-full', className)}
      style={{ height, width: fixedWidth }}
    >
      {loading ? (
        <div className="grid size-full place-items-center">
          <Spinner size="large" className="text-primary" />
        </div>
      ) : data.length === 0 ? (
        <div className="grid size-full place-items-center rounded-md border border-dashed border-border text-sm text-fg-muted">
          <p dir="auto">{emptyText}</p>
        </div>
      ) : width > 0 ? (
        <div
          role="group"
          aria-label={label}
          tabIndex={0}
          onKeyDown={handleKey}
          onBlur={() => setActive(null)}
          className="size-full rounded-md outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <svg width={width} height={height} aria-hidden="true" className="block overflow-visible">
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor={color} stopOpacity={0.18} />
                <stop offset="100%" stopColor={color} stopOpacity={0} />
              </linearGradient>
            </defs>
            <Group left={MARGIN.left} top={MARGIN.top}>
              {yTicks.map((tick) => (
                <Line
                  key={tick}
                  from={{ x: 0, y: yScale(tick) }}
                  to={{ x: innerWidth, y: yScale(tick) }}
                  stroke="var(--color-border)"
                  strokeDasharray={tick === 0 ? undefined : '4 4'}
                />
              ))}
              {variant === 'bars' ? (
                <g data-series="bars">
                  {active !== null ? (
                    <rect
                      x={x(active) - band / 2}
                      width={band}
                      height={innerHeight}
                      fill="var(--color-surface-muted)"
                    />
                  ) : null}
                  {data.map((point, i) =>
                    point.value > 0 ? (
                      <path
                        key={point.x}
                        d={barPath(x(i) - barWidth / 2, y(i), barWidth, innerHeight)}
                        fill={color}
                        fillOpacity={active === null || active === i ? 1 : 0.55}
                      />
                    ) : null,
                  )}
                </g>
              ) : variant === 'steps' ? (
                <g data-series="steps">
                  <Area
                    data={stepCorners}
                    x={stepX}
                    y0={innerHeight}
                    y1={stepY}
                    fill={`url(#${gradientId})`}
                  />
                  <LinePath
                    data={stepCorners}
                    x={stepX}
                    y={stepY}
                    stroke={color}
                    strokeWidth={2.5}
                    strokeLinejoin="round"
                  />
                </g>
              ) : (
                <>
                  <Area
                    data={indices}
                    x={x}
                    y0={innerHeight}
                    y1={y}
                    curve={curveMonotoneX}
                    fill={`url(#${gradientId})`}
                  />
                  <LinePath
                    data={indices}
                    x={x}
                    y={y}
                    curve={curveMonotoneX}
                    stroke={color}
                    strokeWidth={2.5}
                    strokeLinecap="round"
                  />
                  {data.length === 1 ? <circle cx={x(0)} cy={y(0)} r={4} fill={color} /> : null}
                </>
              )}
              {active !== null && variant !== 'bars' ? (
                <>
                  <Line
                    from={{ x: x(active), y: 0 }}
                    to={{ x: x(active), y: innerHeight }}
                    stroke="var(--color-border-strong)"
                  />
                  <circle
                    cx={x(active)}
                    cy={y(active)}
                    r={5}
                    fill="var(--color-surface)"
                    stroke={color}
                    strokeWidth={2.5}
                  />
                </>
              ) : null}
              <g data-axis="y">
                {yTicks.map((tick) => (
                  <text
                    key={tick}
                    x={-Y_LABEL_GAP}
                    y={yScale(tick) + 4}
                    textAnchor="end"
                    {...tickLabel}
                  >
                    {formatYTick(tick)}
                  </text>
                ))}
              </g>
              <g data-axis="x">
                {xTicks.map((i) => (
                  <text
                    key={i}
                    x={x(i)}
                    y={innerHeight + X_LABEL_GAP}
                    textAnchor="middle"
                    unicodeBidi="plaintext"
                    {...tickLabel}
                  >
                    {formatX(data[i]?.x ?? '')}
                  </text>
                ))}
              </g>
              <rect
                width={innerWidth}
                height={innerHeight}
                fill="transparent"
                onPointerMove={handlePointer}
                onPointerLeave={() => setActive(null)}
              />
            </Group>
          </svg>
          <div role="status" aria-live="polite" dir={textDir} className="sr-only">
            {activePoint ? `${formatX(activePoint.x)}: ${formatValue(activePoint.value)}` : ''}
          </div>
          {activePoint && active !== null ? (
            <div
              style={{
                // After the point, or ending just before it when flipped.
                left: flipTooltip ? tooltipLeft - 2 : tooltipLeft + 22,
                top: MARGIN.top + y(active) - 2,
              }}
              className={cn(
                'pointer-events-none absolute rounded-md bg-fg px-3 py-2 text-xs text-surface shadow-popover',
                flipTooltip && '-translate-x-full',
              )}
            >
              <div dir={textDir}>
                <div className="text-surface/80">{formatX(activePoint.x)}</div>
                <div className="text-sm font-semibold tabular-nums">
                  {formatValue(activePoint.value)}
                </div>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
