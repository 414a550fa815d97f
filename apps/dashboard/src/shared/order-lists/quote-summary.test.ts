import { describe, expect, it } from 'vitest';
import type { OrderQuoteSummary, QuoteStatus } from '@taseer/api';
import { translate } from '../../i18n/translate';
import { QUOTE_FILTER_LABELS, quoteSummaryHalalas } from './quote-summary';
import { QUOTE_STATUSES } from './quote-statuses';

function summary(status: QuoteStatus, extra: Partial<OrderQuoteSummary> = {}): OrderQuoteSummary {
  return {
    version: 1,
    status,
    shared: true,
    validUntil: '2026-03-12T09:00:00.000Z',
    totalHalalas: 115_000,
    acceptedTotalHalalas: null,
    ...extra,
  };
}

describe('the quote status filter', () => {
  it('offers every status as the badges name it, sent covering the versions not shared yet', () => {
    expect(QUOTE_STATUSES.map((status) => translate('ar', QUOTE_FILTER_LABELS[status]))).toEqual([
      'أُرسل أو جاهز للإرسال',
      'شاهده العميل',
      'مقبول',
      'مرفوض',
      'منتهي الصلاحية',
      'مسحوب',
      'استُبدل بنسخة أحدث',
    ]);
    expect(QUOTE_STATUSES.map((status) => translate('en', QUOTE_FILTER_LABELS[status]))).toEqual([
      'Sent or ready to send',
      'Viewed',
      'Accepted',
      'Declined',
      'Expired',
      'Withdrawn',
      'Superseded',
    ]);
  });
});

describe('the total a list shows beside the status', () => {
  it('is the offered total until the customer accepts', () => {
    expect(quoteSummaryHalalas(summary('sent', { shared: false }))).toBe(115_000);
    expect(quoteSummaryHalalas(summary('viewed'))).toBe(115_000);
    expect(quoteSummaryHalalas(summary('declined'))).toBe(115_000);
  });

  it('is what the customer accepted once accepted', () => {
    expect(quoteSummaryHalalas(summary('accepted', { acceptedTotalHalalas: 80_500 }))).toBe(80_500);
  });

  it('falls back to the offered total for an accepted quote without its accepted total', () => {
    expect(quoteSummaryHalalas(summary('accepted'))).toBe(115_000);
  });
});
