import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveMonotoneX } from '@visx/curve';
import { localPoint } from '@visx/event';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, Line, LinePath } from '@visx/shape';
import { Tooltip } from '@visx/tooltip';
import { Direction } from 'radix-ui';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { Spinner } from '../../primitives';
import { MAX_X_TICKS, MAX_Y_TICKS, niceYTicks, pickEvenly } from './chart-ticks';
import { useElementWidth } from './use-element-width';

export interface LinePoint {
  /** The x value as the data has it (a date such as '2025-03-09', a month '2025-03', a year). */
  x: string;
  value: number;
}

export interface LineChartProps {
  data: LinePoint[];
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
const tickLabel = {
  fill: 'var(--color-fg-muted)',
  fontSize: 12,
  fontFamily: 'inherit',
  // SVG's text-anchor follows the text direction; labels are placed in LTR geometry.
  direction: 'ltr',
} as const;

/**
 * A line over time with at most 12 x ticks and 6 y ticks, a tooltip on hover (and on arrow keys
 * once focused), and an empty text when there is nothing to draw. Time runs left to right in both
 * directions, as the product decided for charts.
 */
export function LineChart({
  data,
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

  // A single point sits in the middle rather than on the y axis.
  const xScale = scaleLinear<number>({
    domain: data.length > 1 ? [0, data.length - 1] : [-1, 1],
    range: [0, innerWidth],
  });
  const yScale = scaleLinear<number>({
    domain: [0, yTicks.at(-1) ?? 1],
    range: [innerHeight, 0],
  });
  const x = (i: number) => xScale(i);
  const y = (i: number) => yScale(data[i]?.value ?? 0);

  const nearestIndex = (px: number) =>
    Math.min(data.length - 1, Math.max(0, Math.round(xScale.invert(px - MARGIN.left))));

  const handlePointer = (event: PointerEvent<SVGRectElement>) => {
    const point = localPoint(event);
    if (point && data.length > 0) setActive(nearestIndex(point.x));
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
              <AreaClosed
                data={indices}
                x={x}
                y={y}
                yScale={yScale}
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
              {active !== null ? (
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
              <AxisLeft
                scale={yScale}
                tickValues={yTicks}
                tickFormat={(value) => formatYTick(Number(value))}
                hideAxisLine
                hideTicks
                tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -8, dy: 4 }}
              />
              <AxisBottom
                top={innerHeight}
                scale={xScale}
                tickValues={xTicks}
                tickFormat={(i) => formatX(data[Number(i)]?.x ?? '')}
                hideAxisLine
                hideTicks
                tickLabelProps={{
                  ...tickLabel,
                  textAnchor: 'middle',
                  dy: 8,
                  unicodeBidi: 'plaintext',
                }}
              />
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
            <Tooltip
              unstyled
              applyPositionStyle
              left={flipTooltip ? tooltipLeft - 12 : tooltipLeft + 12}
              top={MARGIN.top + y(active) - 12}
              className={cn(
                'pointer-events-none rounded-md bg-fg px-3 py-2 text-xs text-surface shadow-popover',
                flipTooltip && '-translate-x-full',
              )}
            >
              <div dir={textDir}>
                <div className="text-surface/80">{formatX(activePoint.x)}</div>
                <div className="text-sm font-semibold tabular-nums">
                  {formatValue(activePoint.value)}
                </div>
              </div>
            </Tooltip>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
