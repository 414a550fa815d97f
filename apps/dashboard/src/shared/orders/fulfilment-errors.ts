import { errorCode, errorMessage } from '../../api/api-error';
import { translateErrorCode, type Lang, type Translate } from '../../i18n/translate';
import { fulfilmentErrorKey } from './fulfilment-stages';

/**
 * Why a move was refused, in the language on screen, chosen by the error's code: the
 * catalogue's sentence for the refusals a move meets, else what any other failure says (the
 * server's Arabic message, or the English catalogue's sentence for its code).
 */
export function fulfilmentErrorText(error: unknown, t: Translate): string {
  const key = fulfilmentErrorKey(errorCode(error));
  if (key) return t(key);
  return errorMessage(error, {
    network: t('common.errorNetwork'),
    generic: t('common.errorGeneric'),
  });
}

/**
 * Why one order of a bulk move stayed where it was (`skipped[]`: its code and the server's
 * Arabic message), worded the same way.
 */
export function skippedReason(
  skipped: { code: string; message: string },
  t: Translate,
  lang: Lang,
): string {
  const key = fulfilmentErrorKey(skipped.code);
  if (key) return t(key);
  if (lang === 'ar' && skipped.message.trim()) return skipped.message;
  return translateErrorCode(lang, skipped.code) ?? t('common.errorGeneric');
}
