/**
 * Seconds as mm:ss with Western digits ("01:05"). Negative or fractional input is floored at
 * zero so a late tick never shows "-1"; minutes are not capped, so an hour reads "60:00".
 */
export function formatMmSs(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
