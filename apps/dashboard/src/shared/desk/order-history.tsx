import { useQuery } from '@tanstack/react-query';
import { OrderTimeline } from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { timelineQueryOptions } from './api/desk';
import { useDeskTexts } from './desk-texts';
import { timelineEventViews } from './desk-views';

/**
 * «سجل الطلب»: everything that happened to the order, oldest first, in sentences. Read when the
 * tab opens; the live stream's changes of this order read it again (use-order-live-refresh.ts).
 */
export function OrderHistory({ orderId }: { orderId: string }) {
  const { t, lang } = useI18n();
  const texts = useDeskTexts();
  const timeline = useQuery(timelineQueryOptions(orderId));
  return (
    <OrderTimeline
      events={timelineEventViews(timeline.data?.events ?? [])}
      loading={timeline.isFetching}
      error={
        timeline.isError
          ? errorMessage(timeline.error, {
              network: t('common.errorNetwork'),
              generic: t('common.errorGeneric'),
            })
          : null
      }
      onRetry={() => void timeline.refetch()}
      texts={texts.timeline}
      locale={lang}
    />
  );
}
