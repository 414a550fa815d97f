import { describe, expect, it } from 'vitest';
import { timeLeft } from '@taseer/ui';
import { quoteTexts } from './quote-texts';

const now = '2026-11-24T10:00:00.000Z';
const after = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
const left = (minutes: number, lang: 'ar' | 'en') => {
  const time = timeLeft(after(minutes), now);
  return time && quoteTexts(lang).expiresIn(time);
};

describe('the time a quote has left, in words', () => {
  it('counts down in Arabic with the right number forms', () => {
    expect(left(48 * 60, 'ar')).toBe('متبقٍ يومان');
    expect(left(5 * 24 * 60, 'ar')).toBe('متبقٍ 5 أيام');
    expect(left(12 * 24 * 60, 'ar')).toBe('متبقٍ 12 يومًا');
    expect(left(47 * 60 + 59, 'ar')).toBe('متبقٍ 47 ساعة');
    expect(left(5 * 60 + 30, 'ar')).toBe('متبقٍ 5 ساعات');
    expect(left(60, 'ar')).toBe('متبقٍ ساعة واحدة');
    expect(left(2, 'ar')).toBe('متبقٍ دقيقتان');
    expect(left(0.5, 'ar')).toBe('متبقٍ أقل من دقيقة');
  });

  it('counts down in English, and says nothing once the time has passed', () => {
    expect(left(119, 'en')).toBe('Expires in 1 hour');
    expect(left(3 * 24 * 60, 'en')).toBe('Expires in 3 days');
    expect(left(1, 'en')).toBe('Expires in 1 minute');
    expect(left(0, 'ar')).toBeNull();
  });
});

describe('a part’s delivery time', () => {
  it('uses the Arabic number forms', () => {
    const { deliveryIn } = quoteTexts('ar');
    expect(deliveryIn(1)).toBe('التوصيل خلال يوم واحد');
    expect(deliveryIn(2)).toBe('التوصيل خلال يومين');
    expect(deliveryIn(3)).toBe('التوصيل خلال 3 أيام');
    expect(deliveryIn(12)).toBe('التوصيل خلال 12 يومًا');
    expect(quoteTexts('en').deliveryIn(1)).toBe('Delivery in 1 day');
    expect(quoteTexts('en').deliveryIn(5)).toBe('Delivery in 5 days');
  });
});
