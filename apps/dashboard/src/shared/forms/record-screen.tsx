import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, ErrorState, Spinner } from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../navigation/page-title';

/**
 * The frame of a settings screen (salary, chat messages, quote terms, profile): its title, a
 * spinner until the saved record arrives, the server's message with a retry if it cannot, and
 * then the form on the record.
 */
export function RecordScreen<Data, Failure>({
  title,
  record,
  children,
}: {
  title: string;
  record: UseQueryResult<Data, Failure>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {record.isPending ? (
        <div className="grid place-items-center py-24">
          <Spinner size="large" label={t('common.loading')} className="text-primary" />
        </div>
      ) : record.isError ? (
        <Card>
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
        </Card>
      ) : (
        children(record.data)
      )}
    </>
  );
}
