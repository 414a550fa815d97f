import { useCallback } from 'react';
import { toast } from '@taseer/ui';
import { CODE_TOAST_KIND, errorKind, errorMessage } from '../api/api-error';
import { useI18n } from '../i18n/i18n';

/**
 * Server messages as toasts (specification, section 8): the `message` of a success answer, and of
 * a failure, with a translated fallback when the server could not be reached or said nothing. One
 * error toast per kind of failure: a new one takes the place of the last of its kind.
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
        { key: errorKind(error) },
      ),
    [t],
  );
  const showSuccess = useCallback((answer: { message?: string }) => {
    if (answer.message) toast.success(answer.message);
  }, []);
  /** Good news about the one-time code (sent, accepted): it replaces the last word about the code. */
  const showCodeNews = useCallback((answer: { message?: string }) => {
    if (answer.message) toast.success(answer.message, { key: CODE_TOAST_KIND });
  }, []);
  return { showError, showSuccess, showCodeNews };
}
