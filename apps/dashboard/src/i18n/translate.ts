import { ar, type Catalogue, type MessageKey } from './ar';

export type Lang = 'ar' | 'en';
export type Dir = 'rtl' | 'ltr';
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

export const defaultLang: Lang = 'ar';

/**
 * Arabic is part of the first file; English is a file of its own, fetched when a reader chooses
 * it, so the sign-in screens do not carry a catalogue most readers never see.
 */
const catalogues: Partial<Record<Lang, Catalogue>> = { ar };

export function hasCatalogue(lang: Lang): boolean {
  return catalogues[lang] !== undefined;
}

/** Fetches a language's catalogue once; resolves at once when it is already here. */
export async function loadCatalogue(lang: Lang): Promise<void> {
  if (lang === 'en') catalogues.en ??= (await import('./en')).en;
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
  const text = (catalogues[lang] ?? ar)[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Schemas carry catalogue keys as their messages; anything else (a library default) passes through. */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(ar, value);
}
