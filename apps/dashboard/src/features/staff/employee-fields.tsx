import { useEffect, useRef } from 'react';
import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import type { PhoneValue } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { ImageField, PhoneField, SelectField, TextField } from '../../shared/forms/form-fields';
import { EMPLOYEE_EMAIL_MAX, STAFF_NAME_MAX } from './staff.schemas';
import type { useChosenImage } from './use-chosen-image';
import { useBranchOptions, useSectionOptions } from './use-staff-form-options';

interface EmployeeFieldsProps {
  // The add and edit forms have different value types; only the update helper is used here.
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, 'update'>;
  fields: {
    branch: FieldMetadata<string | undefined>;
    section: FieldMetadata<string | undefined>;
    username: FieldMetadata<string | undefined>;
    email: FieldMetadata<string | undefined>;
    phone: FieldMetadata<string | undefined>;
    dialCode: FieldMetadata<string | undefined>;
    image: FieldMetadata<File | undefined>;
  };
  /** Add: every box is required. */
  required: boolean;
  /** Edit by a manager: the phone stays required. */
  phoneRequired: boolean;
  /** A company picks the branch first, then one of its sections. */
  choosesBranch: boolean;
  initialPhone: PhoneValue;
  image: ReturnType<typeof useChosenImage>;
  currentImageUrl?: string;
}

/**
 * The boxes of the add and edit employee forms. With a branch choice the branch comes first and
 * the sections load for the branch chosen (GET /common/addemployee?selectedBranchId=…); choosing
 * another branch empties the section, which belonged to the old one.
 */
export function EmployeeFields({
  form,
  fields,
  required,
  phoneRequired,
  choosesBranch,
  initialPhone,
  image,
  currentImageUrl,
}: EmployeeFieldsProps) {
  const { t } = useI18n();
  const branches = useBranchOptions(choosesBranch);
  const branchId = typeof fields.branch.value === 'string' ? fields.branch.value : undefined;
  const sections = useSectionOptions({ choosesBranch, branchId });

  const previousBranch = useRef(branchId);
  const { update } = form;
  const sectionName = fields.section.name;
  useEffect(() => {
    if (previousBranch.current === branchId) return;
    previousBranch.current = branchId;
    update({ name: sectionName, value: '' });
  }, [branchId, sectionName, update]);

  const sectionWaitsForBranch = choosesBranch && !branchId;
  return (
    <>
      {choosesBranch ? (
        <SelectField
          meta={fields.branch}
          label={t('employees.field.branch')}
          options={branches.options}
          required={required}
          disabled={branches.loading}
        />
      ) : null}
      <SelectField
        meta={fields.section}
        label={t('employees.field.section')}
        options={sections.options}
        required={required}
        disabled={sectionWaitsForBranch || sections.loading}
      />
      <TextField
        meta={fields.username}
        label={t('employees.field.name')}
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
        maxLength={EMPLOYEE_EMAIL_MAX}
        placeholder="name@company.sa"
      />
      <PhoneField
        phone={fields.phone}
        dialCode={fields.dialCode}
        label={t('staff.field.phone')}
        initial={initialPhone}
        required={required || phoneRequired}
      />
      <ImageField
        meta={fields.image}
        label={t('staff.field.image')}
        value={image.file}
        onChange={image.choose}
        currentImageUrl={currentImageUrl}
        required={required}
        shape="circle"
      />
    </>
  );
}
