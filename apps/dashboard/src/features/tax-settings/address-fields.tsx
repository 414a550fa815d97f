import type { FieldMetadata } from '@conform-to/react';
import { useI18n } from '../../i18n/i18n';
import { TextField } from '../../shared/forms/form-fields';
import {
  ADDRESS_NUMBER_INPUT_MAX,
  CITY_MAX,
  DISTRICT_MAX,
  STREET_MAX,
} from './tax-profile.schemas';

type Part = 'buildingNumber' | 'street' | 'district' | 'city' | 'postalCode' | 'additionalNumber';

/**
 * The six boxes of a Saudi national address, as ZATCA asks it: the company's in its tax profile,
 * a branch's of its own. The numbers are typed left to right; the names as written.
 */
export function AddressFields({
  fields,
  required = false,
}: {
  fields: Record<Part, FieldMetadata<string | undefined>>;
  required?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        meta={fields.buildingNumber}
        label={t('taxSettings.field.buildingNumber')}
        inputMode="numeric"
        dir="ltr"
        maxLength={ADDRESS_NUMBER_INPUT_MAX}
        autoComplete="off"
        hint={t('taxSettings.fourDigits')}
        required={required}
      />
      <TextField
        meta={fields.street}
        dir="auto"
        label={t('taxSettings.field.street')}
        maxLength={STREET_MAX}
        autoComplete="off"
        required={required}
      />
      <TextField
        meta={fields.district}
        dir="auto"
        label={t('taxSettings.field.district')}
        maxLength={DISTRICT_MAX}
        autoComplete="off"
        required={required}
      />
      <TextField
        meta={fields.city}
        dir="auto"
        label={t('taxSettings.field.city')}
        maxLength={CITY_MAX}
        autoComplete="off"
        required={required}
      />
      <TextField
        meta={fields.postalCode}
        label={t('taxSettings.field.postalCode')}
        inputMode="numeric"
        dir="ltr"
        maxLength={ADDRESS_NUMBER_INPUT_MAX}
        autoComplete="off"
        hint={t('taxSettings.fiveDigits')}
        required={required}
      />
      <TextField
        meta={fields.additionalNumber}
        label={t('taxSettings.field.additionalNumber')}
        inputMode="numeric"
        dir="ltr"
        maxLength={ADDRESS_NUMBER_INPUT_MAX}
        autoComplete="off"
        hint={t('taxSettings.fourDigits')}
        required={required}
      />
    </div>
  );
}
