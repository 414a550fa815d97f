import type { FieldMetadata } from '@conform-to/react';
import type { PhoneValue } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { ImageField, PhoneField, SelectField, TextField } from '../../shared/forms/form-fields';
import { STAFF_EMAIL_MAX, STAFF_NAME_MAX } from './staff.schemas';
import { useManagerBranchOptions } from './use-staff-form-options';
import type { useChosenImage } from './use-chosen-image';

interface ManagerFieldsProps {
  fields: {
    username: FieldMetadata<string | undefined>;
    email: FieldMetadata<string | undefined>;
    phone: FieldMetadata<string | undefined>;
    dialCode: FieldMetadata<string | undefined>;
    branch: FieldMetadata<string | undefined>;
    image: FieldMetadata<File | undefined>;
  };
  /** Add: name, e-mail and phone are required. */
  required: boolean;
  /** A company places its manager in one of its branches. */
  choosesBranch: boolean;
  /** Editing: the manager whose own branch stays on offer among the free ones. */
  managerId?: string;
  initialPhone: PhoneValue;
  image: ReturnType<typeof useChosenImage>;
  currentImageUrl?: string;
}

/** The boxes of the add and edit manager forms. */
export function ManagerFields({
  fields,
  required,
  choosesBranch,
  managerId,
  initialPhone,
  image,
  currentImageUrl,
}: ManagerFieldsProps) {
  const { t } = useI18n();
  const branches = useManagerBranchOptions(choosesBranch, managerId);
  return (
    <>
      <TextField
        meta={fields.username}
        label={t('managers.field.name')}
        required={required}
        maxLength={STAFF_NAME_MAX}
      />
      <TextField
        meta={fields.email}
        label={t('staff.field.email')}
        type="email"
        inputMode="email"
        dir="ltr"
        required={required}
        maxLength={STAFF_EMAIL_MAX}
        placeholder="name@company.sa"
      />
      <PhoneField
        phone={fields.phone}
        dialCode={fields.dialCode}
        label={t('staff.field.phone')}
        initial={initialPhone}
        required={required}
      />
      {choosesBranch ? (
        <SelectField
          meta={fields.branch}
          label={t('managers.field.branch')}
          options={branches.options}
          disabled={branches.loading}
        />
      ) : null}
      <ImageField
        meta={fields.image}
        label={t('staff.field.image')}
        value={image.file}
        onChange={image.choose}
        currentImageUrl={currentImageUrl}
        shape="circle"
      />
    </>
  );
}
