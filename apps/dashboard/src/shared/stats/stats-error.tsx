import { Card, ErrorState } from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';

/** The server's message when the statistics could not be read, with a retry. */
export function StatsError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useI18n();
  return (
    <Card>
      <ErrorState
        title={t('stats.errorTitle')}
        message={errorMessage(error, {
          network: t('common.errorNetwork'),
          generic: t('common.errorGeneric'),
        })}
        onRetry={onRetry}
        retryLabel={t('list.retry')}
        retrying={retrying}
      />
    </Card>
  );
}
