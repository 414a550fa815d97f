import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { imageUrl, type StaffMember } from '@taseer/api';
import { toast } from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import { useI18n } from '../../i18n/i18n';
import { hasChanges } from '../../shared/forms/changes';
import { FormModal } from '../../shared/forms/form-modal';
import { useUpdateStaff } from './api/update-staff';
import { staffChanges } from './staff-changes';
import { STAFF_FORM_FIELDS, STAFF_ROLES } from './staff.schemas';
import { useChosenImage } from './use-chosen-image';
import { editManagerSchema, managerFormDefaults, type EditManagerValues } from './manager.schemas';
import { ManagerFields } from './manager-fields';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';

/** 'تعديل المدير': every field optional; only what changed is sent, with the role manager. */
export function EditManagerModal({
  manager,
  choosesBranch,
  onClose,
}: {
  manager: StaffMember;
  choosesBranch: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { lastResult, failed } = useServerFieldErrors(STAFF_FORM_FIELDS);
  const update = useUpdateStaff();
  const image = useChosenImage();
  const defaults = managerFormDefaults(manager);

  const [form, fields] = useForm<EditManagerValues>({
    id: `edit-manager-${manager._id}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(image.addTo(formData), { schema: editManagerSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const changes = staffChanges(manager, submission.value);
      if (!hasChanges(changes)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate(
        { id: manager._id, role: STAFF_ROLES.manager, changes },
        {
          onSuccess: () => {
            toast.success(t('staff.updated'));
            onClose();
          },
          onError: failed(submission),
        },
      );
    },
  });

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('managers.edit')}
      formId={form.id}
      pending={update.isPending}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-4">
        <ManagerFields
          fields={fields}
          required={false}
          choosesBranch={choosesBranch}
          managerId={manager._id}
          initialPhone={{ dialCode: defaults.dialCode, number: defaults.phone }}
          image={image}
          currentImageUrl={imageUrl(apiBaseUrl, manager.image)}
        />
      </form>
    </FormModal>
  );
}
