import { useCallback, useState } from 'react';
import { errorCode, errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';

/**
 * Why the server refused the code typed (wrong, with the tries left; expired; used up), kept to
 * be said beside the boxes until the next try, where the eye is — not in a toast that goes.
 * Answers that are not about the code (no network, the server busy) are left to the caller.
 */
export function useCodeRefusal() {
  const { t } = useI18n();
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Keeps the refusal and answers true when the error is about the code. */
  const refuse = useCallback(
    (error: unknown): boolean => {
      if (!errorCode(error)?.startsWith('OTP_')) return false;
      setRefusal(
        errorMessage(error, {
          network: t('common.errorNetwork'),
          generic: t('common.errorGeneric'),
        }),
      );
      return true;
    },
    [t],
  );
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal, refuse, clear };
}
