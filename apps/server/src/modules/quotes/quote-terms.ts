import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { quoteTerms } from '../../db/schema.js';

/** A company's terms as every quote rule reads them (defaults when it never set any). */
export interface CompanyQuoteTerms {
  vatRateBasisPoints: number;
  vatNumber: string | null;
  pricesIncludeVat: boolean;
  validityHours: number;
  deliveryFeeHalalas: number;
  terms: string | null;
  /** Null: DEFAULT_MESSAGE_TEMPLATE. */
  messageTemplate: string | null;
  commercialRegistration: string | null;
  /** International form; null: the company's own number. */
  contactPhone: string | null;
  /** International form; null: the contact number. */
  whatsappPhone: string | null;
}

export const DEFAULT_MESSAGE_TEMPLATE =
  'مرحبًا {customer}، عرض سعر طلبك {ref} جاهز: الإجمالي {total} شامل الضريبة، صالح حتى {validUntil}. اطّلع على التفاصيل واختر ما يناسبك من هنا: {link}';

export const DEFAULT_QUOTE_TERMS: CompanyQuoteTerms = {
  vatRateBasisPoints: 1500,
  vatNumber: null,
  pricesIncludeVat: false,
  validityHours: 48,
  deliveryFeeHalalas: 0,
  terms: null,
  messageTemplate: null,
  commercialRegistration: null,
  contactPhone: null,
  whatsappPhone: null,
};

const columns = {
  vatRateBasisPoints: quoteTerms.vatRateBasisPoints,
  vatNumber: quoteTerms.vatNumber,
  pricesIncludeVat: quoteTerms.pricesIncludeVat,
  validityHours: quoteTerms.validityHours,
  deliveryFeeHalalas: quoteTerms.deliveryFeeHalalas,
  terms: quoteTerms.terms,
  messageTemplate: quoteTerms.messageTemplate,
  commercialRegistration: quoteTerms.commercialRegistration,
  contactPhone: quoteTerms.contactPhone,
  whatsappPhone: quoteTerms.whatsappPhone,
};

export async function findQuoteTerms(db: Database, companyId: string): Promise<CompanyQuoteTerms> {
  const [row] = await db
    .select(columns)
    .from(quoteTerms)
    .where(eq(quoteTerms.companyId, companyId))
    .limit(1);
  return row ?? DEFAULT_QUOTE_TERMS;
}

export async function saveQuoteTerms(
  db: Database,
  companyId: string,
  terms: CompanyQuoteTerms,
  now: Date,
): Promise<void> {
  await db
    .insert(quoteTerms)
    .values({ companyId, ...terms, updatedAt: now })
    .onConflictDoUpdate({ target: quoteTerms.companyId, set: { ...terms, updatedAt: now } });
}

/**
 * Sets only the numbers that name the seller (the tax profile edits them too): the rest of the
 * terms stay as they are, or at their defaults for a company that never saved any.
 */
export async function saveSellerRegistration(
  db: Database,
  companyId: string,
  registration: Pick<CompanyQuoteTerms, 'vatNumber' | 'commercialRegistration'>,
  now: Date,
): Promise<void> {
  await db
    .insert(quoteTerms)
    .values({ companyId, ...registration, updatedAt: now })
    .onConflictDoUpdate({ target: quoteTerms.companyId, set: { ...registration, updatedAt: now } });
}
