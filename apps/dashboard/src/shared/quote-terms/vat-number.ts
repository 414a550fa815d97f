import { can, type QuoteTerms, type Role } from '@taseer/api';

/**
 * Terms that charge VAT with no VAT number: the customers' quotes then show VAT without the
 * seller's VAT number, which a Saudi tax invoice must carry. A warning, not a rule: the server
 * saves such terms (a company may register later), and the screens say what is missing.
 */
export function vatWithoutNumber(
  terms: Pick<QuoteTerms, 'vatRateBasisPoints' | 'vatNumber'>,
): boolean {
  return terms.vatRateBasisPoints > 0 && !terms.vatNumber?.trim();
}

/**
 * Whether the home reads the company's quote terms to warn of it: only a company may read them,
 * so no other role asks (and none sees the warning).
 */
export function homeReadsQuoteTerms(role: Role | null | undefined): boolean {
  return can(role, 'quoteTerms.manage');
}
