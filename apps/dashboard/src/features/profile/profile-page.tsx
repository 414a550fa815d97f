import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { Link } from 'wouter';
import { imageUrl, type Profile } from '@taseer/api';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Field,
  formatMoney,
  Input,
  toast,
} from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import { useI18n } from '../../i18n/i18n';
import { RecordScreen } from '../../shared/forms/record-screen';
import { useUnsavedChangesPrompt } from '../../navigation/unsaved-changes-prompt';
import { hasChanges } from '../../shared/forms/changes';
import { ImageField, PhoneField, TextField } from '../../shared/forms/form-fields';
import { DEFAULT_DIAL_CODE, NAME_MAX } from '../../shared/forms/form-rules';
import { platformSalaryQueryOptions } from './api/platform-salary';
import { profileQueryOptions, useUpdateProfile } from './api/profile';
import { profileChanges } from './profile-changes';
import { PROFILE_EMAIL_MAX, PROFILE_FORM_FIELDS, profileSchema } from './profile.schemas';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';

/** /profile (every role): one's own name, picture, e-mail and phone. */
export function ProfilePage() {
  const { t } = useI18n();
  const profile = useQuery(profileQueryOptions());
  return (
    <RecordScreen title={t('page.profile.title')} record={profile}>
      {(data) => (
        <div className="flex max-w-3xl flex-col gap-6">
          {/* A saved profile starts the form afresh, so "unsaved" compares with what is stored. */}
          <ProfileForm key={JSON.stringify(data.profile)} profile={data.profile} />
        </div>
      )}
    </RecordScreen>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const { lastResult, failed } = useServerFieldErrors(PROFILE_FORM_FIELDS);
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const pictureRef = useRef<File | null>(null);
  const phone = {
    dialCode: profile.phone.dialCode || DEFAULT_DIAL_CODE,
    number: profile.phone.number,
  };

  const [form, fields] = useForm({
    id: 'profile',
    lastResult,
    defaultValue: {
      username: profile.username,
      email: profile.email ?? '',
      phone: phone.number,
      dialCode: phone.dialCode,
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      if (pictureRef.current) formData.set('image', pictureRef.current);
      return parseWithZod(formData, { schema: profileSchema });
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const changes = profileChanges(profile, submission.value);
      if (!hasChanges(changes)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate(
        { id: profile._id, role: profile.role, changes },
        { onSuccess: () => toast.success(t('profile.updated')), onError: failed(submission) },
      );
    },
  });
  const leavePrompt = useUnsavedChangesPrompt(form.dirty || picture !== null);

  const choosePicture = (file: File | null) => {
    pictureRef.current = file;
    setPicture(file);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.details')}</CardTitle>
      </CardHeader>
      <form {...getFormProps(form)}>
        <CardContent className="flex flex-col gap-5">
          <ImageField
            meta={fields.image}
            label={t('profile.field.image')}
            value={picture}
            onChange={choosePicture}
            currentImageUrl={imageUrl(apiBaseUrl, profile.image)}
            shape={profile.role === 'admin' ? 'square' : 'circle'}
          />
          <TextField meta={fields.username} label={t('profile.field.name')} maxLength={NAME_MAX} />
          <TextField
            meta={fields.email}
            label={t('profile.field.email')}
            type="email"
            dir="ltr"
            maxLength={PROFILE_EMAIL_MAX}
          />
          <PhoneField
            phone={fields.phone}
            dialCode={fields.dialCode}
            label={t('profile.field.phone')}
            initial={phone}
          />
          <EmployeeFee profile={profile} />
        </CardContent>
        <CardFooter>
          <Button type="submit" icon={<Save />} loading={update.isPending}>
            {t('form.save')}
          </Button>
        </CardFooter>
      </form>
      {leavePrompt}
    </Card>
  );
}

/**
 * The monthly fee per employee is the system manager's to set: a company reads its own here; the
 * system manager reads the one new companies take, and changes it on the salary page.
 */
function EmployeeFee({ profile }: { profile: Profile }) {
  const { t, lang } = useI18n();
  const superadmin = profile.role === 'superadmin';
  const salary = useQuery({ ...platformSalaryQueryOptions(), enabled: superadmin });
  if (superadmin) {
    return (
      <Field label={t('profile.feeSalary')} hint={t('profile.feeSalaryHint')}>
        {(control) => (
          <div className="flex items-center gap-3">
            <Input
              {...control}
              readOnly
              dir="ltr"
              value={salary.data ? formatMoney(salary.data.salary, { locale: lang }) : ''}
            />
            <Button asChild variant="secondary">
              <Link href="/salary">{t('profile.openSalary')}</Link>
            </Button>
          </div>
        )}
      </Field>
    );
  }
  if (profile.defaultEmployeeCost === null) return null;
  return (
    <Field label={t('profile.field.fee')} hint={t('profile.feeHint')}>
      <Input
        readOnly
        dir="ltr"
        value={formatMoney(profile.defaultEmployeeCost, { locale: lang })}
      />
    </Field>
  );
}
