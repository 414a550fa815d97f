import { useState } from 'react';
import type { FieldMetadata } from '@conform-to/react';
import { PhoneInput } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import type { PhoneValue } from './auth-navigation-state';

interface PhoneFieldProps {
  /** conform's metadata of the 10-digit number and of the dial code. */
  phone: FieldMetadata<string>;
  dialCode: FieldMetadata<string>;
  initial: PhoneValue;
  disabled?: boolean;
}

/**
 * The mobile number of the sign-in forms: the searchable country picker (+966 by default) and
 * the ten digits. The number box is a native input the form reads by its name, so conform sees
 * typing and blur; the dial code chosen in the picker travels in a hidden input beside it.
 */
export function PhoneField({ phone, dialCode, initial, disabled }: PhoneFieldProps) {
  const { t, tMessage, lang } = useI18n();
  const [chosenDialCode, setChosenDialCode] = useState(initial.dialCode);
  const error = phone.errors?.[0] ?? dialCode.errors?.[0];

  return (
    <>
      <input type="hidden" name={dialCode.name} value={chosenDialCode} />
      <PhoneInput
        key={phone.key}
        id={phone.id}
        name={phone.name}
        defaultValue={initial}
        onChange={(next) => setChosenDialCode(next.dialCode)}
        label={t('auth.phone')}
        countryLabel={t('auth.countryCode')}
        searchPlaceholder={t('auth.countrySearch')}
        noMatchText={t('auth.countryNoMatch')}
        locale={lang}
        error={error ? tMessage(error) : undefined}
        touched={error !== undefined}
        required
        disabled={disabled}
      />
    </>
  );
}
