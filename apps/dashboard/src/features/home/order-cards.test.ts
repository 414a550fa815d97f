import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '@taseer/ui';
import { translate } from '../../i18n/translate';
import { orderStatusLabels } from '../../shared/orders/order-status';
import { acceptedOrderCount, OrderSummaryCard, TotalOrdersCard } from './order-cards';

/** The text of the lists' badge for a status. */
function badgeText(status: string): string {
  const labels = orderStatusLabels((key, params) => translate('ar', key, params));
  const html = renderToStaticMarkup(createElement(StatusBadge, { status, labels }));
  return html.replace(/<[^>]+>/g, '');
}

describe('one name for pending orders', () => {
  const stats = { orderCount: 12, pendingOrderCount: 5, completedOrderCount: 6 };
  const home = [
    renderToStaticMarkup(createElement(TotalOrdersCard, { stats })),
    renderToStaticMarkup(createElement(OrderSummaryCard, { stats })),
  ];

  it('is the same on the home page as in the lists', () => {
    const pending = badgeText('pending');
    for (const card of home) {
      expect(card).toContain(pending);
      expect(card).not.toContain('قيد العمل');
    }
  });
});

/** Days of quotes only: nothing paid, delivered or refunded. */
const noSale = { paid: 0, delivered: 0, collectedHalalas: 0, refundedHalalas: 0 };

describe('what the home counts as done', () => {
  it('the orders whose customer accepted, not every priced one', () => {
    const stats = {
      orderCount: 12,
      pendingOrderCount: 2,
      completedOrderCount: 9,
      quoteChartData: [
        { date: '2026-11-01', sent: 5, accepted: 2, declined: 2, acceptedHalalas: 1000, ...noSale },
        { date: '2026-11-02', sent: 4, accepted: 1, declined: 0, acceptedHalalas: 500, ...noSale },
      ],
    };
    expect(acceptedOrderCount(stats)).toBe(3);
    const card = renderToStaticMarkup(createElement(OrderSummaryCard, { stats }));
    expect(card).toContain('قبلها العميل');
    expect(card).toContain('3 من 12 طلب');
    expect(card).toContain('9 من 12 طلب');
  });
});
