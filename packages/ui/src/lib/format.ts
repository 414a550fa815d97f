/**
 * The one place where dates, numbers and money become text.
 *
 * `Intl` with a bare `ar-SA` may pick the Hijri calendar and Arabic-Indic digits depending on the
 * engine; the product decided on the Gregorian calendar and Western digits (0-9) in both
 * languages, so every formatter goes through these locale tags.
 */

export type UiLocale = 'ar' | 'en';

export const LOCALE_TAGS: Record<UiLocale, string> = {
  ar: 'ar-SA-u-ca-gregory-nu-latn',
  en: 'en-SA-u-ca-gregory-nu-latn',
};

/** Saudi time unless told otherwise, so a date reads the same for every viewer and in tests. */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

/** Shown instead of a value that is missing or cannot be read. */
export const MISSING_VALUE = '—';

export type DateInput = Date | string | number | null | undefined;

export interface FormatDateOptions {
  locale?: UiLocale;
  /** `date` (9 مارس 2025), `short` (09/03/2025), `dateTime` (9 مارس 2025، 5:05 م), `time` (5:05 م). */
  style?: 'date' | 'short' | 'dateTime' | 'time';
  timeZone?: string;
  fallback?: string;
}

const DATE_STYLES: Record<NonNullable<FormatDateOptions['style']>, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
};

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  const { locale = 'ar', style = 'date', timeZone = DEFAULT_TIME_ZONE } = options;
  const date = toDate(value);
  if (!date) return options.fallback ?? MISSING_VALUE;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...DATE_STYLES[style], timeZone }).format(
    date,
  );
}

export interface FormatNumberOptions {
  locale?: UiLocale;
  maximumFractionDigits?: number;
  fallback?: string;
}

export function formatNumber(value: number | null | undefined, options: FormatNumberOptions = {}) {
  const { locale = 'ar', maximumFractionDigits = 2 } = options;
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return options.fallback ?? MISSING_VALUE;
  }
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits }).format(value);
}

export interface FormatMoneyOptions {
  locale?: UiLocale;
  /** ISO 4217 code; the product prices in Saudi riyals. */
  currency?: string;
  fallback?: string;
}

export function formatMoney(amount: number | null | undefined, options: FormatMoneyOptions = {}) {
  const { locale = 'ar', currency = 'SAR' } = options;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) {
    return options.fallback ?? MISSING_VALUE;
  }
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(amount);
}

/**
 * An amount kept in halalas (1 SAR = 100 halalas), as the server computes money, written in
 * riyals: 12345 → «123.45 ر.س». Division by 100 of an integer is exact to two decimals.
 */
export function formatHalalas(
  halalas: number | null | undefined,
  options: FormatMoneyOptions = {},
): string {
  if (halalas === null || halalas === undefined || !Number.isFinite(halalas)) {
    return options.fallback ?? MISSING_VALUE;
  }
  return formatMoney(halalas / 100, options);
}

export interface PhoneNumber {
  dialCode: string;
  number: string;
}

/**
 * Countries whose numbers keep their leading 0 after the country code (Italy's landlines, and San
 * Marino and the Vatican on the Italian plan); everywhere else that 0 is dialled only at home.
 */
const KEEPS_LEADING_ZERO = new Set(['+39', '+378', '+379']);

/**
 * A full number as it is dialled from abroad: `+966 500000001` for `{ '+966', '0500000001' }`.
 * Numbers are stored as written at home, with the trunk 0; after a country code that 0 is not
 * dialled, so it is not shown. Render it inside `dir="ltr"` so the `+` stays in front in Arabic.
 */
export function formatPhone(phone: PhoneNumber | null | undefined, fallback = MISSING_VALUE) {
  const number = phone?.number.trim() ?? '';
  if (!phone || number === '') return fallback;
  const dial = phone.dialCode.trim();
  if (dial === '') return number;
  const prefix = dial.startsWith('+') ? dial : `+${dial}`;
  const national = KEEPS_LEADING_ZERO.has(prefix) ? number : number.replace(/^0(?=\d)/, '');
  return `${prefix} ${national}`;
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** «قبل 5 دقائق», «أمس»: for notification times. `now` is a parameter so callers and tests control it. */
export function formatRelativeTime(
  value: DateInput,
  now: Date = new Date(),
  options: { locale?: UiLocale; fallback?: string } = {},
): string {
  const date = toDate(value);
  if (!date) return options.fallback ?? MISSING_VALUE;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const formatter = new Intl.RelativeTimeFormat(LOCALE_TAGS[options.locale ?? 'ar'], {
    numeric: 'auto',
  });
  if (Math.abs(seconds) < 45) return formatter.format(0, 'second');
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.round(seconds / size), unit);
  }
  return formatter.format(seconds, 'second');
}
