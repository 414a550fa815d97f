import type { Catalogue, MessageKey } from './ar';
import { arSignIn } from './ar-sign-in';
import type { ErrorCode, ErrorTexts } from './error-texts';

export type Lang = 'ar' | 'en';
export type Dir = 'rtl' | 'ltr';
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

export const defaultLang: Lang = 'ar';

/**
 * Arabic's sign-in texts are part of the first file, the rest of Arabic arrives with the signed-in
 * layout (loadSignedInArabic); English is a file of its own, fetched when a reader chooses it, so
 * the sign-in screens do not carry texts they never show.
 */
const catalogues: { ar: Partial<Catalogue>; en?: Catalogue } = { ar: arSignIn };

export type { ErrorCode, ErrorTexts } from './error-texts';

/**
 * Arabic has none on purpose: the server's own message is the product specification's verbatim
 * text and carries live counts (tries left, minutes to wait) that a table could only lose.
 */
const errorCatalogues: Partial<Record<Lang, ErrorTexts>> = {};

export function hasCatalogue(lang: Lang): boolean {
  return catalogues[lang] !== undefined;
}

/** Fetches a language's catalogue once; resolves at once when it is already here. */
export async function loadCatalogue(lang: Lang): Promise<void> {
  if (lang === 'en' && !catalogues.en) {
    const english = await import('./en');
    errorCatalogues.en = english.enErrors;
    catalogues.en = english.en;
  }
}

/**
 * Fetches the Arabic texts of the signed-in screens once. The signed-in layout waits for them, so
 * no screen behind sign-in shows before its words are here.
 */
export async function loadSignedInArabic(): Promise<void> {
  if (catalogues.ar === arSignIn) catalogues.ar = (await import('./ar')).ar;
}

export function isLang(value: string): value is Lang {
  return value === 'ar' || value === 'en';
}

export function directionOf(lang: Lang): Dir {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Looks a key up and fills `{placeholder}`s; an unknown placeholder is left visible so it gets
 * noticed. A catalogue not fetched yet reads as Arabic (the screens wait for it; see i18n.ts).
 */
export function translate(lang: Lang, key: MessageKey, params?: TranslateParams): string {
  // A key whose file has not arrived shows as itself, to be noticed (none should: see above).
  const text = (catalogues[lang] ?? catalogues.ar)[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Schemas carry catalogue keys as their messages; anything else (a library default) passes through. */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogues.ar, value);
}

/**
 * A language's sentence for an error code the server answered with, or undefined when it has none:
 * Arabic keeps no table (see errorCatalogues), and a code newer than this build is in no table. A
 * wait the answer stated (seconds) goes into the sentence when the language words it.
 */
export function translateErrorCode(
  lang: Lang,
  code: string,
  retryAfterSeconds?: number,
): string | undefined {
  const texts = errorCatalogues[lang];
  if (!texts || !Object.hasOwn(texts.byCode, code)) return undefined;
  const known = code as ErrorCode;
  const withWait = texts.withWait[known];
  if (withWait !== undefined && retryAfterSeconds !== undefined && retryAfterSeconds > 0) {
    return withWait.replace('{wait}', waitWording(lang, retryAfterSeconds));
  }
  return texts.byCode[known];
}

/** "45 seconds", "5 minutes", "2 hours": rounded up to what a person can act on, as the server does. */
function waitWording(lang: Lang, seconds: number): string {
  const whole = Math.ceil(seconds);
  const minutes = Math.ceil(whole / 60);
  const [amount, unit] =
    whole < 60
      ? [whole, 'second']
      : minutes < 60
        ? [minutes, 'minute']
        : [Math.ceil(minutes / 60), 'hour'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
