import { describe, expect, it } from 'vitest';
import type { PublicQuote } from '@taseer/api';
import {
  acceptedLines,
  askAgainState,
  choiceTotals,
  chosenLines,
  initialSelection,
  statusAt,
} from './quote-view';
import { pageTexts } from './texts';
import { initialLang } from './texts';
import { tokenFromPath } from './quote-api';

const option = (kind: 'original' | 'commercial' | null, unit: number, quantity = 1) => ({
  kind,
  unitHalalas: unit,
  lineHalalas: unit * quantity,
  brand: null,
  deliveryDays: null,
});

const quote = {
  status: 'viewed',
  totals: {
    subtotalHalalas: 7000,
    deliveryHalalas: 1500,
    vatHalalas: 1275,
    totalHalalas: 9775,
    vatRateBasisPoints: 1500,
    pricesIncludeVat: false,
  },
  validUntil: '2026-11-26T10:00:00.000Z',
  answer: null,
  lines: [
    {
      pieceId: 'a',
      name_ar: 'أ',
      name_en: null,
      serial: null,
      quantity: 2,
      state: 'priced',
      note: null,
      options: [option(null, 1000, 2)],
    },
    {
      pieceId: 'b',
      name_ar: 'ب',
      name_en: null,
      serial: null,
      quantity: 1,
      state: 'priced',
      note: null,
      options: [option('original', 5000), option('commercial', 3000)],
    },
    {
      pieceId: 'c',
      name_ar: 'ج',
      name_en: null,
      serial: null,
      quantity: 1,
      state: 'unavailable',
      note: null,
      options: [],
    },
  ],
} as unknown as PublicQuote;

describe('the customer’s choices', () => {
  it('start with every priced part at its first option', () => {
    expect(initialSelection(quote)).toEqual({
      a: { accepted: true, option: 0 },
      b: { accepted: true, option: 0 },
    });
  });

  it('send only the taken parts, with the option chosen', () => {
    const selection = { a: { accepted: false, option: 0 }, b: { accepted: true, option: 1 } };
    expect(chosenLines(quote, selection)).toEqual([{ pieceId: 'b', option: 1 }]);
  });

  it('cost what the server records: the chosen amounts, delivery, and VAT on both', () => {
    const selection = { a: { accepted: false, option: 0 }, b: { accepted: true, option: 1 } };
    // 30.00 + 15.00 delivery = 45.00; 15 % VAT = 6.75.
    expect(choiceTotals(quote, selection)).toEqual({
      subtotalHalalas: 3000,
      deliveryHalalas: 1500,
      vatHalalas: 675,
      totalHalalas: 5175,
    });
    // The first options are the offer as issued: the same figures as the server's totals.
    expect(choiceTotals(quote, initialSelection(quote))).toEqual({
      subtotalHalalas: 7000,
      deliveryHalalas: 1500,
      vatHalalas: 1275,
      totalHalalas: 9775,
    });
    const none = { a: { accepted: false, option: 0 }, b: { accepted: false, option: 0 } };
    expect(choiceTotals(quote, none).totalHalalas).toBe(0);
  });

  it('show what was accepted once answered', () => {
    const answered = {
      ...quote,
      status: 'accepted',
      answer: { decision: 'accepted', lines: [{ pieceId: 'b', option: 1 }] },
    } as unknown as PublicQuote;
    expect(initialSelection(answered)).toEqual({
      a: { accepted: false, option: 0 },
      b: { accepted: true, option: 1 },
    });
    // Only the part taken, with only the option chosen.
    expect(acceptedLines(answered)).toEqual([
      { ...quote.lines[1], options: [quote.lines[1]!.options[1]] },
    ]);
  });
});

describe('statusAt', () => {
  it('turns an open quote expired when its time runs out with the page open', () => {
    expect(statusAt(quote, Date.parse('2026-11-26T09:59:00.000Z'))).toBe('viewed');
    expect(statusAt(quote, Date.parse('2026-11-26T10:00:00.000Z'))).toBe('expired');
    const accepted = { ...quote, status: 'accepted' } as PublicQuote;
    expect(statusAt(accepted, Date.parse('2027-01-01T00:00:00.000Z'))).toBe('accepted');
  });
});

describe('asking for a new quote', () => {
  const asked = { newQuoteRequest: { requestedAt: '2026-11-27T10:00:00.000Z' } };
  const notAsked = { newQuoteRequest: null };

  it('is offered once the quote is declined or has expired, and said to be sent once asked', () => {
    expect(askAgainState(notAsked, 'declined')).toBe('offer');
    expect(askAgainState(notAsked, 'expired')).toBe('offer');
    expect(askAgainState(asked, 'declined')).toBe('asked');
    expect(askAgainState(asked, 'expired')).toBe('asked');
  });

  it('is not offered on a quote still open, accepted or withdrawn', () => {
    for (const status of ['sent', 'viewed', 'accepted', 'withdrawn', 'superseded'] as const) {
      expect(askAgainState(notAsked, status), status).toBeNull();
    }
  });

  it('says the request reached the shop and the answer comes on the same link', () => {
    expect(pageTexts('ar').again.button).toBe('اطلب عرضًا جديدًا');
    expect(pageTexts('en').again.button).toBe('Ask for a new quote');
    expect(pageTexts('ar').again.sentNotice('قطع الرياض')).toBe(
      'وصل طلبك إلى قطع الرياض، وسيرسل لك عرضًا جديدًا على هذا الرابط نفسه.',
    );
    expect(pageTexts('en').again.sentNotice('Riyadh Parts')).toMatch(/same link/);
  });
});

describe('the address', () => {
  it('gives the token and the language', () => {
    expect(tokenFromPath('/q/AbC_12-x')).toBe('AbC_12-x');
    expect(tokenFromPath('/q/AbC/')).toBe('AbC');
    expect(tokenFromPath('/q/')).toBe('');
    expect(initialLang('?lang=en', null)).toBe('en');
    expect(initialLang('', 'en')).toBe('en');
    expect(initialLang('?lang=fr', 'xx')).toBe('ar');
  });
});
