import type { FieldMetadata } from '@conform-to/react';
import { NationalAddressFields, type NationalAddressBoxName } from '@taseer/ui';
import { TextField } from '../../shared/forms/form-fields';
import { BOX_LIMITS, isAddressBox, useTaxProfileTexts } from './tax-profile-boxes';

/** A branch's own national address: the design system's six boxes, bound to the form. */
export function AddressFields({
  fields,
  required = false,
}: {
  fields: Record<NationalAddressBoxName, FieldMetadata<string | undefined>>;
  required?: boolean;
}) {
  const texts = useTaxProfileTexts();
  return (
    <NationalAddressFields
      boxes={texts.boxes}
      renderBox={(box) => {
        // The address layout asks only for address boxes.
        if (!isAddressBox(box.name)) return null;
        const name = box.name;
        return (
          <TextField
            meta={fields[name]}
            label={box.label}
            hint={box.hint}
            dir={box.dir}
            inputMode={box.inputMode}
            autoComplete={box.autoComplete}
            maxLength={BOX_LIMITS[name]}
            required={required}
          />
        );
      }}
    />
  );
}
