import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useRef, useState } from 'react';
import { imageUrl, type Company } from '@taseer/api';
import { toast } from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import { useI18n } from '../../i18n/i18n';
import { DEFAULT_DIAL_CODE, NAME_MAX } from '../../shared/forms/form-rules';
import { FormModal } from '../../shared/forms/form-modal';
import { ImageField, PhoneField, TextField } from '../../shared/forms/form-fields';
import { useUpdateCompany } from './api/update-company';
import { hasChanges } from '../../shared/forms/changes';
import { companyChanges } from './company-changes';
import { WAGE_INPUT_MAX } from '../../shared/forms/wage-rule';
import {
  COMPANY_EMAIL_MAX,
  COMPANY_FORM_FIELDS,
  DESCRIPTION_MAX,
  editCompanySchema,
} from './company.schemas';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';

/** 'تعديل الشركة': every field optional; only what was changed is sent. */
export function EditCompanyModal({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useI18n();
  const { lastResult, failed } = useServerFieldErrors(COMPANY_FORM_FIELDS);
  const update = useUpdateCompany();
  const [logo, setLogo] = useState<File | null>(null);
  const logoRef = useRef<File | null>(null);
  const phone = {
    dialCode: company.phone.dialCode || DEFAULT_DIAL_CODE,
    number: company.phone.number,
  };

  const [form, fields] = useForm({
    id: `edit-company-${company._id}`,
    lastResult,
    defaultValue: {
      username: company.username ?? '',
      email: company.email ?? '',
      phone: phone.number,
      dialCode: phone.dialCode,
      description: company.description ?? '',
      defaultEmployeeCost: String(company.defaultEmployeeCost),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      if (logoRef.current) formData.set('image', logoRef.current);
      return parseWithZod(formData, { schema: editCompanySchema });
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const changes = companyChanges(company, submission.value);
      if (!hasChanges(changes)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate(
        { id: company._id, changes },
        {
          onSuccess: () => {
            toast.success(t('companies.updated'));
            onClose();
          },
          onError: failed(submission),
        },
      );
    },
  });

  const chooseLogo = (file: File | null) => {
    logoRef.current = file;
    setLogo(file);
  };

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('companies.edit')}
      formId={form.id}
      pending={update.isPending}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-4">
        <TextField meta={fields.username} label={t('companies.field.name')} maxLength={NAME_MAX} />
        <TextField
          meta={fields.email}
          label={t('companies.field.email')}
          type="email"
          dir="ltr"
          maxLength={COMPANY_EMAIL_MAX}
        />
        <PhoneField
          phone={fields.phone}
          dialCode={fields.dialCode}
          label={t('companies.field.phone')}
          initial={phone}
        />
        <TextField
          meta={fields.defaultEmployeeCost}
          label={t('companies.field.wage')}
          inputMode="decimal"
          dir="ltr"
          maxLength={WAGE_INPUT_MAX}
          hint={t('wage.hint')}
        />
        <TextField
          meta={fields.description}
          label={t('companies.field.description')}
          multiline
          maxLength={DESCRIPTION_MAX}
        />
        <ImageField
          meta={fields.image}
          label={t('companies.field.logo')}
          value={logo}
          onChange={chooseLogo}
          currentImageUrl={imageUrl(apiBaseUrl, company.image)}
        />
      </form>
    </FormModal>
  );
}
