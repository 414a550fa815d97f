import { describe, expect, it, vi } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import { directionOf, isMessageKey, translate } from './translate';

describe('catalogues', () => {
  it('have the same keys, none of them empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ar).sort());
    for (const text of [...Object.values(ar), ...Object.values(en)])
      expect(text.trim()).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(ar) as (keyof typeof ar)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(ar[key]));
    }
  });
});

describe('translate', () => {
  it('fills the greeting with the stored username in both languages', () => {
    expect(translate('ar', 'header.greeting', { name: 'شركة الراجحي لقطع الغيار' })).toBe(
      'مرحبًا، شركة الراجحي لقطع الغيار',
    );
    expect(translate('en', 'header.greeting', { name: 'Gulf Parts' })).toBe('Hello, Gulf Parts');
  });

  it('leaves a placeholder it was not given visible', () => {
    expect(translate('en', 'header.greeting')).toBe('Hello, {name}');
    expect(translate('en', 'header.greeting', { other: 'x' })).toBe('Hello, {name}');
  });

  it('lays Arabic out right to left and English left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('recognises catalogue keys and nothing else', () => {
    expect(isMessageKey('validation.phoneDigits')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('Invalid input')).toBe(false);
  });
});

describe('the English catalogue', () => {
  it('arrives when asked for; until then the texts read in Arabic', async () => {
    vi.resetModules();
    const fresh = await import('./translate');
    expect(fresh.hasCatalogue('ar')).toBe(true);
    expect(fresh.hasCatalogue('en')).toBe(false);
    expect(fresh.translate('en', 'auth.otp.digitLabel', { n: 2 })).toBe('الرقم 2 من 4');
    await fresh.loadCatalogue('en');
    expect(fresh.hasCatalogue('en')).toBe(true);
    expect(fresh.translate('en', 'auth.otp.digitLabel', { n: 2 })).toBe('Digit 2 of 4');
    expect(fresh.translate('en', 'header.greeting', { name: 'Gulf Parts' })).toBe(
      'Hello, Gulf Parts',
    );
  });
});

describe('the Arabic catalogue', () => {
  it('holds the sign-in texts from the start and the signed-in ones once they arrive', async () => {
    vi.resetModules();
    const fresh = await import('./translate');
    expect(fresh.translate('ar', 'auth.login.title')).toBe('تسجيل الدخول');
    expect(fresh.isMessageKey('validation.phoneDigits')).toBe(true);
    expect(fresh.translate('ar', 'header.greeting', { name: 'x' })).toBe('header.greeting');
    await fresh.loadSignedInArabic();
    expect(fresh.translate('ar', 'header.greeting', { name: 'Gulf Parts' })).toBe(
      'مرحبًا، Gulf Parts',
    );
    expect(fresh.translate('ar', 'auth.login.title')).toBe('تسجيل الدخول');
  });
});
