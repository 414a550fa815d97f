import { describe, expect, it } from 'vitest';
import {
  CONFIDENT_SCORE,
  findBestAnswer,
  normalizeArabic,
  stem,
  tokenize,
  type QaPair,
} from './arabic-match.js';

const pair = (id: string, title: string, question: string): QaPair => ({
  id,
  title,
  question,
  answer: `جواب ${id}`,
});

/** A shop's bot content, the kind a parts store writes. */
const SHOP: QaPair[] = [
  pair('hours', 'ساعات العمل', 'ما هي ساعات العمل؟'),
  pair('location', 'موقع المتجر', 'أين يقع المتجر؟'),
  pair('delivery', 'التوصيل', 'هل يوجد توصيل إلى المنزل؟'),
  pair('warranty', 'الضمان', 'هل القطع الأصلية عليها ضمان؟'),
  pair('payment', 'طرق الدفع', 'هل يمكن الدفع عند الاستلام؟'),
  pair('battery', 'بطارية السيارة', 'كم سعر بطارية السيارة؟'),
];

function answerTo(question: string, pairs: QaPair[] = SHOP) {
  return findBestAnswer(question, pairs);
}

function expectAnswer(question: string, id: string) {
  const result = answerTo(question);
  expect(result.match?.pair.id, question).toBe(id);
  expect(result.confident, `${question} scored ${result.match?.score}`).toBe(true);
}

describe('normalizeArabic', () => {
  it('drops diacritics and tatweel', () => {
    expect(normalizeArabic('مَتَى تَفْتَحُونَ')).toBe('متي تفتحون');
    expect(normalizeArabic('الســـــلام')).toBe('السلام');
    expect(normalizeArabic('قُطَعٌ أَصْلِيَّةٌ')).toBe(normalizeArabic('قطع أصلية'));
  });

  it('writes every alef as ا, ى as ي and ة as ه', () => {
    expect(normalizeArabic('أإآٱا')).toBe('ااااا');
    expect(normalizeArabic('إلى')).toBe('الي');
    expect(normalizeArabic('سيارة')).toBe('سياره');
    expect(normalizeArabic('مسؤول شاطئ')).toBe('مسوول شاطي');
  });

  it('turns Arabic-Indic and Persian digits into Western ones', () => {
    expect(normalizeArabic('كامري ٢٠١٥')).toBe('كامري 2015');
    expect(normalizeArabic('۱۲۳')).toBe('123');
  });

  it('turns punctuation (Arabic and Latin) into single spaces and lowers Latin letters', () => {
    expect(normalizeArabic('كم السعر؟! شكراً، Toyota')).toBe('كم السعر شكرا toyota');
  });

  it('reads presentation forms as ordinary letters', () => {
    expect(normalizeArabic('ﻻ')).toBe('لا');
  });
});

describe('stem and tokenize', () => {
  it('strips the article, fused particles and the conjunction', () => {
    expect(stem('السياره')).toBe(stem('سياره'));
    expect(stem('بالسياره')).toBe(stem('سياره'));
    expect(stem('للسياره')).toBe(stem('سياره'));
    expect(stem('والسياره')).toBe(stem('سياره'));
  });

  it('strips common plural and feminine endings so singular and plural meet', () => {
    expect(stem('ساعات')).toBe(stem('ساعه'));
    expect(stem('تفتحون')).toBe('تفتح');
  });

  it('keeps short words whole', () => {
    expect(stem('زيت')).toBe('زيت');
    expect(stem('لون')).toBe('لون');
  });

  it('leaves out particles, pronouns, question words and greetings', () => {
    expect(tokenize('السلام عليكم، هل عندكم زيت؟')).toEqual(['زيت']);
    expect(tokenize('ما هي ساعات العمل')).toEqual(['ساع', 'عمل']);
    expect(tokenize('وفي أي وقت')).toEqual(['وقت']);
  });

  it('keeps numbers and Latin words', () => {
    expect(tokenize('فلتر كامري ٢٠١٥ Toyota')).toEqual(['فلتر', stem('كامري'), '2015', 'toyota']);
  });
});

describe('findBestAnswer', () => {
  it('answers the same question with score 1', () => {
    const result = answerTo('ما هي ساعات العمل؟');
    expect(result.match?.pair.id).toBe('hours');
    expect(result.match?.score).toBe(1);
    expect(result.confident).toBe(true);
  });

  it('finds the pair with or without the definite article', () => {
    expectAnswer('ساعات عمل المحل', 'hours');
    expectAnswer('عندكم ضمان على قطع اصلية؟', 'warranty');
    expectAnswer('سعر البطارية للسيارة', 'battery');
  });

  it('finds the pair whatever hamza the alef carries', () => {
    expectAnswer('اين يقع المتجر', 'location');
    expectAnswer('إين يقع المتجر', 'location');
    expectAnswer('هل القطع الاصلية عليها ضمان', 'warranty');
  });

  it('finds the pair with ه for ة and ي for ى', () => {
    expectAnswer('كم سعر بطاريه السياره', 'battery');
    expectAnswer('توصيل الي المنزل', 'delivery');
  });

  it('ignores diacritics and tatweel', () => {
    expectAnswer('مَا هِيَ سَاعَاتُ الْعَمَلِ', 'hours');
    expectAnswer('التوصـــيل للمنـــزل', 'delivery');
  });

  it('does not care about word order', () => {
    expectAnswer('العمل ساعات', 'hours');
    expectAnswer('ضمان القطع الأصلية', 'warranty');
  });

  it('matches the title alone', () => {
    expectAnswer('طرق الدفع', 'payment');
  });

  it('matches digits typed either way', () => {
    const pairs = [pair('camry', 'فلتر كامري 2015', 'هل يتوفر فلتر زيت كامري 2015؟'), ...SHOP];
    expect(findBestAnswer('فلتر كامري ٢٠١٥', pairs).match?.pair.id).toBe('camry');
  });

  it('answers no match for a question that shares no meaningful word', () => {
    expect(answerTo('كم عمرك؟')).toEqual({ match: null, confident: false });
    expect(answerTo('هل تحب كرة القدم')).toEqual({ match: null, confident: false });
    expect(answerTo('؟؟؟')).toEqual({ match: null, confident: false });
    expect(answerTo('السلام عليكم')).toEqual({ match: null, confident: false });
  });

  it('hands over when the question shares only a word with a different one', () => {
    const result = answerTo('هل يوجد خصم على الزيت والفلتر والإطارات عند شراء قطع كثيرة');
    expect(result.match).not.toBeNull();
    expect(result.match?.score ?? 1).toBeLessThan(CONFIDENT_SCORE);
    expect(result.confident).toBe(false);
  });

  it('answers nothing when the bot has no content', () => {
    expect(findBestAnswer('ما هي ساعات العمل', [])).toEqual({ match: null, confident: false });
  });

  it('weighs rare words above words many pairs share', () => {
    const pairs = [
      pair('engine', 'سعر المحرك', 'كم سعر المحرك'),
      pair('gearbox', 'سعر القير', 'كم سعر القير'),
      pair('mirror', 'سعر المرايه', 'كم سعر المرايه'),
    ];
    const result = findBestAnswer('القير كم سعره', pairs);
    expect(result.match?.pair.id).toBe('gearbox');
  });

  it('gives ties to the pair stored first', () => {
    const pairs = [pair('first', 'الضمان', 'الضمان'), pair('second', 'الضمان', 'الضمان')];
    expect(findBestAnswer('ضمان', pairs).match?.pair.id).toBe('first');
  });

  it('keeps the score between 0 and 1 with three decimals', () => {
    for (const question of ['ساعات', 'ساعات العمل يوم الجمعة', 'بطارية', 'توصيل الطلبات']) {
      const score = answerTo(question).match?.score ?? 0;
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(Math.round(score * 1000)).toBeCloseTo(score * 1000, 6);
    }
  });
});
