/** The spec's limits for the line chart's axes. */
export const MAX_X_TICKS = 12;
export const MAX_Y_TICKS = 6;

/**
 * At most `max` items, evenly spaced and starting with the first, so a year of daily points
 * still gets readable x labels. Fewer items than `max` are all kept.
 */
export function pickEvenly<T>(items: readonly T[], max: number = MAX_X_TICKS): T[] {
  if (max < 1) return [];
  if (items.length <= max) return [...items];
  if (max === 1) return items.slice(0, 1);
  const step = Math.ceil((items.length - 1) / (max - 1));
  return items.filter((_, i) => i % step === 0);
}

const round = (value: number) => Number(value.toPrecision(12));

/**
 * Y ticks from 0 up to a round value covering `maxValue`: at most `maxCount` ticks on a
 * 1-2-5 step. Counts and money never get fractional steps unless `integers` is false.
 * An empty or all-zero series still gets an axis ([0, 1]).
 */
export function niceYTicks(
  maxValue: number,
  maxCount: number = MAX_Y_TICKS,
  integers = true,
): number[] {
  const top = Number.isFinite(maxValue) && maxValue > 0 ? maxValue : 0;
  const intervals = Math.max(1, maxCount - 1);
  if (top === 0) return [0, 1];

  const magnitude = 10 ** Math.floor(Math.log10(top / intervals));
  let step = 10 * magnitude;
  for (const multiple of [1, 2, 5, 10]) {
    const candidate = round(multiple * magnitude);
    if (candidate * intervals >= top) {
      step = candidate;
      break;
    }
  }
  if (integers) step = Math.max(1, Math.ceil(step));

  const count = Math.ceil(round(top / step));
  return Array.from({ length: count + 1 }, (_, i) => round(i * step));
}
