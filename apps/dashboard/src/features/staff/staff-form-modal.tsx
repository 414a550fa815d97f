import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { imageUrl, type StaffMember } from '@taseer/api';
import { toast } from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { hasChanges } from '../../shared/forms/changes';
import { FormModal } from '../../shared/forms/form-modal';
import { DEFAULT_DIAL_CODE } from '../../shared/forms/form-rules';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';
import { useRegisterStaff } from './api/register-staff';
import { useUpdateStaff } from './api/update-staff';
import { EmployeeFields } from './employee-fields';
import { addEmployeeSchema, editEmployeeSchema, employeeFormDefaults } from './employee.schemas';
import { ManagerFields } from './manager-fields';
import { addManagerSchema, editManagerSchema, managerFormDefaults } from './manager.schemas';
import { staffChanges, type StaffFormValues } from './staff-changes';
import { STAFF_FORM_FIELDS, STAFF_ROLES } from './staff.schemas';
import { useChosenImage } from './use-chosen-image';

/** Whom the form adds or edits; the API knows an employee by the role `agent`. */
export type StaffKind = keyof typeof STAFF_ROLES;

const TITLES = {
  manager: { add: 'managers.add', edit: 'managers.edit' },
  employee: { add: 'employees.add', edit: 'employees.edit' },
} as const;

/**
 * Add: a manager's name, e-mail and phone are required, its picture and (for a company) its
 * branch optional; an employee needs every box, the picture too, and a company picks the branch
 * first.
 */
function addSchema(kind: StaffKind, choosesBranch: boolean) {
  return kind === 'manager' ? addManagerSchema : addEmployeeSchema({ choosesBranch });
}

/** Edit: every box optional, except an employee's phone when a manager edits it. */
function editSchema(kind: StaffKind, saved: StaffMember, choosesBranch: boolean) {
  return kind === 'manager'
    ? editManagerSchema
    : editEmployeeSchema({ phoneRequired: !choosesBranch, saved });
}

/** The saved person's values, or an empty form on the default dial code. */
function startingValues(kind: StaffKind, member: StaffMember | undefined) {
  if (!member) return { dialCode: DEFAULT_DIAL_CODE };
  return kind === 'manager' ? managerFormDefaults(member) : employeeFormDefaults(member);
}

interface StaffFormModalProps {
  kind: StaffKind;
  /** The person edited; without one, the form adds a new person. */
  member?: StaffMember;
  /** `can(role, 'branch.choose')`: a company places the person in one of its branches. */
  choosesBranch: boolean;
  onClose: () => void;
}

/**
 * 'إضافة مدير' / 'تعديل المدير' and 'إضافة موظف' / 'تعديل الموظف'. A new person is registered with
 * the role of the list it joins; an edit sends only what changed, with the person's own role, and
 * a form left as it was says so instead of saving. A refused save keeps what was typed, under the
 * server's message.
 */
export function StaffFormModal({ kind, member, choosesBranch, onClose }: StaffFormModalProps) {
  const { t } = useI18n();
  const { showSuccess } = useToastMessages();
  const { lastResult, failed } = useServerFieldErrors(STAFF_FORM_FIELDS);
  const register = useRegisterStaff();
  const update = useUpdateStaff();
  const image = useChosenImage();
  const role = STAFF_ROLES[kind];
  const schema = member ? editSchema(kind, member, choosesBranch) : addSchema(kind, choosesBranch);

  const [form, fields] = useForm<StaffFormValues>({
    id: member ? `edit-${kind}-${member._id}` : `add-${kind}`,
    lastResult,
    defaultValue: startingValues(kind, member),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(image.addTo(formData), { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      if (!member) {
        // What the add rules just let through, typed as such (the form's values fit either form).
        const { phone, dialCode, ...rest } = addSchema(kind, choosesBranch).parse(submission.value);
        register.mutate(
          { ...rest, role, phone: { dialCode, number: phone } },
          {
            onSuccess: (answer) => {
              showSuccess(answer);
              onClose();
            },
            onError: failed(submission),
          },
        );
        return;
      }
      const changes = staffChanges(member, submission.value);
      if (!hasChanges(changes)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate(
        { id: member._id, role, changes },
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

  const chosenImage = {
    ...image,
    choose: (file: File | null) => {
      image.choose(file);
      // An error under the picture goes away as soon as one is chosen.
      if (fields.image.errors) form.validate({ name: fields.image.name });
    },
  };
  const initialPhone = member
    ? { dialCode: member.phone.dialCode, number: member.phone.number }
    : { dialCode: DEFAULT_DIAL_CODE, number: '' };
  const currentImageUrl = member ? imageUrl(apiBaseUrl, member.image) : undefined;

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(TITLES[kind][member ? 'edit' : 'add'])}
      formId={form.id}
      pending={register.isPending || update.isPending}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-4">
        {kind === 'manager' ? (
          <ManagerFields
            fields={fields}
            required={!member}
            choosesBranch={choosesBranch}
            managerId={member?._id}
            initialPhone={initialPhone}
            image={chosenImage}
            currentImageUrl={currentImageUrl}
          />
        ) : (
          <EmployeeFields
            form={form}
            fields={fields}
            required={!member}
            phoneRequired={!choosesBranch}
            choosesBranch={choosesBranch}
            initialPhone={initialPhone}
            image={chosenImage}
            currentImageUrl={currentImageUrl}
          />
        )}
      </form>
    </FormModal>
  );
}
