import { describe, expect, it } from 'vitest';
import { splitReferences, textDirection } from './notification-text';

describe('splitReferences', () => {
  it('sets apart each order reference, wherever it stands in the sentence', () => {
    expect(
      splitReferences('طلب تسعير فلتر زيت لسيارة تويوتا كامري 2019 من نورة السبيعي (RYN-00012)'),
    ).toEqual(['طلب تسعير فلتر زيت لسيارة تويوتا كامري 2019 من نورة السبيعي (', 'RYN-00012', ')']);
    expect(splitReferences('قُبل عرض الطلب ORD-00007 (نورة): كل القطع')).toEqual([
      'قُبل عرض الطلب ',
      'ORD-00007',
      ' (نورة): كل القطع',
    ]);
    expect(splitReferences('RYN-00012 و RYN-00013')).toEqual([
      '',
      'RYN-00012',
      ' و ',
      'RYN-00013',
      '',
    ]);
  });

  it('leaves other text whole: amounts, dates, words with hyphens, addresses', () => {
    for (const text of [
      'وصلت دفعة 1,250.00 ر.س نقدًا',
      'Mohammed asked for front brake pads for a 2021 Camry.',
      'تعذّر تسليم الأحداث إلى https://bot.example.sa/hooks',
      'well-known 2025-03-09',
    ])
      expect(splitReferences(text)).toEqual([text]);
  });
});

describe('textDirection', () => {
  it('reads the direction from the first letter', () => {
    expect(textDirection('قُبل عرض السعر')).toBe('rtl');
    expect(textDirection('RYN-00012 قُبل عرض الطلب')).toBe('ltr');
    expect(textDirection('2025 — قُبل')).toBe('rtl');
    expect(textDirection('Offer accepted')).toBe('ltr');
  });

  it('has none for text without letters', () => {
    expect(textDirection('')).toBeNull();
    expect(textDirection('12:30 — 1,250.00')).toBeNull();
  });
});
