import type { QuoteLine } from './types';

/**
 * A quote's line as the screens show it, named in the reader's language (an English name when
 * there is one, else the Arabic): the contract's `QuoteLine` mapped once for the dashboard and
 * the customer's page. The result is a plain object of the shape @taseer/ui's `QuoteLineView`
 * takes (this package imports no UI, so the apps' call sites are where TypeScript checks it).
 */
export function quoteLineView(line: QuoteLine, lang: 'ar' | 'en') {
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
