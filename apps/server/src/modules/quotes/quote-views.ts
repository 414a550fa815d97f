import type { components } from '../../generated/contract-types.js';
import type { QuoteAnswer, QuoteLineSnapshot } from './quote-lines.js';
import type { ChangeRequestRow } from './change-requests.repository.js';
import { chosenTotals, lineHalalas, type MoneyTotals } from '@taseer/money';
import { maskedPhone, toInternational } from '../../lib/phone.js';
import { firstNameOf } from './quote-message.js';
import {
  companyLogoPath,
  effectiveStatus,
  type PublicOrderFacts,
  type QuoteRow,
  type QuoteStatus,
  type QuoteWithCreator,
} from './quotes.repository.js';

/** The contract's `QuoteTotals`. */
export interface QuoteTotalsView extends MoneyTotals {
  /** 1500 = 15 %. */
  vatRateBasisPoints: number;
  pricesIncludeVat: boolean;
}

/** The contract's `QuoteLine`. */
export interface QuoteLineView {
  pieceId: string;
  name_ar: string;
  name_en: string | null;
  serial: string | null;
  quantity: number;
  state: 'priced' | 'unavailable';
  note: string | null;
  options: {
    kind: 'original' | 'commercial' | 'used' | null;
    unitHalalas: number;
    lineHalalas: number;
    brand: string | null;
    deliveryDays: number | null;
  }[];
}

/** The contract's `QuoteAnswer`. */
export interface QuoteAnswerView {
  decision: 'accepted' | 'declined';
  answeredAt: string;
  lines: { pieceId: string; option: number }[];
  reason: 'too_expensive' | 'found_elsewhere' | 'not_needed' | 'other' | null;
  reasonText: string | null;
  totals: QuoteTotalsView | null;
}

/** The contract's `QuoteChangeRequest`. */
export type QuoteChangeRequestView = components['schemas']['QuoteChangeRequest'];

/** The contract's `Quote`. */
export interface QuoteView {
  _id: string;
  version: number;
  status: QuoteStatus;
  lines: QuoteLineView[];
  totals: QuoteTotalsView;
  validUntil: string;
  createdAt: string;
  createdByName: string | null;
  sharedAt: string | null;
  viewedAt: string | null;
  closedAt: string | null;
  answer: QuoteAnswerView | null;
  changeRequest: QuoteChangeRequestView | null;
  vatNumber: string | null;
  terms: string | null;
}

/** The contract's `PublicPayment`. */
export type PublicPaymentView = components['schemas']['PublicPayment'];

/** The contract's `PublicFulfilment`. */
export type PublicFulfilmentView = components['schemas']['PublicFulfilment'];

/** The contract's `PublicQuote`. */
export interface PublicQuoteView {
  company: { name: string; logo: string | null };
  branchName: string | null;
  customer: { firstName: string; maskedPhone: string };
  orderRef: string;
  vehicle: { mark: string; model: string; year: number | null };
  version: number;
  status: QuoteStatus;
  issuedAt: string;
  validUntil: string;
  now: string;
  lines: QuoteLineView[];
  totals: QuoteTotalsView;
  terms: string | null;
  vatNumber: string | null;
  answer: QuoteAnswerView | null;
  changeRequest: QuoteChangeRequestView | null;
  newQuoteRequest: { requestedAt: string } | null;
  seller: {
    phone: string | null;
    whatsapp: string | null;
    branchAddress: string | null;
    commercialRegistration: string | null;
  };
  revision: QuoteRevisionView | null;
  /** The contract's `PublicPayment`, made by the payments module (PublicQuoteDeps.afterSale). */
  payment: PublicPaymentView | null;
  /** The contract's `PublicFulfilment`, made by the fulfilment module. */
  fulfilment: PublicFulfilmentView | null;
}

/** The contract's `QuoteRevision`. */
export interface QuoteRevisionView {
  previousVersion: number;
  previousTotalHalalas: number;
  changedPieceIds: string[];
}

export function vatTermsOf(
  quote: Pick<QuoteRow, 'vatRateBasisPoints' | 'pricesIncludeVat' | 'deliveryHalalas'>,
) {
  return {
    vatRateBasisPoints: quote.vatRateBasisPoints,
    pricesIncludeVat: quote.pricesIncludeVat,
    deliveryHalalas: quote.deliveryHalalas,
  };
}

function totalsView(quote: QuoteRow, totals: MoneyTotals): QuoteTotalsView {
  return {
    ...totals,
    vatRateBasisPoints: quote.vatRateBasisPoints,
    pricesIncludeVat: quote.pricesIncludeVat,
  };
}

export function lineViews(lines: readonly QuoteLineSnapshot[]): QuoteLineView[] {
  return lines.map((line) => ({
    pieceId: line.pieceId,
    name_ar: line.nameAr,
    name_en: line.nameEn,
    serial: line.serial,
    quantity: line.quantity,
    state: line.state,
    note: line.note,
    options: line.options.map((option) => ({
      kind: option.kind,
      unitHalalas: option.unitHalalas,
      lineHalalas: lineHalalas(option.unitHalalas, line.quantity),
      brand: option.brand,
      deliveryDays: option.deliveryDays,
    })),
  }));
}

function answerView(quote: QuoteRow, answer: QuoteAnswer | null): QuoteAnswerView | null {
  if (!answer || !quote.closedAt) return null;
  if (answer.decision === 'declined') {
    return {
      decision: 'declined',
      answeredAt: quote.closedAt.toISOString(),
      lines: [],
      reason: answer.reason,
      reasonText: answer.reasonText,
      totals: null,
    };
  }
  return {
    decision: 'accepted',
    answeredAt: quote.closedAt.toISOString(),
    lines: answer.lines,
    reason: null,
    reasonText: null,
    totals: totalsView(quote, chosenTotals(quote.lines, answer.lines, vatTermsOf(quote))),
  };
}

function offeredTotalsView(quote: QuoteRow): QuoteTotalsView {
  return totalsView(quote, {
    subtotalHalalas: quote.subtotalHalalas,
    deliveryHalalas: quote.deliveryHalalas,
    vatHalalas: quote.vatHalalas,
    totalHalalas: quote.totalHalalas,
  });
}

export function changeRequestView(row: ChangeRequestRow | null): QuoteChangeRequestView | null {
  if (!row) return null;
  return {
    requestedAt: row.createdAt.toISOString(),
    note: row.note,
    lines: row.lines.map(({ pieceId, want }) => ({ pieceId, want })),
  };
}

export function toQuoteView(quote: QuoteWithCreator, now: Date): QuoteView {
  return {
    _id: quote.id,
    version: quote.version,
    status: effectiveStatus(quote, now),
    lines: lineViews(quote.lines),
    totals: offeredTotalsView(quote),
    validUntil: quote.validUntil.toISOString(),
    createdAt: quote.createdAt.toISOString(),
    createdByName: quote.createdByName,
    sharedAt: quote.sharedAt?.toISOString() ?? null,
    viewedAt: quote.viewedAt?.toISOString() ?? null,
    closedAt: quote.closedAt?.toISOString() ?? null,
    answer: answerView(quote, quote.answer),
    changeRequest: changeRequestView(quote.changeRequest),
    vatNumber: quote.vatNumber,
    terms: quote.terms,
  };
}

/** The lines whose offer differs between two versions, or that only one of them has. */
function changedPieceIds(
  previous: readonly QuoteLineSnapshot[],
  current: readonly QuoteLineSnapshot[],
): string[] {
  const offerOf = (line: QuoteLineSnapshot) =>
    JSON.stringify([
      line.state,
      line.quantity,
      line.options.map((option) => [option.kind, option.unitHalalas]),
    ]);
  const before = new Map(previous.map((line) => [line.pieceId, offerOf(line)]));
  const changed = current
    .filter((line) => before.get(line.pieceId) !== offerOf(line))
    .map((line) => line.pieceId);
  const now = new Set(current.map((line) => line.pieceId));
  return [...changed, ...previous.filter((line) => !now.has(line.pieceId)).map((l) => l.pieceId)];
}

function revisionOf(previous: QuoteRow | null, quote: QuoteRow): QuoteRevisionView | null {
  if (!previous) return null;
  return {
    previousVersion: previous.version,
    previousTotalHalalas: previous.totalHalalas,
    changedPieceIds: changedPieceIds(previous.lines, quote.lines),
  };
}

export function toPublicQuote(
  facts: PublicOrderFacts,
  quote: QuoteRow,
  previous: QuoteRow | null,
  afterSale: { payment: PublicPaymentView | null; fulfilment: PublicFulfilmentView | null },
  now: Date,
  changeRequest: ChangeRequestRow | null = null,
  newQuoteRequestedAt: Date | null = null,
): PublicQuoteView {
  const phone =
    facts.contactPhone ??
    toInternational({
      dialCode: facts.companyDialCode,
      number: facts.companyPhone,
    });
  return {
    company: { name: facts.companyName, logo: companyLogoPath(facts.companyImageId) },
    branchName: facts.branchName,
    customer: {
      firstName: firstNameOf(facts.clientName),
      maskedPhone: maskedPhone(facts.clientDialCode, facts.clientPhone),
    },
    orderRef: facts.orderRef,
    vehicle: { mark: facts.mark ?? '', model: facts.model ?? '', year: facts.year },
    version: quote.version,
    status: effectiveStatus(quote, now),
    issuedAt: quote.createdAt.toISOString(),
    validUntil: quote.validUntil.toISOString(),
    now: now.toISOString(),
    lines: lineViews(quote.lines),
    totals: offeredTotalsView(quote),
    terms: quote.terms,
    vatNumber: quote.vatNumber,
    answer: answerView(quote, quote.answer),
    changeRequest: changeRequestView(changeRequest),
    newQuoteRequest: newQuoteRequestedAt
      ? { requestedAt: newQuoteRequestedAt.toISOString() }
      : null,
    seller: {
      phone,
      whatsapp: facts.whatsappPhone ?? phone,
      branchAddress: facts.branchAddress?.trim() || null,
      commercialRegistration: facts.commercialRegistration,
    },
    revision: revisionOf(previous, quote),
    payment: afterSale.payment,
    fulfilment: afterSale.fulfilment,
  };
}
