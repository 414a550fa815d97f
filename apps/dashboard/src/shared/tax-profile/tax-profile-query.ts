import { can, type components, type QuoteTerms, type Role } from '@taseer/api';
import { $api } from '../../api/api-client';
import type { MessageKey } from '../../i18n/ar';

export type TaxProfile = components['schemas']['TaxProfile'];
export type TaxProfileField = components['schemas']['TaxProfileField'];

/**
 * The caller's company's tax profile: what its invoices say of the seller, and `missing`, what an
 * invoice still needs (none is issued until it is empty). Only a company may read it
 * (`tax.manage`; the others get 403): its /tax-settings screen, and its home for the notice.
 */
export function taxProfileQueryOptions() {
  return $api.queryOptions('get', '/api/v1/tax-profile');
}

/** Whether the home reads the tax profile: only a company may, so no other role asks. */
export function homeReadsTaxProfile(role: Role | null | undefined): boolean {
  return can(role, 'tax.manage');
}

/** Each field an invoice needs, by the name the screen's form gives it, in the form's order. */
export const TAX_PROFILE_FIELD_LABELS: Readonly<Record<TaxProfileField, MessageKey>> = {
  legalNameAr: 'taxSettings.field.legalNameAr',
  vatNumber: 'taxSettings.field.vatNumber',
  commercialRegistration: 'taxSettings.field.commercialRegistration',
  'address.buildingNumber': 'taxSettings.field.buildingNumber',
  'address.street': 'taxSettings.field.street',
  'address.district': 'taxSettings.field.district',
  'address.city': 'taxSettings.field.city',
  'address.postalCode': 'taxSettings.field.postalCode',
  'address.additionalNumber': 'taxSettings.field.additionalNumber',
};

/** What the profile still lacks, named as the form names its boxes, in one line. */
export function missingFieldsText(
  missing: readonly TaxProfileField[],
  t: (key: MessageKey) => string,
): string {
  return missing
    .map((field) => t(TAX_PROFILE_FIELD_LABELS[field]))
    .join(t('taxSettings.listSeparator'));
}

/**
 * Whether the home tells the company its tax profile is incomplete: only while it charges VAT,
 * since a sale without VAT gets no tax invoice (the server's SALE_NOT_TAXED), so a company not
 * registered for VAT is not asked for a VAT number and national address it has no use for.
 */
export function taxProfileIncomplete(
  profile: Pick<TaxProfile, 'missing'>,
  terms: Pick<QuoteTerms, 'vatRateBasisPoints'>,
): boolean {
  return terms.vatRateBasisPoints > 0 && profile.missing.length > 0;
}
