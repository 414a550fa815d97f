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
  // The answer itself, worded at each drawing: switching the language rewords what is shown.
  const [refused, setRefused] = useState<unknown>(null);
  /** Keeps the refusal and answers true when the error is about the code. */
  const refuse = useCallback((error: unknown): boolean => {
    if (!errorCode(error)?.startsWith('OTP_')) return false;
    setRefused(error);
    return true;
  }, []);
  const clear = useCallback(() => setRefused(null), []);
  const refusal =
    refused === null
      ? null
      : errorMessage(refused, {
          network: t('common.errorNetwork'),
          generic: t('common.errorGeneric'),
        });
  return { refusal, refuse, clear };
}
