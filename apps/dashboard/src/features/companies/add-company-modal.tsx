import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { DEFAULT_DIAL_CODE, NAME_MAX } from '../../shared/forms/form-rules';
import { FormModal } from '../../shared/forms/form-modal';
import { ImageField, PhoneField, TextField } from '../../shared/forms/form-fields';
import { useCreateCompany } from './api/create-company';
import {
  addCompanySchema,
  COMPANY_EMAIL_MAX,
  COMPANY_FORM_FIELDS,
  DESCRIPTION_MAX,
} from './company.schemas';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';

/** 'إضافة شركة': a new company account with its logo; the server's message confirms it. */
export function AddCompanyModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const { showSuccess } = useToastMessages();
  const { lastResult, failed } = useServerFieldErrors(COMPANY_FORM_FIELDS);
  const create = useCreateCompany();
  const [logo, setLogo] = useState<File | null>(null);
  // The validator reads the file from here: it can run before the next render has happened.
  const logoRef = useRef<File | null>(null);

  const [form, fields] = useForm({
    id: 'add-company',
    lastResult,
    defaultValue: { dialCode: DEFAULT_DIAL_CODE },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      if (logoRef.current) formData.set('image', logoRef.current);
      return parseWithZod(formData, { schema: addCompanySchema });
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      create.mutate(submission.value, {
        onSuccess: (answer) => {
          showSuccess(answer);
          onClose();
        },
        onError: failed(submission),
      });
    },
  });

  const chooseLogo = (file: File | null) => {
    logoRef.current = file;
    setLogo(file);
    if (fields.image.errors) form.validate({ name: fields.image.name });
  };

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('companies.add')}
      formId={form.id}
      pending={create.isPending}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-4">
        <TextField
          meta={fields.username}
          label={t('companies.field.name')}
          required
          maxLength={NAME_MAX}
        />
        <TextField
          meta={fields.email}
          label={t('companies.field.email')}
          type="email"
          dir="ltr"
          required
          maxLength={COMPANY_EMAIL_MAX}
        />
        <PhoneField
          phone={fields.phone}
          dialCode={fields.dialCode}
          label={t('companies.field.phone')}
          initial={{ dialCode: DEFAULT_DIAL_CODE, number: '' }}
          required
        />
        <TextField
          meta={fields.description}
          label={t('companies.field.description')}
          required
          multiline
          maxLength={DESCRIPTION_MAX}
        />
        <ImageField
          meta={fields.image}
          label={t('companies.field.logo')}
          value={logo}
          onChange={chooseLogo}
          required
        />
      </form>
    </FormModal>
  );
}
