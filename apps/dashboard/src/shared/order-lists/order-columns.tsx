import { imageUrl, type Order } from '@taseer/api';
import { formatDate, formatPhone, IdentityCell, type DataTableColumn } from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import type { Translate } from '../../i18n/translate';
import type { Lang } from '../../i18n/translate';
import { TextOrNoData } from '../lists/no-data';
import { OrderStatusWithStage } from '../orders/order-status';
import { QuoteSummaryCell } from './quote-summary-cell';

/**
 * The columns the offers and orders tables share, each built on demand. On a phone the client
 * heads each card with the status facing it; the rest are labelled lines.
 */
export function orderColumn(
  t: Translate,
  lang: Lang,
): Record<
  'client' | 'ref' | 'company' | 'branch' | 'manager' | 'section' | 'date' | 'status' | 'quote',
  DataTableColumn<Order>
> {
  return {
    client: {
      key: 'client',
      header: t('orders.column.client'),
      card: 'title',
      cell: (order) => {
        const phone = formatPhone(order.clientId.phone, '');
        return (
          <IdentityCell
            name={order.clientName || order.clientId.username}
            image={imageUrl(apiBaseUrl, order.image ?? order.clientId.image)}
            detail={phone ? <bdi dir="ltr">{phone}</bdi> : undefined}
          />
        );
      },
    },
    ref: {
      key: 'ref',
      header: t('orders.column.ref'),
      nowrap: true,
      cell: (order) => <bdi dir="ltr">{order.orderRef}</bdi>,
    },
    company: {
      key: 'company',
      header: t('orders.column.company'),
      cell: (order) => <TextOrNoData value={order.companyName} />,
    },
    branch: {
      key: 'branch',
      header: t('orders.column.branch'),
      cell: (order) => <TextOrNoData value={order.branchName} />,
    },
    manager: {
      key: 'manager',
      header: t('orders.column.manager'),
      cell: (order) => <TextOrNoData value={order.managerName} />,
    },
    section: {
      key: 'section',
      header: t('orders.column.section'),
      cell: (order) => <TextOrNoData value={order.sectionName} />,
    },
    date: {
      key: 'date',
      header: t('orders.column.date'),
      nowrap: true,
      cell: (order) => formatDate(order.createdAt, { locale: lang, style: 'dateTime' }),
    },
    status: {
      key: 'status',
      header: t('orders.column.status'),
      nowrap: true,
      card: 'badge',
      cell: (order) => <OrderStatusWithStage order={order} />,
    },
    // The newest quote version: on a phone a labelled line, as the order status holds the badge.
    quote: {
      key: 'quote',
      header: t('quoteList.column'),
      nowrap: true,
      card: 'field',
      cell: (order) => <QuoteSummaryCell quote={order.quote} />,
    },
  };
}
