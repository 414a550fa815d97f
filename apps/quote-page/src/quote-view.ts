import type { PublicQuote, QuoteLine, QuoteTotals } from '@taseer/api';
import type { QuoteLineView, QuoteSelection, QuoteStatusView, QuoteTotalsView } from '@taseer/ui';
import type { Lang } from './texts';

/** The API's quote as the design system's components take it, and the customer's choices. */

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
  return { ...totals, vatRateBasisPoints: Math.round(totals.vatRatePercent * 100) };
}

/** What the page shows: an open quote whose time ran out while the page was open has expired. */
export function statusAt(quote: PublicQuote, now: number): QuoteStatusView {
  const open = quote.status === 'sent' || quote.status === 'viewed';
  return open && Date.parse(quote.validUntil) <= now ? 'expired' : quote.status;
}

/**
 * The starting choices: every priced part at its first option (the shop's recommendation), or,
 * once answered, what the customer chose.
 */
export function initialSelection(quote: PublicQuote): QuoteSelection {
  const answered = quote.answer?.decision === 'accepted' ? quote.answer.lines : null;
  const chosen = new Map(answered?.map((line) => [line.pieceId, line.option]));
  const selection: QuoteSelection = {};
  for (const line of quote.lines) {
    if (line.state !== 'priced') continue;
    selection[line.pieceId] = answered
      ? { accepted: chosen.has(line.pieceId), option: chosen.get(line.pieceId) ?? 0 }
      : { accepted: true, option: 0 };
  }
  return selection;
}

/** The accepted parts as the answer sends them. */
export function chosenLines(quote: PublicQuote, selection: QuoteSelection) {
  return quote.lines.flatMap((line) => {
    const choice = selection[line.pieceId];
    return line.state === 'priced' && choice?.accepted
      ? [{ pieceId: line.pieceId, option: choice.option }]
      : [];
  });
}

/** The chosen parts' amounts added up (the server adds VAT and delivery when it answers). */
export function chosenSumHalalas(quote: PublicQuote, selection: QuoteSelection): number {
  return quote.lines.reduce((sum, line) => {
    const choice = selection[line.pieceId];
    const option = choice?.accepted ? line.options[choice.option] : undefined;
    return sum + (option?.lineHalalas ?? 0);
  }, 0);
}

export function pricedCount(quote: PublicQuote): number {
  return quote.lines.filter((line) => line.state === 'priced').length;
}
