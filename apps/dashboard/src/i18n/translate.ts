import { ar, type Catalogue, type MessageKey } from './ar';
import { en } from './en';

export type Lang = 'ar' | 'en';
export type Dir = 'rtl' | 'ltr';
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

export const catalogues: Record<Lang, Catalogue> = { ar, en };
export const defaultLang: Lang = 'ar';

export function isLang(value: string): value is Lang {
  return value === 'ar' || value === 'en';
}

export function directionOf(lang: Lang): Dir {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** Looks a key up and fills `{placeholder}`s; an unknown placeholder is left visible so it gets noticed. */
export function translate(lang: Lang, key: MessageKey, params?: TranslateParams): string {
  const text = catalogues[lang][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Schemas carry catalogue keys as their messages; anything else (a library default) passes through. */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(ar, value);
}
