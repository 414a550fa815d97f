import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Branch } from '@taseer/api';
import { toast } from '@taseer/ui';
import { ApiRequestError } from '../../api/api-error';
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
  targetMinutesOf,
} from './branch.schemas';
import { NoFreeManagerHint, noFreeManager } from './no-free-manager-hint';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';
import {
  dayErrors,
  daysOf,
  DEFAULT_TARGET_MINUTES,
  DEFAULT_WORKING_HOURS,
  periodsOf,
  sameHours,
  serverDayErrors,
  type DayHours,
  type WorkingPeriod,
} from './working-hours';
import { WorkingHoursEditor } from './working-hours-editor';

/** The server's refusals of the hours last sent, by weekday. */
type HoursErrors = ReturnType<typeof serverDayErrors>;
const NO_HOURS_ERRORS: HoursErrors = { byDay: {}, all: undefined };

/**
 * Add ('إضافة فرع') or edit ('تعديل الفرع') a branch: its name, the manager running it (managers
 * of the company who run no branch yet, plus its current one), its address, the first-quote
 * target and its working hours. A new branch starts from the API's defaults, and hours or a
 * target left as they were are not sent.
 */
export function BranchFormModal({ branch, onClose }: { branch?: Branch; onClose: () => void }) {
  const { t, tMessage } = useI18n();
  const { showSuccess } = useToastMessages();
  const { lastResult, failed } = useServerFieldErrors(BRANCH_FORM_FIELDS);
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const managers = useQuery(managerOptionsQueryOptions(branch?._id));
  const schema = branch ? editBranchSchema : createBranchSchema;
  const managerOptions = managers.data?.managers ?? [];
  const noneFree = noFreeManager(!branch, { loaded: managers.isSuccess, options: managerOptions });
  const savedHours = branch?.workingHours ?? DEFAULT_WORKING_HOURS;
  const savedTarget = branch?.firstQuoteTargetMinutes ?? DEFAULT_TARGET_MINUTES;
  const [days, setDays] = useState<DayHours[]>(() => daysOf(savedHours));
  const [hoursRefused, setHoursRefused] = useState<HoursErrors>(NO_HOURS_ERRORS);
  const wrongDays = dayErrors(days);

  /** The mutation's `onError`: the hours' refusals under their days, the rest as usual. */
  const refused =
    (submission: Parameters<typeof failed>[0], sent: readonly WorkingPeriod[]) =>
    (error: unknown) => {
      if (error instanceof ApiRequestError) setHoursRefused(serverDayErrors(error.errors, sent));
      failed(submission)(error);
    };

  const [form, fields] = useForm({
    id: branch ? `edit-branch-${branch._id}` : 'add-branch',
    lastResult,
    defaultValue: {
      branchName: branch?.branchName ?? '',
      managerId: branch?.managerId ?? '',
      address: branch?.address ?? '',
      firstQuoteTargetMinutes: String(savedTarget),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const firstWrong = days.find((row) => wrongDays[row.day] !== undefined);
      if (firstWrong) {
        // Its message is already under it; the day may be scrolled out of sight.
        event.currentTarget
          .querySelector<HTMLElement>(`[data-day="${firstWrong.day}"] [aria-invalid="true"]`)
          ?.focus();
        return;
      }
      const periods = periodsOf(days);
      const hours = sameHours(periods, savedHours) ? {} : { workingHours: periods };
      setHoursRefused(NO_HOURS_ERRORS);
      if (!branch) {
        const { firstQuoteTargetMinutes, ...values } = createBranchSchema.parse(submission.value);
        const target = targetMinutesOf(firstQuoteTargetMinutes) ?? savedTarget;
        create.mutate(
          {
            ...values,
            ...hours,
            ...(target === savedTarget ? {} : { firstQuoteTargetMinutes: target }),
          },
          {
            onSuccess: () => {
              toast.success(t('branches.created'));
              onClose();
            },
            onError: refused(submission, periods),
          },
        );
        return;
      }
      const values = editBranchSchema.parse(submission.value);
      const changes: BranchChanges = {
        branchName: values.branchName,
        address: values.address,
        ...hours,
      };
      if (values.managerId && values.managerId !== branch.managerId) {
        changes.managerId = values.managerId;
      }
      const target = targetMinutesOf(values.firstQuoteTargetMinutes);
      if (target !== null && target !== savedTarget) changes.firstQuoteTargetMinutes = target;
      update.mutate(
        { id: branch._id, changes },
        {
          onSuccess: (answer) => {
            showSuccess(answer);
            onClose();
          },
          onError: refused(submission, periods),
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
        <TextField
          meta={fields.firstQuoteTargetMinutes}
          label={t('branchHours.target')}
          hint={t('branchHours.targetHint')}
          required
          inputMode="numeric"
          maxLength={4}
        />
        <WorkingHoursEditor
          days={days}
          onChange={(next) => {
            setDays(next);
            setHoursRefused(NO_HOURS_ERRORS);
          }}
          errors={Object.fromEntries(
            days.map((row) => {
              const wrong = wrongDays[row.day];
              return [row.day, wrong ? tMessage(wrong) : hoursRefused.byDay[row.day]];
            }),
          )}
          error={hoursRefused.all}
        />
      </form>
    </FormModal>
  );
}
