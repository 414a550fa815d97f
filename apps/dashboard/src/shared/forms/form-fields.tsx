import {
  getInputProps,
  getTextareaProps,
  useInputControl,
  type FieldMetadata,
} from '@conform-to/react';
import { useState, type ReactNode } from 'react';
import {
  Field,
  ImageInput,
  Input,
  PhoneInput,
  Select,
  Textarea,
  type PhoneValue,
  type SelectOption,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

/**
 * conform fields drawn with the design system, errors translated from their catalogue keys and
 * shown once the form has validated the field.
 */

function useFieldError(meta: FieldMetadata<string | undefined>) {
  const { tMessage } = useI18n();
  const error = meta.errors?.[0];
  return { error: error ? tMessage(error) : undefined, touched: error !== undefined };
}

interface TextFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: string;
  required?: boolean;
  maxLength?: number;
  minLength?: number;
  /** `password` hides what is typed (a secret key); the box is never filled from the record. */
  type?: 'text' | 'email' | 'password';
  inputMode?: 'text' | 'email' | 'decimal' | 'numeric' | 'tel';
  /** The browser's autofill: `off` for keys and references it has no business suggesting. */
  autoComplete?: string;
  dir?: 'ltr' | 'auto';
  multiline?: boolean;
  /** Lines a multiline box shows before it scrolls. */
  rows?: number;
  placeholder?: string;
  hint?: ReactNode;
}

export function TextField({
  meta,
  label,
  required,
  maxLength,
  minLength,
  type = 'text',
  inputMode,
  dir,
  multiline,
  rows = 3,
  placeholder,
  hint,
  autoComplete,
}: TextFieldProps) {
  const { error, touched } = useFieldError(meta);
  const limits = { maxLength, minLength, placeholder, dir, autoComplete, required: undefined };
  return (
    <Field
      id={meta.id}
      label={label}
      error={error}
      touched={touched}
      required={required}
      hint={hint}
    >
      {multiline ? (
        <Textarea
          {...getTextareaProps(meta, { ariaAttributes: false })}
          {...limits}
          key={meta.key}
          rows={rows}
        />
      ) : (
        <Input
          {...getInputProps(meta, { type, ariaAttributes: false })}
          {...limits}
          key={meta.key}
          inputMode={inputMode}
        />
      )}
    </Field>
  );
}

interface SelectFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

/** A dropdown of `{ id, value }` options: 'اختر' while nothing is chosen, 'لا شيئ' when empty. */
export function SelectField({ meta, label, options, required, disabled, hint }: SelectFieldProps) {
  const { t } = useI18n();
  const { error, touched } = useFieldError(meta);
  const control = useInputControl(meta);
  return (
    <Field
      id={meta.id}
      label={label}
      error={error}
      touched={touched}
      required={required}
      hint={hint}
    >
      {(aria) => (
        <Select
          {...aria}
          options={options}
          value={typeof control.value === 'string' ? control.value : ''}
          onValueChange={(id) => control.change(id)}
          onOpenChange={(open) => {
            if (!open) control.blur();
          }}
          placeholder={t('form.selectPlaceholder')}
          emptyText={t('form.selectEmpty')}
          disabled={disabled}
          invalid={touched}
        />
      )}
    </Field>
  );
}

interface PhoneFieldProps {
  phone: FieldMetadata<string | undefined>;
  dialCode: FieldMetadata<string | undefined>;
  label: string;
  initial: PhoneValue;
  required?: boolean;
}

/**
 * The number with its country (PhoneInput); the dial code travels in a hidden box so the form's
 * data holds both.
 */
export function PhoneField({ phone, dialCode, label, initial, required }: PhoneFieldProps) {
  const { t, tMessage, lang } = useI18n();
  const [current, setCurrent] = useState<PhoneValue>(initial);
  const message = phone.errors?.[0] ?? dialCode.errors?.[0];
  return (
    <>
      <PhoneInput
        key={phone.key}
        id={phone.id}
        name={phone.name}
        value={current}
        onChange={setCurrent}
        label={label}
        error={message ? tMessage(message) : undefined}
        touched={message !== undefined}
        required={required}
        countryLabel={t('form.countryCode')}
        searchPlaceholder={t('form.countrySearch')}
        noMatchText={t('form.countryNoMatch')}
        locale={lang}
      />
      <input type="hidden" name={dialCode.name} value={current.dialCode} />
    </>
  );
}

interface ImageFieldProps {
  meta: FieldMetadata<File | undefined>;
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  currentImageUrl?: string;
  required?: boolean;
  shape?: 'square' | 'circle';
}

/**
 * A picture kept in state (a file box cannot be refilled by script); the form adds it to its
 * data before validating.
 */
export function ImageField({
  meta,
  label,
  value,
  onChange,
  currentImageUrl,
  required,
  shape,
}: ImageFieldProps) {
  const { t, tMessage } = useI18n();
  const error = meta.errors?.[0];
  return (
    <ImageInput
      label={label}
      value={value}
      onChange={onChange}
      currentImageUrl={currentImageUrl}
      // The API replaces a picture but cannot clear one: only a newly chosen file is removable.
      currentRemovable={false}
      error={error ? tMessage(error) : undefined}
      touched={error !== undefined}
      required={required}
      shape={shape}
      hint={t('form.imageHint')}
      chooseLabel={t('form.imageChoose')}
      replaceLabel={t('form.imageReplace')}
      removeLabel={t('form.imageRemove')}
      problemMessages={{
        type: t('form.imageType'),
        size: t('form.imageSize'),
        empty: t('form.imageEmpty'),
      }}
    />
  );
}
