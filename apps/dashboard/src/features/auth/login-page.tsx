import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Button } from '@taseer/ui';
import { useLogin } from '../../api/login';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { DEFAULT_DIAL_CODE, loginSchema } from './auth.schemas';
import { isLoginDraft, type VerifyState } from './auth-navigation-state';
import { AuthLayout } from './auth-layout';
import { PhoneField } from './phone-field';
import { TextLink } from './text-link';

/** /login: the mobile number (+966 by default) that receives a sign-in code, then /verifyPhone. */
export function LoginPage() {
  const state: unknown = useHistoryState();
  const initialPhone = isLoginDraft(state)
    ? state.phone
    : { dialCode: DEFAULT_DIAL_CODE, number: '' };
  const [, navigate] = useLocation();
  const { t } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const login = useLogin();

  const [form, fields] = useForm({
    id: 'login',
    defaultValue: { phone: initialPhone.number, dialCode: initialPhone.dialCode },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const phone = { dialCode: submission.value.dialCode, number: submission.value.phone };
      login.mutate(
        { phone },
        {
          onSuccess: (answer) => {
            showSuccess(answer);
            const next: VerifyState = { phone, otpExpires: answer.otpExpires };
            navigate('/verifyPhone', { state: next });
          },
          onError: showError,
        },
      );
    },
  });

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form {...getFormProps(form)} className="flex flex-col gap-5">
        <PhoneField
          phone={fields.phone}
          dialCode={fields.dialCode}
          initial={initialPhone}
          disabled={login.isPending}
        />
        <Button type="submit" size="lg" fullWidth loading={login.isPending} className="mt-2">
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-fg-muted">
        {t('auth.login.noAccount')} <TextLink href="/register">{t('auth.login.register')}</TextLink>
      </p>
    </AuthLayout>
  );
}
