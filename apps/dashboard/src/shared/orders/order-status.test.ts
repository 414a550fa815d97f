import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '@taseer/ui';
import { translate, type Lang } from '../../i18n/translate';
import type { SaleStage } from '@taseer/api';
import { orderStatusLabels, OrderStatusWithStage } from './order-status';

function badge(status: string | null, lang: Lang = 'ar') {
  const labels = orderStatusLabels((key, params) => translate(lang, key, params));
  const html = renderToStaticMarkup(createElement(StatusBadge, { status, labels }));
  const text = html.replace(/<[^>]+>/g, '');
  const colour = /bg-(primary|success|danger)-soft/.exec(html)?.[1];
  return { text, colour };
}

describe('order status as shown', () => {
  it('shows pending under the specification’s one name, قيد المراجعة, in violet', () => {
    expect(badge('pending')).toEqual({ text: 'قيد المراجعة', colour: 'primary' });
    expect(badge('pending', 'en')).toEqual({ text: 'Under review', colour: 'primary' });
  });

  it('shows completed in green', () => {
    expect(badge('completed')).toEqual({ text: 'مكتمل', colour: 'success' });
    expect(badge('completed', 'en')).toEqual({ text: 'Completed', colour: 'success' });
  });

  it('shows canceled in red', () => {
    expect(badge('canceled')).toEqual({ text: 'ملغي', colour: 'danger' });
    expect(badge('canceled', 'en')).toEqual({ text: 'Canceled', colour: 'danger' });
  });

  it('shows any other value as pending, in violet', () => {
    expect(badge('processing')).toEqual({ text: 'قيد المراجعة', colour: 'primary' });
    expect(badge(null, 'en')).toEqual({ text: 'Under review', colour: 'primary' });
  });
});

describe('the sale stage beside the status', () => {
  const shown = (status: 'pending' | 'completed' | 'canceled', saleStage: SaleStage) => {
    const html = renderToStaticMarkup(
      createElement(OrderStatusWithStage, { order: { status, saleStage } }),
    );
    return {
      text: html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      green: html.includes('bg-success-soft'),
    };
  };

  it('a priced order reads green only once its customer accepted', () => {
    expect(shown('completed', 'accepted')).toEqual({
      text: 'مكتمل قبله العميل',
      green: true,
    });
    for (const [stage, words] of [
      ['declined', 'مكتمل رفضه العميل'],
      ['expired', 'مكتمل انتهت صلاحية العرض'],
      ['awaiting_customer', 'مكتمل بانتظار رد العميل'],
      ['priced', 'مكتمل مُسعّر، لم يُرسل بعد'],
    ] as const) {
      expect(shown('completed', stage)).toEqual({ text: words, green: false });
    }
  });

  it('pending and canceled orders say it with their status alone', () => {
    expect(shown('pending', 'awaiting_price').text).toBe('قيد المراجعة');
    expect(shown('canceled', 'canceled').text).toBe('ملغي');
  });
});
