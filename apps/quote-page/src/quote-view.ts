import { chosenTotals, type MoneyTotals, type VatTerms } from '@taseer/money';
import { quoteLineView, type PublicQuote } from '@taseer/api';
import type { QuoteSelection, QuoteSellerView, QuoteStatusView, QuoteTotalsView } from '@taseer/ui';
import type { Lang } from './texts';

/**
 * The API's quote as the design system's components take it, and the customer's choices. A line
 * is mapped by @taseer/api's `quoteLineView`; the contract's totals are the components' totals.
 */

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

/** The version's VAT rule and delivery fee, as the server computed its totals with them. */
export function termsOf(quote: PublicQuote): VatTerms {
  return {
    vatRateBasisPoints: quote.totals.vatRateBasisPoints,
    pricesIncludeVat: quote.totals.pricesIncludeVat,
    deliveryHalalas: quote.totals.deliveryHalalas,
  };
}

/**
 * What the customer's choice costs, VAT and delivery included, by the server's own rule
 * (@taseer/money): the total he accepts is the total the server records.
 */
export function choiceTotals(quote: PublicQuote, selection: QuoteSelection): MoneyTotals {
  return chosenTotals(quote.lines, chosenLines(quote, selection), termsOf(quote));
}

export function totalsView(quote: PublicQuote, totals: MoneyTotals): QuoteTotalsView {
  return { ...quote.totals, ...totals };
}

/**
 * An accepted quote as the customer chose it: only the parts he took, each with the one option
 * he picked, so the page and its print show one set of figures and no alternative he left.
 */
export function acceptedLines(quote: PublicQuote): PublicQuote['lines'] {
  if (quote.answer?.decision !== 'accepted') return quote.lines;
  const chosen = new Map(quote.answer.lines.map((line) => [line.pieceId, line.option]));
  return quote.lines.flatMap((line) => {
    const option = line.options[chosen.get(line.pieceId) ?? -1];
    return option ? [{ ...line, options: [option] }] : [];
  });
}

export function sellerView(quote: PublicQuote): QuoteSellerView {
  return {
    phone: quote.seller.phone,
    whatsapp: quote.seller.whatsapp,
    address: quote.seller.branchAddress,
    commercialRegistration: quote.seller.commercialRegistration,
    vatNumber: quote.vatNumber,
  };
}

/** The names of the parts a new version changed, in the reader's language. */
export function changedNames(quote: PublicQuote, lang: Lang): string[] {
  const changed = new Set(quote.revision?.changedPieceIds ?? []);
  return quote.lines
    .filter((line) => changed.has(line.pieceId))
    .map((line) => quoteLineView(line, lang).name);
}

export function pricedCount(quote: PublicQuote): number {
  return quote.lines.filter((line) => line.state === 'priced').length;
}

/**
 * Asking for a new quote: offered once the newest version is declined or has expired, and once
 * asked, said so until the shop sends the new version (null on any other quote).
 */
export function askAgainState(
  quote: Pick<PublicQuote, 'newQuoteRequest'>,
  status: QuoteStatusView,
): 'offer' | 'asked' | null {
  if (status !== 'declined' && status !== 'expired') return null;
  return quote.newQuoteRequest ? 'asked' : 'offer';
}
