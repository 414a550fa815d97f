import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Field } from '../../primitives/field/field';
import { Input } from '../../primitives/input/input';
import type { Country } from '../country-picker/countries';
import { DEFAULT_DIAL_CODE } from '../country-picker/country-search';
import { DeferredCountryPicker } from '../country-picker/deferred-country-picker';
import { digitsOnly } from '../shared/digits';

/** The API's phone shape: `{ dialCode: '+966', number: '0500000001' }`. */
export interface PhoneValue {
  dialCode: string;
  number: string;
}

/** The spec's mobile numbers have exactly 10 digits, without the country code. */
export const PHONE_DIGITS = 10;

export interface PhoneInputProps {
  value?: PhoneValue;
  defaultValue?: Partial<PhoneValue>;
  onChange?: (value: PhoneValue) => void;
  /** Called when the number box loses focus (to mark the field as touched). */
  onBlur?: () => void;
  label?: ReactNode;
  hint?: ReactNode;
  /** Shown once `touched`, through Field. */
  error?: ReactNode;
  touched?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Submits the number under this name in a native form. */
  name?: string;
  id?: string;
  /** Accessible name of the country button. */
  countryLabel?: string;
  searchPlaceholder?: string;
  /** Said in the country list when the search matches nothing. */
  noMatchText?: string;
  locale?: 'ar' | 'en';
  className?: string;
}

/**
 * A mobile number: the country's dial code from the picker and a 10-digit number box that keeps
 * only digits (Arabic-Indic digits are turned into Western ones). The pair reads left to right,
 * '+966 0500000001', in both directions, as phone numbers are written.
 */
export function PhoneInput({
  value,
  defaultValue,
  onChange,
  onBlur,
  label = 'رقم الجوال',
  hint,
  error,
  touched = false,
  required = false,
  disabled = false,
  placeholder = '05xxxxxxxx',
  name,
  id,
  countryLabel = 'رمز الدولة',
  searchPlaceholder,
  noMatchText,
  locale,
  className,
}: PhoneInputProps) {
  const [own, setOwn] = useState<PhoneValue>({
    dialCode: defaultValue?.dialCode ?? DEFAULT_DIAL_CODE,
    number: digitsOnly(defaultValue?.number ?? '').slice(0, PHONE_DIGITS),
  });
  const current = value ?? own;
  const invalid = touched && Boolean(error);

  const update = (next: PhoneValue) => {
    if (!value) setOwn(next);
    onChange?.(next);
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      touched={touched}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <div dir="ltr" className="flex gap-2">
          <DeferredCountryPicker
            value={current.dialCode}
            onChange={(country: Country) => update({ ...current, dialCode: country.dialCode })}
            label={countryLabel}
            searchPlaceholder={searchPlaceholder}
            noMatchText={noMatchText}
            locale={locale}
            disabled={disabled}
            invalid={invalid}
          />
          <Input
            {...control}
            name={name}
            value={current.number}
            onChange={(event) =>
              update({ ...current, number: digitsOnly(event.target.value).slice(0, PHONE_DIGITS) })
            }
            onBlur={onBlur}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            dir="ltr"
            maxLength={PHONE_DIGITS}
            placeholder={placeholder}
            disabled={disabled}
            className={cn('min-w-0 flex-1 tabular-nums')}
          />
        </div>
      )}
    </Field>
  );
}
