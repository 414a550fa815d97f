import { describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../i18n/translate';
import { bulkResultToast, SKIPPED_TOAST_MS } from './bulk-result';
import { ordersPhrase } from './orders-phrase';

const tr =
  (lang: Lang) =>
  (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lang, key, params);
const REFS: Record<string, string> = { a: 'RYN-00012', b: 'RYN-00013', c: 'RYN-00014' };
const refOf = (id: string) => REFS[id] ?? id;
/** The toast as a reader sees it, without the marks that keep references left to right. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('how many orders, as each language counts them', () => {
  it('counts in Arabic as the sentences need it after «نقل»', () => {
    const ar = (count: number) => ordersPhrase(count, 'ar', tr('ar'));
    expect([0, 1, 2, 3, 10, 11, 99, 100].map(ar)).toEqual([
      '0 طلب',
      'طلب واحد',
      'طلبين',
      '3 طلبات',
      '10 طلبات',
      '11 طلبًا',
      '99 طلبًا',
      '100 طلب',
    ]);
  });

  it('and in English', () => {
    expect(ordersPhrase(1, 'en', tr('en'))).toBe('1 order');
    expect(ordersPhrase(2, 'en', tr('en'))).toBe('2 orders');
    expect(ordersPhrase(12, 'en', tr('en'))).toBe('12 orders');
  });
});

describe('what a bulk move says afterwards', () => {
  it('says how many moved and where when all did', () => {
    const news = bulkResultToast(
      { moved: ['a', 'b'], skipped: [] },
      'ready_for_pickup',
      refOf,
      tr('ar'),
      'ar',
    );
    expect(news).toEqual({ tone: 'success', message: 'تم نقل طلبين إلى «جاهز للاستلام».' });
  });

  it('lists each order that stayed with why, by its code, and stays long enough to read', () => {
    const news = bulkResultToast(
      {
        moved: ['a'],
        skipped: [
          {
            orderId: 'b',
            code: 'FULFILMENT_STEP_INVALID',
            message: 'لا يمكن نقل الطلب إلى هذه المرحلة من مرحلته الحالية',
          },
        ],
      },
      'ready_for_pickup',
      refOf,
      tr('ar'),
      'ar',
    );
    expect(news.tone).toBe('info');
    expect(news.duration).toBe(SKIPPED_TOAST_MS);
    expect(plain(news.message)).toBe(
      'تم نقل طلب واحد إلى «جاهز للاستلام». تعذّر نقل طلب واحد: RYN-00013 — لا يمكن نقل الطلب إلى هذه المرحلة من مرحلته الحالية، وربما نقله زميل قبلك.',
    );
  });

  it('reads as a failure when nothing moved, in English by the codes', () => {
    const news = bulkResultToast(
      {
        moved: [],
        skipped: [
          {
            orderId: 'a',
            code: 'QUOTE_NOT_ACCEPTED',
            message: 'لا يُجهَّز إلا طلب قبل العميل عرض سعره',
          },
          { orderId: 'c', code: 'ORDER_NOT_FOUND', message: 'الطلب غير موجود' },
        ],
      },
      'delivered',
      refOf,
      tr('en'),
      'en',
    );
    expect(news.tone).toBe('error');
    expect(plain(news.message)).toBe(
      'No order was moved. Could not move 2 orders: RYN-00012 — Only an order whose newest quote the customer accepted can be prepared.; RYN-00014 — This order is no longer among your orders.',
    );
  });

  it('keeps the server’s Arabic message for a code it has no sentence of its own for', () => {
    const news = bulkResultToast(
      {
        moved: [],
        skipped: [{ orderId: 'a', code: 'SERVICE_UNAVAILABLE', message: 'الخدمة غير متاحة مؤقتًا' }],
      },
      'delivered',
      refOf,
      tr('ar'),
      'ar',
    );
    expect(plain(news.message)).toContain('RYN-00012 — الخدمة غير متاحة مؤقتًا');
  });
});
