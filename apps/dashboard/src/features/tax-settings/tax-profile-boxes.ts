import { useMemo } from 'react';
import type { NationalAddressBoxName, TaxProfileBoxName, TaxProfileFormTexts } from '@taseer/ui';
import { NATIONAL_ADDRESS_BOXES } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import {
  ADDRESS_NUMBER_INPUT_MAX,
  CITY_MAX,
  COMMERCIAL_REGISTRATION_INPUT_MAX,
  DISTRICT_MAX,
  LEGAL_NAME_MAX,
  STREET_MAX,
  VAT_NUMBER_INPUT_MAX,
} from './tax-profile.schemas';

/** How much each text box of the profile takes as typed (the contract's limits). */
export const BOX_LIMITS: Record<Exclude<TaxProfileBoxName, 'issuingBranch'>, number> = {
  legalNameAr: LEGAL_NAME_MAX,
  legalNameEn: LEGAL_NAME_MAX,
  vatNumber: VAT_NUMBER_INPUT_MAX,
  commercialRegistration: COMMERCIAL_REGISTRATION_INPUT_MAX,
  buildingNumber: ADDRESS_NUMBER_INPUT_MAX,
  street: STREET_MAX,
  district: DISTRICT_MAX,
  city: CITY_MAX,
  postalCode: ADDRESS_NUMBER_INPUT_MAX,
  additionalNumber: ADDRESS_NUMBER_INPUT_MAX,
};

export function isAddressBox(name: TaxProfileBoxName): name is NationalAddressBoxName {
  return (NATIONAL_ADDRESS_BOXES as readonly string[]).includes(name);
}

/** The design system's tax profile words from the catalogue, in the reader's language. */
export function useTaxProfileTexts(): TaxProfileFormTexts {
  const { t } = useI18n();
  return useMemo(
    () => ({
      sections: {
        seller: t('taxSettings.section.seller'),
        registration: {
          title: t('taxSettings.section.registration'),
          description: t('taxSettings.registrationShared'),
        },
        address: {
          title: t('taxSettings.section.address'),
          description: t('taxSettings.addressDescription'),
        },
        issuer: t('taxSettings.section.branch'),
      },
      boxes: {
        legalNameAr: {
          label: t('taxSettings.field.legalNameAr'),
          hint: t('taxSettings.legalNameArHint'),
        },
        legalNameEn: {
          label: t('taxSettings.field.legalNameEn'),
          hint: t('taxSettings.legalNameEnHint'),
        },
        vatNumber: {
          label: t('taxSettings.field.vatNumber'),
          hint: t('taxSettings.vatNumberHint'),
        },
        commercialRegistration: {
          label: t('taxSettings.field.commercialRegistration'),
          hint: t('taxSettings.commercialRegistrationHint'),
        },
        buildingNumber: {
          label: t('taxSettings.field.buildingNumber'),
          hint: t('taxSettings.fourDigits'),
        },
        street: { label: t('taxSettings.field.street') },
        district: { label: t('taxSettings.field.district') },
        city: { label: t('taxSettings.field.city') },
        postalCode: { label: t('taxSettings.field.postalCode'), hint: t('taxSettings.fiveDigits') },
        additionalNumber: {
          label: t('taxSettings.field.additionalNumber'),
          hint: t('taxSettings.fourDigits'),
        },
        issuingBranch: {
          label: t('taxSettings.field.issuingBranch'),
          hint: t('taxSettings.issuingBranchHint'),
        },
      },
    }),
    [t],
  );
}
