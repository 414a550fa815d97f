import { useMemo } from 'react';
import type { MoneySummaryTexts, QuoteLineTexts, QuoteStatusTexts } from '@taseer/ui';
import { countForm } from '../../i18n/count-form';
import { useI18n } from '../../i18n/i18n';
import type { Translate } from '../../i18n/translate';

/** What the dashboard shows of a quote through the design system: badges, figures and lines. */
export type QuoteTexts = QuoteStatusTexts & MoneySummaryTexts & QuoteLineTexts;

/** The design system's quote texts from the catalogue, in the reader's language. */
export function quoteTexts(t: Translate): QuoteTexts {
  return {
    status: {
      sent: t('quoteList.status.sent'),
      viewed: t('quoteList.status.viewed'),
      accepted: t('quoteList.status.accepted'),
      declined: t('quoteList.status.declined'),
      expired: t('quoteList.status.expired'),
      withdrawn: t('quoteList.status.withdrawn'),
      superseded: t('quoteList.status.superseded'),
    },
    readyToSend: t('quoteList.readyToSend'),
    subtotal: t('quote.summary.subtotal'),
    delivery: t('quote.summary.delivery'),
    vat: (percent) => t('quote.summary.vat', { percent }),
    vatIncluded: (percent) => t('quote.summary.vatIncluded', { percent }),
    total: t('offers.total'),
    kind: {
      original: t('offers.kind.original'),
      commercial: t('offers.kind.commercial'),
      used: t('offers.kind.used'),
    },
    quantity: t('offers.piece.quantity'),
    partNumber: t('offers.piece.serial'),
    unitPrice: t('quote.line.unitPrice'),
    unavailable: t('offers.mode.unavailable'),
    acceptPart: (name) => t('quote.line.acceptPart', { name }),
    notChosen: t('quote.line.notChosen'),
    chosen: t('quote.line.chosen'),
    chooseOne: (name) => t('quote.line.chooseOne', { name }),
    deliveryIn: (days) => t(`quote.line.deliveryIn.${countForm(days)}`, { days }),
    deliveryToday: t('quote.line.deliveryToday'),
    brand: t('quote.line.brand'),
  };
}

export function useQuoteTexts(): QuoteTexts {
  const { t } = useI18n();
  return useMemo(() => quoteTexts(t), [t]);
}
