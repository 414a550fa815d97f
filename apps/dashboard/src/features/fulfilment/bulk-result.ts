import type { components, FulfilmentStage } from '@taseer/api';
import type { Lang, Translate } from '../../i18n/translate';
import { skippedReason } from '../../shared/orders/fulfilment-errors';
import { STAGE_LABELS } from '../../shared/orders/fulfilment-stages';
import { ordersPhrase } from './orders-phrase';

type BulkFulfilmentResult = components['schemas']['BulkFulfilmentResult'];

export interface BulkResultToast {
  tone: 'success' | 'info' | 'error';
  message: string;
  /** Long enough to read the orders left behind and why. */
  duration?: number;
}

/** How long a toast naming orders that did not move stays. */
export const SKIPPED_TOAST_MS = 15_000;

/**
 * What a bulk move says afterwards: how many moved to the stage, then each order that did not,
 * by its reference, with why (worded by its code). All moved: success; none: an error; some of
 * each: news to read.
 */
export function bulkResultToast(
  result: BulkFulfilmentResult,
  stage: FulfilmentStage,
  refOf: (orderId: string) => string,
  t: Translate,
  lang: Lang,
): BulkResultToast {
  const moved =
    result.moved.length > 0
      ? t('fulfilment.bulk.moved', {
          orders: ordersPhrase(result.moved.length, lang, t),
          stage: t(STAGE_LABELS[stage]),
        })
      : t('fulfilment.bulk.noneMoved');
  if (result.skipped.length === 0) return { tone: 'success', message: moved };
  const list = result.skipped
    .map((skipped) =>
      t('fulfilment.bulk.skippedItem', {
        // A reference keeps its order inside an Arabic sentence.
        ref: `\u2066${refOf(skipped.orderId)}\u2069`,
        reason: skippedReason(skipped, t, lang),
      }),
    )
    .join(lang === 'ar' ? '؛ ' : '; ');
  const skipped = t('fulfilment.bulk.skipped', {
    orders: ordersPhrase(result.skipped.length, lang, t),
    list,
  });
  return {
    tone: result.moved.length > 0 ? 'info' : 'error',
    message: `${moved} ${skipped}`,
    duration: SKIPPED_TOAST_MS,
  };
}
