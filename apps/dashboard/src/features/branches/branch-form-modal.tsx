import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQuery } from '@tanstack/react-query';
import type { Branch } from '@taseer/api';
import { toast } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { NAME_MAX } from '../../shared/forms/form-rules';
import { FormModal } from '../../shared/forms/form-modal';
import { SelectField, TextField } from '../../shared/forms/form-fields';
import { useCreateBranch, useUpdateBranch, type BranchChanges } from './api/branch-mutations';
import { managerOptionsQueryOptions } from './api/manager-options';
import {
  ADDRESS_MAX,
  BRANCH_FORM_FIELDS,
  createBranchSchema,
  editBranchSchema,
} from './branch.schemas';
import { NoFreeManagerHint, noFreeManager } from './no-free-manager-hint';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';

/**
 * Add ('إضافة فرع') or edit ('تعديل الفرع') a branch: its name, the manager running it (managers
 * of the company who run no branch yet, plus its current one) and its address.
 */
export function BranchFormModal({ branch, onClose }: { branch?: Branch; onClose: () => void }) {
  const { t } = useI18n();
  const { showSuccess } = useToastMessages();
  const { lastResult, failed } = useServerFieldErrors(BRANCH_FORM_FIELDS);
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const managers = useQuery(managerOptionsQueryOptions(branch?._id));
  const schema = branch ? editBranchSchema : createBranchSchema;
  const managerOptions = managers.data?.managers ?? [];
  const noneFree = noFreeManager(!branch, { loaded: managers.isSuccess, options: managerOptions });

  const [form, fields] = useForm({
    id: branch ? `edit-branch-${branch._id}` : 'add-branch',
    lastResult,
    defaultValue: {
      branchName: branch?.branchName ?? '',
      managerId: branch?.managerId ?? '',
      address: branch?.address ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      if (!branch) {
        const values = createBranchSchema.parse(submission.value);
        create.mutate(values, {
          onSuccess: () => {
            toast.success(t('branches.created'));
            onClose();
          },
          onError: failed(submission),
        });
        return;
      }
      const values = editBranchSchema.parse(submission.value);
      const changes: BranchChanges = { branchName: values.branchName, address: values.address };
      if (values.managerId && values.managerId !== branch.managerId) {
        changes.managerId = values.managerId;
      }
      update.mutate(
        { id: branch._id, changes },
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

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(branch ? 'branches.edit' : 'branches.add')}
      formId={form.id}
      pending={create.isPending || update.isPending}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-4">
        {noneFree ? <NoFreeManagerHint /> : null}
        <TextField
          meta={fields.branchName}
          label={t('branches.field.name')}
          required
          maxLength={NAME_MAX}
        />
        <SelectField
          meta={fields.managerId}
          label={t('branches.field.manager')}
          options={managerOptions}
          required={!branch}
          disabled={managers.isPending || noneFree}
        />
        <TextField
          meta={fields.address}
          label={t('branches.field.address')}
          required
          maxLength={ADDRESS_MAX}
        />
      </form>
    </FormModal>
  );
}
