import { useCallback } from 'react';
import { toast } from '@taseer/ui';
import { errorMessage } from '../api/api-error';
import { useI18n } from '../i18n/i18n';

/**
 * Server messages as toasts (specification, section 8): the `message` of a success answer, and of
 * a failure, with a translated fallback when the server could not be reached or said nothing.
 */
export function useToastMessages() {
  const { t } = useI18n();
  const showError = useCallback(
    (error: unknown) =>
      toast.error(
        errorMessage(error, {
          network: t('common.errorNetwork'),
          generic: t('common.errorGeneric'),
        }),
      ),
    [t],
  );
  const showSuccess = useCallback((answer: { message?: string }) => {
    if (answer.message) toast.success(answer.message);
  }, []);
  return { showError, showSuccess };
}
