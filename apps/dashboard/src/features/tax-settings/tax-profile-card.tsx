import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, CardContent, CardFooter, TaxProfileForm, toast } from '@taseer/ui';
import { ApiRequestError } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { SelectField, TextField } from '../../shared/forms/form-fields';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import type { TaxProfile } from '../../shared/tax-profile/tax-profile-query';
import {
  issuingBranchOptionsQueryOptions,
  taxProfileQueryOptions,
  useUpdateTaxProfile,
} from './api/tax-profile';
import { ProfileStatus } from './profile-status';
import { SettingsCard } from './settings-card';
import { BOX_LIMITS, isAddressBox, useTaxProfileTexts } from './tax-profile-boxes';
import {
  NO_BRANCH,
  sameTaxProfile,
  TAX_PROFILE_FORM_FIELDS,
  taxProfileFormValues,
  taxProfileSchema,
} from './tax-profile.schemas';

/** «الملف الضريبي»: what the company's invoices say of it, and what they still need. */
export function TaxProfileCard({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useI18n();
  const profile = useQuery(taxProfileQueryOptions());
  return (
    <SettingsCard
      title={t('taxSettings.profile.title')}
      description={t('taxSettings.profile.description')}
      record={profile}
    >
      {(saved) => (
        // A new saved profile starts the form afresh, so "unsaved" compares with what is stored.
        <ProfileForm key={JSON.stringify(saved)} saved={saved} onDirtyChange={onDirtyChange} />
      )}
    </SettingsCard>
  );
}

function ProfileForm({
  saved,
  onDirtyChange,
}: {
  saved: TaxProfile;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useI18n();
  const { showError } = useToastMessages();
  const update = useUpdateTaxProfile();
  const branches = useQuery(issuingBranchOptionsQueryOptions());
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [form, fields] = useForm({
    id: 'tax-profile',
    defaultValue: taxProfileFormValues(saved),
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: taxProfileSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      if (sameTaxProfile(saved, submission.value)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate(submission.value, {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          // The server names each field it refuses (`address.city`): its message goes under that
          // box, and everything typed stays.
          if (error instanceof ApiRequestError && error.errors.length > 0) {
            setLastResult(
              submission.reply({
                fieldErrors: serverFieldErrors(error.errors, TAX_PROFILE_FORM_FIELDS),
              }),
            );
          }
          showError(error);
        },
      });
    },
  });
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const address = fields.address.getFieldset();
  const texts = useTaxProfileTexts();

  return (
    <form {...getFormProps(form)}>
      <CardContent className="flex flex-col gap-8">
        <ProfileStatus missing={saved.missing} />

        <TaxProfileForm
          texts={texts}
          renderBox={(box) =>
            box.name === 'issuingBranch' ? (
              <SelectField
                meta={fields.issuingBranchId}
                label={box.label}
                options={[
                  { id: NO_BRANCH, value: t('taxSettings.noBranch') },
                  ...(branches.data?.branchOptions ?? []),
                ]}
                disabled={branches.isPending}
                hint={box.hint}
              />
            ) : (
              <TextField
                meta={isAddressBox(box.name) ? address[box.name] : fields[box.name]}
                label={box.label}
                hint={box.hint}
                dir={box.dir}
                inputMode={box.inputMode}
                autoComplete={box.autoComplete}
                placeholder={box.placeholder}
                maxLength={BOX_LIMITS[box.name]}
              />
            )
          }
        />
      </CardContent>
      <CardFooter>
        <Button type="submit" icon={<Save />} loading={update.isPending}>
          {t('form.save')}
        </Button>
      </CardFooter>
    </form>
  );
}
