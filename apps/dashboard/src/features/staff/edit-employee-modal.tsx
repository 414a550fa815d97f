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
import {
  editEmployeeSchema,
  employeeFormDefaults,
  type EditEmployeeValues,
} from './employee.schemas';
import { EmployeeFields } from './employee-fields';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';

/**
 * 'تعديل الموظف': fields optional except the phone for a manager; only what changed is sent.
 * A company may move the employee to another branch (and must then pick a section there).
 */
export function EditEmployeeModal({
  employee,
  choosesBranch,
  onClose,
}: {
  employee: StaffMember;
  choosesBranch: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { lastResult, failed } = useServerFieldErrors(STAFF_FORM_FIELDS);
  const update = useUpdateStaff();
  const image = useChosenImage();
  const defaults = employeeFormDefaults(employee);
  const phoneRequired = !choosesBranch;
  const schema = editEmployeeSchema({ phoneRequired, saved: employee });

  const [form, fields] = useForm<EditEmployeeValues>({
    id: `edit-employee-${employee._id}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(image.addTo(formData), { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const changes = staffChanges(employee, submission.value);
      if (!hasChanges(changes)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate(
        { id: employee._id, role: STAFF_ROLES.employee, changes },
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
      title={t('employees.edit')}
      formId={form.id}
      pending={update.isPending}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-4">
        <EmployeeFields
          form={form}
          fields={fields}
          required={false}
          phoneRequired={phoneRequired}
          choosesBranch={choosesBranch}
          initialPhone={{ dialCode: defaults.dialCode, number: defaults.phone }}
          image={image}
          currentImageUrl={imageUrl(apiBaseUrl, employee.image)}
        />
      </form>
    </FormModal>
  );
}
