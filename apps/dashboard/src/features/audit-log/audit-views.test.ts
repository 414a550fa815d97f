import { describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../i18n/translate';
import type { MessageKey } from '../../i18n/ar';
import type { AuditChange, AuditEvent } from './audit-types';
import {
  detailTexts,
  fieldText,
  isReplacedSecret,
  shortUserAgent,
  targetText,
  valueText,
} from './audit-views';
import { loadCatalogue } from '../../i18n/translate';

const tr = (lang: Lang) => (key: MessageKey, params?: Record<string, string | number>) =>
  translate(lang, key, params);
const ar = tr('ar');

function change(partial: Partial<AuditChange>): AuditChange {
  return { field: 'terms', format: 'text', item: null, before: null, after: null, ...partial };
}

describe('a change in words', () => {
  it('names the fields as their screens do, and an unknown one by its key', () => {
    expect(fieldText(change({ field: 'vatNumber' }), ar)).toBe('الرقم الضريبي');
    expect(fieldText(change({ field: 'unitPrice.commercial' }), ar)).toBe('سعر التجاري');
    expect(fieldText(change({ field: 'somethingNew' }), ar)).toBe('somethingNew');
  });

  it('writes money from halalas, percentages, yes and no, and nothing as a dash', () => {
    const money = change({ format: 'money' });
    expect(valueText(money, 2550, ar, 'ar')).toMatch(/25\.50/);
    expect(valueText(change({ format: 'percent' }), 15, ar, 'ar')).toBe('15%');
    expect(valueText(change({ format: 'boolean' }), true, ar, 'ar')).toBe('نعم');
    expect(valueText(change({ format: 'boolean' }), false, ar, 'ar')).toBe('لا');
    expect(valueText(change({ format: 'text' }), null, ar, 'ar')).toBe('—');
  });

  it('writes the VAT rate as a percent, kept in basis points or recorded earlier in percent', () => {
    const now = change({ field: 'vatRateBasisPoints', format: 'basisPoints' });
    expect(fieldText(now, ar)).toBe('نسبة الضريبة');
    expect(valueText(now, 1500, ar, 'ar')).toBe('15%');
    expect(valueText(now, 555, ar, 'ar')).toBe('5.55%');
    // An event recorded before the contract carried basis points.
    const earlier = change({ field: 'vatRatePercent', format: 'percent' });
    expect(fieldText(earlier, ar)).toBe('نسبة الضريبة');
    expect(valueText(earlier, 5.5, ar, 'ar')).toBe('5.5%');
    expect(fieldText(now, tr('en'))).toBe('VAT rate');
  });

  it('keeps numbers and addresses whole, left to right, in an Arabic line', () => {
    expect(valueText(change({ field: 'phone' }), '+966 0500000002', ar, 'ar')).toBe(
      '\u2066+966 0500000002\u2069',
    );
    expect(valueText(change({ field: 'terms' }), 'الدفع عند الاستلام', ar, 'ar')).toBe(
      'الدفع عند الاستلام',
    );
  });

  it('never shows a secret, only that one is set or was replaced', () => {
    const secret = change({
      field: 'gatewaySecretKey',
      format: 'secret',
      before: null,
      after: 'set',
    });
    expect(valueText(secret, 'set', ar, 'ar')).toBe('مُدخَل (مخفي)');
    expect(isReplacedSecret(secret)).toBe(false);
    expect(isReplacedSecret({ ...secret, before: 'set' })).toBe(true);
  });

  it('names payment methods and weekdays', () => {
    expect(valueText(change({ format: 'list' }), ['card', 'bank_transfer'], ar, 'ar')).toBe(
      'الدفع الإلكتروني بالبطاقة، التحويل البنكي',
    );
    const week = ['0', '1', '2', '3', '4', '6'].map((day) => `${day} 08:00-22:00`);
    // The days that keep the same hours together, the hours kept left to right.
    const hours = valueText(change({ format: 'hours' }), [...week, '5 16:00-22:00'], ar, 'ar');
    expect(hours.replace(/[\u2066\u2069]/g, '')).toBe(
      'الأحد–الخميس والسبت 08:00–22:00؛ الجمعة 16:00–22:00',
    );
    expect(valueText(change({ format: 'hours' }), [], ar, 'ar')).toBe('مغلق طوال الأسبوع');
  });
});

describe('the record and details', () => {
  const event = (partial: Partial<AuditEvent>): AuditEvent => ({
    _id: '1',
    action: 'auth.sign_in_failed',
    kind: 'sign_ins',
    actor: null,
    target: null,
    changes: [],
    details: {},
    ip: null,
    userAgent: null,
    createdAt: '2025-03-09T14:05:00Z',
    ...partial,
  });

  it('names the record by its type and the name it had', () => {
    expect(targetText({ type: 'branch', _id: 'b', label: 'فرع الرياض' }, ar)).toBe(
      'الفرع: فرع الرياض',
    );
    expect(targetText({ type: 'quote_terms', _id: null, label: null }, ar)).toBe(
      'شروط عروض الأسعار',
    );
    expect(targetText(null, ar)).toBe('—');
  });

  it('says why a sign-in failed and the masked number, a version, an export’s filters', () => {
    expect(
      detailTexts(event({ details: { reason: 'wrong_code', phone: '+966 5•••••567' } }), ar, 'ar'),
    ).toEqual(['رمز تحقق خاطئ', 'الرقم \u2066+966 5•••••567\u2069']);
    expect(
      detailTexts(
        event({ action: 'quote.repriced', kind: 'prices', details: { version: 2 } }),
        ar,
        'ar',
      ),
    ).toEqual(['النسخة 2']);
    expect(
      detailTexts(event({ action: 'orders.exported', kind: 'exports', details: {} }), ar, 'ar'),
    ).toEqual(['دون تصفية']);
  });

  it('speaks English too', async () => {
    await loadCatalogue('en');
    const en = tr('en');
    expect(fieldText(change({ field: 'vatNumber' }), en)).toBe('VAT registration number');
    expect(valueText(change({ format: 'boolean' }), true, en, 'en')).toBe('Yes');
  });
});

describe('a browser as people name it', () => {
  it('says the browser and the system', () => {
    expect(
      shortUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iPhone');
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toBe('Edge · Windows');
    expect(shortUserAgent('curl/8.5.0')).toBe('curl');
    expect(shortUserAgent(null)).toBeNull();
    expect(shortUserAgent('x'.repeat(50))).toHaveLength(32);
  });
});
