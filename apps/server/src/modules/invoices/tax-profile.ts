import type { TaxDocumentSellerRow } from '../../db/schema.js';
import type { components } from '../../generated/contract-types.js';
import type { StoredTaxProfile } from './tax-profile.repository.js';

export type TaxProfileField = components['schemas']['TaxProfileField'];
export type TaxProfileView = components['schemas']['TaxProfile'];

/** The seller as a company describes it: its own profile and the quote terms' two numbers. */
export interface SellerTaxProfile extends StoredTaxProfile {
  vatNumber: string | null;
  commercialRegistration: string | null;
}

/** What an invoice cannot go without, in the order the form shows them. */
export function missingFields(profile: SellerTaxProfile): TaxProfileField[] {
  const required: [TaxProfileField, string | null][] = [
    ['legalNameAr', profile.legalNameAr],
    ['vatNumber', profile.vatNumber],
    ['commercialRegistration', profile.commercialRegistration],
    ['address.buildingNumber', profile.buildingNumber],
    ['address.street', profile.street],
    ['address.district', profile.district],
    ['address.city', profile.city],
    ['address.postalCode', profile.postalCode],
    ['address.additionalNumber', profile.additionalNumber],
  ];
  return required.filter(([, value]) => !value).map(([field]) => field);
}

export function toTaxProfileView(profile: SellerTaxProfile): TaxProfileView {
  return {
    legalNameAr: profile.legalNameAr,
    legalNameEn: profile.legalNameEn,
    vatNumber: profile.vatNumber,
    commercialRegistration: profile.commercialRegistration,
    address: {
      buildingNumber: profile.buildingNumber,
      street: profile.street,
      district: profile.district,
      city: profile.city,
      postalCode: profile.postalCode,
      additionalNumber: profile.additionalNumber,
    },
    issuingBranchId: profile.issuingBranchId,
    missing: missingFields(profile),
  };
}

/** The seller an invoice names, or null while the profile lacks something an invoice needs. */
export function sellerOf(profile: SellerTaxProfile): TaxDocumentSellerRow | null {
  const { legalNameAr, vatNumber, commercialRegistration } = profile;
  const { buildingNumber, street, district, city, postalCode, additionalNumber } = profile;
  if (
    !legalNameAr ||
    !vatNumber ||
    !commercialRegistration ||
    !buildingNumber ||
    !street ||
    !district ||
    !city ||
    !postalCode ||
    !additionalNumber
  ) {
    return null;
  }
  return {
    legalNameAr,
    legalNameEn: profile.legalNameEn,
    vatNumber,
    commercialRegistration,
    address: {
      buildingNumber,
      street,
      district,
      city,
      postalCode,
      additionalNumber,
    },
  };
}
