import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RotateCw, ScrollText, Send } from 'lucide-react';
import { useState } from 'react';
import {
  Button,
  DEFAULT_PAGE_SIZE,
  EmptyState,
  ErrorState,
  Modal,
  Pagination,
  Spinner,
  toast,
  WebhookDeliveryList,
  type PageSize,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { isPageSize } from '../../shared/lists/list-query';
import { webhookDeliveriesQueryOptions } from './api/list-webhook-deliveries';
import { useResendWebhookDelivery } from './api/resend-webhook-delivery';
import { useWebhookTexts } from './use-webhook-texts';
import type { WebhookEndpoint } from './webhook-types';
import { deliveryView } from './webhook-views';

interface DeliveryLogDialogProps {
  endpoint: WebhookEndpoint;
  onClose: () => void;
  /** «Send a test» from the empty log. */
  onSendTest: () => void;
  testPending: boolean;
}

/**
 * An endpoint's delivery log in a dialog, page by page: each event sent in the last 30 days,
 * its status and attempts, and a button to send it again. It refreshes itself while a delivery
 * waits for an attempt.
 */
export function DeliveryLogDialog({
  endpoint,
  onClose,
  onSendTest,
  testPending,
}: DeliveryLogDialogProps) {
  const { t, lang } = useI18n();
  const texts = useWebhookTexts();
  const { showError } = useToastMessages();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const log = useQuery({
    ...webhookDeliveriesQueryOptions(endpoint._id, page, limit),
    placeholderData: keepPreviousData,
  });
  // Only a refresh the user asked for spins; the automatic ones while deliveries wait do not.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void log.refetch().finally(() => setRefreshing(false));
  };
  const resend = useResendWebhookDelivery();
  const resendingId = resend.isPending ? (resend.variables?.deliveryId ?? null) : null;
  const deliveries = log.data?.deliveries ?? [];
  const totalPages = log.data?.totalPages ?? 0;

  let body;
  if (log.isPending) {
    body = (
      <div className="grid place-items-center py-16">
        <Spinner size="large" label={t('common.loading')} className="text-primary" />
      </div>
    );
  } else if (log.isError) {
    body = (
      <ErrorState
        title={t('list.errorTitle')}
        message={errorMessage(log.error, {
          network: t('common.errorNetwork'),
          generic: t('common.errorGeneric'),
        })}
        onRetry={() => void log.refetch()}
        retryLabel={t('list.retry')}
        retrying={log.isFetching}
      />
    );
  } else if (deliveries.length === 0 && page === 1) {
    body = (
      <EmptyState
        icon={<ScrollText />}
        title={t('webhooks.log.empty')}
        description={t('webhooks.log.emptyDescription')}
        action={
          <Button
            variant="outline"
            icon={<Send aria-hidden="true" className="rtl:-scale-x-100" />}
            loading={testPending}
            onClick={onSendTest}
          >
            {t('webhooks.endpoint.sendTest')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <WebhookDeliveryList
        deliveries={deliveries.map(deliveryView)}
        texts={texts}
        locale={lang}
        resendingId={resendingId}
        onResend={(delivery) =>
          resend.mutate(
            { id: endpoint._id, deliveryId: delivery.id },
            { onSuccess: () => toast.success(t('webhooks.toast.resent')), onError: showError },
          )
        }
      />
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.log.title')}
      description={t('webhooks.log.description', { url: `\u2068${endpoint.url}\u2069` })}
      closeLabel={t('form.close')}
      size="xl"
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-3">
          {totalPages > 0 ? (
            <Pagination
              page={Math.min(page, totalPages)}
              totalPages={totalPages}
              onPageChange={setPage}
              pageSize={limit}
              onPageSizeChange={(size) => {
                if (isPageSize(size)) setLimit(size);
              }}
              labels={{
                rowsPerPage: t('list.rowsPerPage'),
                previous: t('list.previousPage'),
                next: t('list.nextPage'),
                navigation: t('list.pagination'),
                page: (number) => t('list.page', { page: number }),
              }}
              className="flex-1"
            />
          ) : (
            <span />
          )}
          <Button
            variant="ghost"
            size="sm"
            icon={<RotateCw aria-hidden="true" />}
            loading={refreshing}
            onClick={refresh}
          >
            {t('webhooks.log.refresh')}
          </Button>
        </div>
      }
    >
      {body}
    </Modal>
  );
}
