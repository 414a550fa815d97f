import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Button, Field, Input, Spinner } from '@taseer/ui';
import { useRegisterAdmin } from './api/register-admin';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { DEFAULT_DIAL_CODE, registerConstraint, registerSchema } from './auth.schemas';
import { isRegisterDraft, type ActivateState } from './auth-navigation-state';
import { AuthLayout } from './auth-layout';
import { parseForm } from './parse-form';
import { PhoneField } from './phone-field';
import { TextLink } from './text-link';

/**
 * /register: a company signs itself up (specification, sections 2 and 5), then confirms its number
 * on /activate. Coming back through "Edit" brings the submitted values back.
 */
export function RegisterPage() {
  const state: unknown = useHistoryState();
  const draft = isRegisterDraft(state) ? state : null;
  const [, navigate] = useLocation();
  const { t, tMessage } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const registerAdmin = useRegisterAdmin();
  const initialPhone = draft?.phone ?? { dialCode: DEFAULT_DIAL_CODE, number: '' };

  const [form, fields] = useForm({
    id: 'register',
    defaultValue: {
      username: draft?.username ?? '',
      email: draft?.email ?? '',
      phone: initialPhone.number,
      dialCode: initialPhone.dialCode,
    },
    constraint: registerConstraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, { schema: registerSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const values = submission.value;
      registerAdmin.mutate(values, {
        onSuccess: (answer) => {
          showSuccess(answer);
          const next: ActivateState = {
            username: values.username,
            email: values.email,
            phone: { dialCode: values.dialCode, number: values.phone },
            otpExpires: answer.otpExpires,
          };
          navigate('/activate', { state: next });
        },
        onError: showError,
      });
    },
  });

  const pending = registerAdmin.isPending;
  const errorOf = (errors: string[] | undefined) => (errors?.[0] ? tMessage(errors[0]) : undefined);

  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      {pending ? (
        <div className="flex min-h-80 items-center justify-center">
          <Spinner size="large" label={t('common.loading')} />
        </div>
      ) : null}
      {/* Hidden, not unmounted, while pending: a refused sign-up comes back with its values intact. */}
      <div hidden={pending}>
        <form {...getFormProps(form)} className="flex flex-col gap-5">
          <Field
            id={fields.username.id}
            label={t('auth.register.name')}
            error={errorOf(fields.username.errors)}
            touched={fields.username.errors !== undefined}
            required
          >
            <Input
              {...getInputProps(fields.username, { type: 'text', ariaAttributes: false })}
              key={fields.username.key}
              placeholder={t('auth.register.namePlaceholder')}
              autoComplete="organization"
            />
          </Field>
          <Field
            id={fields.email.id}
            label={t('auth.register.email')}
            error={errorOf(fields.email.errors)}
            touched={fields.email.errors !== undefined}
            required
          >
            <Input
              {...getInputProps(fields.email, { type: 'email', ariaAttributes: false })}
              key={fields.email.key}
              dir="ltr"
              autoComplete="email"
              placeholder="info@company.sa"
            />
          </Field>
          <PhoneField phone={fields.phone} dialCode={fields.dialCode} initial={initialPhone} />
          <Button type="submit" size="lg" fullWidth className="mt-2">
            {t('auth.register.submit')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-fg-muted">
          {t('auth.register.haveAccount')}{' '}
          <TextLink href="/login">{t('auth.register.login')}</TextLink>
        </p>
      </div>
    </AuthLayout>
  );
}
