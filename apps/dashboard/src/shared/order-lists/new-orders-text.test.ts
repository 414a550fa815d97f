import { describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../i18n/translate';
import { newOrdersKey } from './new-orders-text';

const text = (count: number, lang: Lang = 'ar') =>
  translate(lang, newOrdersKey(count, lang), { count });

describe('the new orders bar counts as Arabic does', () => {
  it('names one and two without a figure', () => {
    expect(text(1)).toBe('طلب جديد');
    expect(text(2)).toBe('طلبان جديدان');
  });

  it('puts three to ten in the plural', () => {
    expect(text(3)).toBe('3 طلبات جديدة');
    expect(text(10)).toBe('10 طلبات جديدة');
  });

  it('puts eleven to ninety-nine in the singular accusative', () => {
    expect(text(11)).toBe('11 طلبًا جديدًا');
    expect(text(99)).toBe('99 طلبًا جديدًا');
  });

  it('puts round hundreds in the singular', () => {
    expect(text(100)).toBe('100 طلب جديد');
    expect(text(103)).toBe('103 طلبات جديدة');
    expect(text(111)).toBe('111 طلبًا جديدًا');
  });

  it('and as English does', () => {
    expect(text(1, 'en')).toBe('1 new order');
    expect(text(2, 'en')).toBe('2 new orders');
    expect(text(11, 'en')).toBe('11 new orders');
  });
});
