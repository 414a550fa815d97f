import type { FieldMetadata } from '@conform-to/react';
import { Field, Input } from '@taseer/ui';
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
 * The mobile number of the sign-in forms: dial code (+966 by default) and the ten digits, both
 * native inputs the form reads by name, written left to right as phone numbers are.
 *
 * The searchable country picker arrives with `PhoneInput` from @taseer/ui; until the package
 * exports it, the dial code is typed here.
 */
export function PhoneField({ phone, dialCode, initial, disabled }: PhoneFieldProps) {
  const { t, tMessage } = useI18n();
  const error = phone.errors?.[0] ?? dialCode.errors?.[0];

  return (
    <Field
      id={phone.id}
      label={t('auth.phone')}
      error={error ? tMessage(error) : undefined}
      touched={error !== undefined}
      required
    >
      {(control) => (
        <div dir="ltr" className="flex gap-2">
          <Input
            key={dialCode.key}
            name={dialCode.name}
            defaultValue={initial.dialCode}
            aria-label={t('auth.countryCode')}
            aria-invalid={dialCode.errors ? true : undefined}
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={5}
            disabled={disabled}
            className="w-24 shrink-0 text-center tabular-nums"
          />
          <Input
            {...control}
            key={phone.key}
            name={phone.name}
            defaultValue={initial.number}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            placeholder="05xxxxxxxx"
            disabled={disabled}
            className="min-w-0 flex-1 tabular-nums"
          />
        </div>
      )}
    </Field>
  );
}
