/**
 * The share of `value` in `total` as a whole percentage from 0 to 100. Nothing of nothing (0/0,
 * a screen with no orders yet) is 0 %, not NaN; a value above its total is capped at 100 %.
 */
export function gaugePercent(value: number, total: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(total) || total <= 0 || value <= 0) return 0;
  return Math.min(100, Math.round((value / total) * 100));
}
