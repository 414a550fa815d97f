import type { Order } from '@taseer/api';
import { AgeBadge, ClaimChip, formatDate, type DataTableColumn } from '@taseer/ui';
import type { Lang, Translate } from '../../i18n/translate';
import { claimView } from './desk-claim';
import { ageTexts, claimTexts } from './desk-texts';

/**
 * The offers queue's own column: how long a pending order has waited against its first-quote
 * target (the badge's tooltip gives the exact times) and, under it, who holds it — read together,
 * as a desk reads them («late by a day, nobody on it»), and narrow enough that the queue's
 * columns fit a laptop's width. A priced or canceled order waits for nobody and is held by
 * nobody any more (its history tells who priced it): its day of arrival is shown instead.
 */
export function queueColumn(
  t: Translate,
  lang: Lang,
  { now, userId }: { now: Date; userId: string | undefined },
): DataTableColumn<Order> {
  const texts = { age: ageTexts(t), claim: claimTexts(t) };
  return {
    key: 'wait',
    header: t('queue.column.wait'),
    nowrap: true,
    cell: (order) =>
      order.status === 'pending' ? (
        <span className="flex flex-col items-start gap-1.5">
          <AgeBadge
            createdAt={order.createdAt}
            dueAt={order.firstQuoteDueAt}
            now={now}
            texts={texts.age}
            locale={lang}
          />
          <ClaimChip claim={claimView(order.claim, userId)} texts={texts.claim} locale={lang} />
        </span>
      ) : (
        formatDate(order.createdAt, { locale: lang, style: 'date' })
      ),
  };
}
