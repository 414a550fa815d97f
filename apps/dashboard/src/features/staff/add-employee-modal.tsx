import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { FormModal } from '../../shared/forms/form-modal';
import { DEFAULT_DIAL_CODE } from '../../shared/forms/form-rules';
import { useRegisterStaff } from './api/register-staff';
import { STAFF_FORM_FIELDS, STAFF_ROLES } from './staff.schemas';
import { useChosenImage } from './use-chosen-image';
import { addEmployeeSchema } from './employee.schemas';
import { EmployeeFields } from './employee-fields';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';

/** 'إضافة موظف': every box required, the picture too; a company picks the branch first. */
export function AddEmployeeModal({
  choosesBranch,
  onClose,
}: {
  choosesBranch: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { showSuccess } = useToastMessages();
  const { lastResult, failed } = useServerFieldErrors(STAFF_FORM_FIELDS);
  const register = useRegisterStaff();
  const image = useChosenImage();
  const schema = addEmployeeSchema({ choosesBranch });

  const [form, fields] = useForm({
    id: 'add-employee',
    lastResult,
    defaultValue: { dialCode: DEFAULT_DIAL_CODE },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(image.addTo(formData), { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const { phone, dialCode, ...rest } = submission.value;
      register.mutate(
        { ...rest, role: STAFF_ROLES.employee, phone: { dialCode, number: phone } },
        {
          onSuccess: (answer) => {
            showSuccess(answer);
            onClose();
          },
          onError: failed(submission),
        },
      );
    },
  });

  const chooseImage = (file: File | null) => {
    image.choose(file);
    // An error under the picture goes away as soon as one is chosen.
    if (fields.image.errors) form.validate({ name: fields.image.name });
  };

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('employees.add')}
      formId={form.id}
      pending={register.isPending}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-4">
        <EmployeeFields
          form={form}
          fields={fields}
          required
          phoneRequired
          choosesBranch={choosesBranch}
          initialPhone={{ dialCode: DEFAULT_DIAL_CODE, number: '' }}
          image={{ ...image, choose: chooseImage }}
        />
      </form>
    </FormModal>
  );
}
