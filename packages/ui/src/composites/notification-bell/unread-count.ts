/** The spec caps the bell's badge: more than 99 unread reads «99+». */
export const UNREAD_BADGE_CAP = 99;

/** The badge text, or `null` when there is nothing unread and no badge shows. */
export function unreadBadgeText(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(whole);
}

/** The bell lists only the first few notifications; the rest are on the notifications screen. */
export function firstNotifications<T>(items: readonly T[], limit: number): T[] {
  return items.slice(0, Math.max(0, Math.floor(limit)));
}
