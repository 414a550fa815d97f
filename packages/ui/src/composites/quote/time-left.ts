import type { UiLocale } from '../../lib/format';

/**
 * How long a quote stays valid, in words a customer reads at a glance: «متبقٍ 5 ساعات»,
 * «Expires in 2 days»; null once it has passed. Rounded down to the largest whole unit, so it
 * never promises more time than there is.
 */
export function timeLeft(
  validUntil: string | Date,
  now: string | Date,
  locale: UiLocale,
): string | null {
  const ms = new Date(validUntil).getTime() - new Date(now).getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (locale === 'en') {
    if (days >= 2) return `Expires in ${days} days`;
    if (hours >= 1) return `Expires in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
    return minutes >= 1
      ? `Expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
      : 'Expires in less than a minute';
  }
  if (days >= 2) return `متبقٍ ${count(days, ['يوم واحد', 'يومان', 'أيام', 'يومًا'])}`;
  if (hours >= 1) return `متبقٍ ${count(hours, ['ساعة واحدة', 'ساعتان', 'ساعات', 'ساعة'])}`;
  return minutes >= 1
    ? `متبقٍ ${count(minutes, ['دقيقة واحدة', 'دقيقتان', 'دقائق', 'دقيقة'])}`
    : 'متبقٍ أقل من دقيقة';
}

/** Arabic counting: 1 and 2 have their own words, 3–10 the plural, 11 and on the singular. */
function count(n: number, [one, two, few, many]: [string, string, string, string]): string {
  if (n === 1) return one;
  if (n === 2) return two;
  const lastTwo = n % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? `${n} ${few}` : `${n} ${many}`;
}
