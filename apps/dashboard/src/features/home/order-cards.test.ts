import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '@taseer/ui';
import { translate } from '../../i18n/translate';
import { orderStatusLabels } from '../../shared/orders/order-status';
import { OrderSummaryCard, TotalOrdersCard } from './order-cards';

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
