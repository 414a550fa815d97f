import type { QuoteLine, QuoteTotals } from '@taseer/api';
import type { QuoteLineView, QuoteTotalsView } from '@taseer/ui';
import type { Lang } from '../../i18n/translate';

/** The API's quote line as the design system's quote components take it. */
export function toLineView(line: QuoteLine, lang: Lang): QuoteLineView {
  return {
    id: line.pieceId,
    name: lang === 'en' ? line.name_en?.trim() || line.name_ar : line.name_ar,
    partNumber: line.serial,
    quantity: line.quantity,
    state: line.state,
    note: line.note,
    options: line.options.map((option) => ({ ...option })),
  };
}

export function toTotalsView(totals: QuoteTotals): QuoteTotalsView {
  return {
    subtotalHalalas: totals.subtotalHalalas,
    deliveryHalalas: totals.deliveryHalalas,
    vatHalalas: totals.vatHalalas,
    totalHalalas: totals.totalHalalas,
    vatRateBasisPoints: totals.vatRateBasisPoints,
    pricesIncludeVat: totals.pricesIncludeVat,
  };
}
