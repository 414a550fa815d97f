import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle, ErrorState, Spinner } from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';

/**
 * One of the screen's settings, as a titled card reading its own record: a spinner until it
 * arrives, the server's message with a retry if it cannot, then its content. Each card stands on
 * its own, so a failed read of one leaves the others usable.
 */
export function SettingsCard<Data, Failure>({
  title,
  description,
  record,
  children,
}: {
  title: string;
  description: ReactNode;
  record: UseQueryResult<Data, Failure>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex flex-col gap-1">
          <CardTitle id={titleId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      {record.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner size="large" label={t('common.loading')} className="text-primary" />
        </div>
      ) : record.isError ? (
        <ErrorState
          title={t('list.errorTitle')}
          message={errorMessage(record.error, {
            network: t('common.errorNetwork'),
            generic: t('common.errorGeneric'),
          })}
          onRetry={() => void record.refetch()}
          retryLabel={t('list.retry')}
          retrying={record.isFetching}
        />
      ) : (
        children(record.data)
      )}
    </Card>
  );
}
