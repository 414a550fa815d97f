import type { QuoteOptionKind, QuoteStatus } from './quote-types';
import type { TimeLeft } from './time-left';

/*
 * The words of the quote components. The design system holds none: the app gives them in the
 * reader's language (from its catalogue), and functions receive values already formatted for it
 * (numbers stay Western digits, lib/format.ts). Each component asks only for the words it shows.
 */

/** QuoteStatusBadge. */
export interface QuoteStatusTexts {
  status: Record<QuoteStatus, string>;
  /** A sent quote nobody shared yet. */
  readyToSend: string;
  /**
   * The customer's own words for an open quote on his page ("viewed" is the shop's word); a
   * badge for the customer needs it, the shop's do not.
   */
  awaitingYourAnswer?: string;
}

/** MoneySummary. */
export interface MoneySummaryTexts {
  subtotal: string;
  delivery: string;
  /** The VAT added on top, with its rate ("15", "12.5"). */
  vat: (percent: string) => string;
  /** The VAT the prices already include, with its rate. */
  vatIncluded: (percent: string) => string;
  total: string;
}

/** QuoteLine. */
export interface QuoteLineTexts {
  kind: Record<QuoteOptionKind, string>;
  quantity: string;
  partNumber: string;
  unitPrice: string;
  unavailable: string;
  /** The box that takes the part, named by it. */
  acceptPart: (name: string) => string;
  notChosen: string;
  chosen: string;
  /** The alternatives' group, named by the part. */
  chooseOne: (name: string) => string;
  deliveryIn: (days: number) => string;
  deliveryToday: string;
  brand: string;
}

/** QuoteDocument: its own words and those of the parts it is made of. */
export interface QuoteTexts extends QuoteStatusTexts, MoneySummaryTexts, QuoteLineTexts {
  awaitingYourAnswer: string;
  /** How long the quote stays valid, under its date (see time-left.ts). */
  expiresIn: (left: TimeLeft) => string;
  quote: string;
  version: (version: number) => string;
  orderRef: string;
  issued: string;
  validUntil: string;
  expiredOn: string;
  customer: string;
  vehicle: string;
  parts: string;
  terms: string;
  vatNumber: string;
  commercialRegistration: string;
  call: string;
  whatsapp: string;
  pricesInSar: string;
  companyLogo: (name: string) => string;
}

/** 1500 basis points → "15", 1250 → "12.5". */
export function percentText(basisPoints: number): string {
  return String(basisPoints / 100);
}
