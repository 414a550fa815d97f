import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { FormModal } from '../../shared/forms/form-modal';
import { DEFAULT_DIAL_CODE } from '../../shared/forms/form-rules';
import { useRegisterStaff } from './api/register-staff';
import { STAFF_FORM_FIELDS, STAFF_ROLES } from './staff.schemas';
import { useChosenImage } from './use-chosen-image';
import { addManagerSchema } from './manager.schemas';
import { ManagerFields } from './manager-fields';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';

/** 'إضافة مدير': a company adds a manager, optionally in one of its branches; picture optional. */
export function AddManagerModal({
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

  const [form, fields] = useForm({
    id: 'add-manager',
    lastResult,
    defaultValue: { dialCode: DEFAULT_DIAL_CODE },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(image.addTo(formData), { schema: addManagerSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const { phone, dialCode, ...rest } = submission.value;
      register.mutate(
        { ...rest, role: STAFF_ROLES.manager, phone: { dialCode, number: phone } },
        {
          onSuccess: (answer) => {
            showSuccess(answer);
            onClose();
          },
          // The form stays open with what was typed, under the server's message.
          onError: failed(submission),
        },
      );
    },
  });

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('managers.add')}
      formId={form.id}
      pending={register.isPending}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-4">
        <ManagerFields
          fields={fields}
          required
          choosesBranch={choosesBranch}
          initialPhone={{ dialCode: DEFAULT_DIAL_CODE, number: '' }}
          image={image}
        />
      </form>
    </FormModal>
  );
}
