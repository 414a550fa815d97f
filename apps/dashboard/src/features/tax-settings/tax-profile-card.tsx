import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, CardContent, CardFooter, toast } from '@taseer/ui';
import { ApiRequestError } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { FormSection } from '../../shared/forms/form-section';
import { SelectField, TextField } from '../../shared/forms/form-fields';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import type { TaxProfile } from '../../shared/tax-profile/tax-profile-query';
import {
  issuingBranchOptionsQueryOptions,
  taxProfileQueryOptions,
  useUpdateTaxProfile,
} from './api/tax-profile';
import { AddressFields } from './address-fields';
import { ProfileStatus } from './profile-status';
import { SettingsCard } from './settings-card';
import {
  COMMERCIAL_REGISTRATION_INPUT_MAX,
  LEGAL_NAME_MAX,
  NO_BRANCH,
  sameTaxProfile,
  TAX_PROFILE_FORM_FIELDS,
  taxProfileFormValues,
  taxProfileSchema,
  VAT_NUMBER_INPUT_MAX,
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
        <TaxProfileForm key={JSON.stringify(saved)} saved={saved} onDirtyChange={onDirtyChange} />
      )}
    </SettingsCard>
  );
}

function TaxProfileForm({
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

  return (
    <form {...getFormProps(form)}>
      <CardContent className="flex flex-col gap-8">
        <ProfileStatus missing={saved.missing} />

        <FormSection title={t('taxSettings.section.seller')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              meta={fields.legalNameAr}
              dir="auto"
              label={t('taxSettings.field.legalNameAr')}
              maxLength={LEGAL_NAME_MAX}
              autoComplete="organization"
              hint={t('taxSettings.legalNameArHint')}
            />
            <TextField
              meta={fields.legalNameEn}
              label={t('taxSettings.field.legalNameEn')}
              dir="ltr"
              maxLength={LEGAL_NAME_MAX}
              autoComplete="off"
              hint={t('taxSettings.legalNameEnHint')}
            />
          </div>
        </FormSection>

        <FormSection
          title={t('taxSettings.section.registration')}
          description={t('taxSettings.registrationShared')}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              meta={fields.vatNumber}
              label={t('taxSettings.field.vatNumber')}
              inputMode="numeric"
              dir="ltr"
              maxLength={VAT_NUMBER_INPUT_MAX}
              autoComplete="off"
              placeholder="3XXXXXXXXXXXXX3"
              hint={t('taxSettings.vatNumberHint')}
            />
            <TextField
              meta={fields.commercialRegistration}
              label={t('taxSettings.field.commercialRegistration')}
              inputMode="numeric"
              dir="ltr"
              maxLength={COMMERCIAL_REGISTRATION_INPUT_MAX}
              autoComplete="off"
              hint={t('taxSettings.commercialRegistrationHint')}
            />
          </div>
        </FormSection>

        <FormSection
          title={t('taxSettings.section.address')}
          description={t('taxSettings.addressDescription')}
        >
          <AddressFields fields={address} />
        </FormSection>

        <FormSection title={t('taxSettings.section.branch')}>
          <div className="sm:w-1/2 sm:pe-2.5">
            <SelectField
              meta={fields.issuingBranchId}
              label={t('taxSettings.field.issuingBranch')}
              options={[
                { id: NO_BRANCH, value: t('taxSettings.noBranch') },
                ...(branches.data?.branchOptions ?? []),
              ]}
              disabled={branches.isPending}
              hint={t('taxSettings.issuingBranchHint')}
            />
          </div>
        </FormSection>
      </CardContent>
      <CardFooter>
        <Button type="submit" icon={<Save />} loading={update.isPending}>
          {t('form.save')}
        </Button>
      </CardFooter>
    </form>
  );
}
