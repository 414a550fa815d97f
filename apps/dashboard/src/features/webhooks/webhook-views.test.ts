import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { translate } from '../../i18n/translate';
import { webhookTexts } from './use-webhook-texts';
import type { WebhookDelivery } from './webhook-types';
import { deliveryView, hasPendingDelivery } from './webhook-views';

const delivery: WebhookDelivery = {
  _id: 'msg_0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  eventType: 'quote.accepted',
  orderRef: 'RYN-00500',
  createdAt: '2026-11-24T08:41:00.000Z',
  status: 'delivered',
  attemptCount: 1,
  nextAttemptAt: null,
  attempts: [
    {
      at: '2026-11-24T08:41:01.000Z',
      statusCode: 200,
      latencyMs: 184,
      error: null,
      responseExcerpt: '{"ok":true}',
    },
  ],
};

describe('the delivery log', () => {
  it('shows a delivery by its webhook-id, everything else as the server sent it', () => {
    const { id, ...rest } = deliveryView(delivery);
    const { _id, ...sent } = delivery;
    expect(id).toBe(_id);
    expect(rest).toEqual(sent);
  });

  it('is read again while a delivery waits for an attempt', () => {
    expect(hasPendingDelivery(undefined)).toBe(false);
    expect(hasPendingDelivery([delivery])).toBe(false);
    expect(hasPendingDelivery([delivery, { ...delivery, status: 'pending' }])).toBe(true);
  });
});

describe('the webhook texts', () => {
  const texts = (lang: 'ar' | 'en') => webhookTexts((key, params) => translate(lang, key, params));

  it('label the events as the screen names them', () => {
    expect(texts('ar').events).toEqual({
      'order.created': 'طلب جديد',
      'order.routed': 'وُجّه الطلب إلى قسم',
      'order.priced': 'تم التسعير',
      'order.canceled': 'أُلغي الطلب',
      'quote.viewed': 'شاهد العميل العرض',
      'quote.accepted': 'قبِل العميل العرض',
      'quote.declined': 'رفض العميل العرض',
      'quote.expired': 'انتهت صلاحية العرض',
      'payment.succeeded': 'تم الدفع',
      'payment.failed': 'تعذّر الدفع',
      'payment.refunded': 'استرداد مبلغ',
      'order.fulfilment_changed': 'تغيّرت مرحلة التسليم',
      'quote.change_requested': 'طلب العميل تعديل العرض',
      'quote.expiring': 'تذكير قبل انتهاء صلاحية العرض',
      'quote.new_quote_requested': 'طلب العميل عرضًا جديدًا',
      'invoice.issued': 'صدرت فاتورة ضريبية',
      'credit_note.issued': 'صدر إشعار دائن',
      test: 'تجريبي',
    });
    expect(texts('ar').status).toEqual({
      pending: 'قيد الإرسال',
      delivered: 'تم التسليم',
      failed: 'فشل',
    });
    expect(texts('ar').attempt.errors).toEqual({
      timeout: 'انتهت المهلة',
      connection: 'تعذّر الاتصال',
      redirect: 'تحويل غير مسموح',
      'refused-address': 'عنوان غير مسموح',
    });
  });

  it('fill their values in both languages', () => {
    expect(texts('ar').attempt.attempt('3')).toBe('المحاولة 3');
    expect(texts('en').attempt.latency('1,204')).toBe('1,204 ms');
    expect(texts('ar').delivery.showAttempts('8')).toBe('عرض المحاولات (8)');
    expect(texts('en').endpoint.failingBody('24 November 2026')).toMatch(
      /^Since 24 November 2026\./,
    );
    for (const lang of ['ar', 'en'] as const) {
      const all = JSON.stringify(texts(lang), (_key, value: unknown) =>
        typeof value === 'function' ? (value as (x: string) => string)('X') : value,
      );
      expect(all).not.toMatch(/\{\w+\}/);
    }
  });

  it('come from both catalogues', () => {
    expect(Object.keys(ar).filter((key) => key.startsWith('webhooks.')).length).toBeGreaterThan(90);
    expect(
      Object.keys(en)
        .filter((key) => key.startsWith('webhooks.'))
        .sort(),
    ).toEqual(
      Object.keys(ar)
        .filter((key) => key.startsWith('webhooks.'))
        .sort(),
    );
  });
});
