import { getFormProps, useForm } from '@conform-to/react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Button, toast } from '@taseer/ui';
import { CODE_TOAST_KIND } from '../../api/api-error';
import { useLogin } from './api/login';
import { useResendOtp } from './api/resend-otp';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { DEFAULT_DIAL_CODE, loginSchema } from './auth.schemas';
import { isLoginDraft, type ActivateState, type VerifyState } from './auth-navigation-state';
import { isNotActivated } from './code-errors';
import { AuthLayout } from './auth-layout';
import { parseForm } from './parse-form';
import { PhoneField } from './phone-field';
import { TextLink } from './text-link';

/**
 * /login: the mobile number (+966 by default) that receives a sign-in code, then /verifyPhone. A
 * number that was signed up but never confirmed gets an activation code instead, and /activate.
 */
export function LoginPage() {
  const state: unknown = useHistoryState();
  const initialPhone = isLoginDraft(state)
    ? state.phone
    : { dialCode: DEFAULT_DIAL_CODE, number: '' };
  const [, navigate] = useLocation();
  const { t } = useI18n();
  const { showError, showCodeNews } = useToastMessages();
  const login = useLogin();
  const resend = useResendOtp();
  const pending = login.isPending || resend.isPending;

  // The server sends an activation code to a number not yet confirmed.
  const continueActivation = (phone: ActivateState['phone'], refusal: unknown) =>
    resend.mutate(
      { phone },
      {
        onSuccess: (answer) => {
          toast.info(t('auth.login.notActivated'), { key: CODE_TOAST_KIND });
          const next: ActivateState = { phone, otpExpires: answer.otpExpires };
          navigate('/activate', { state: next });
        },
        onError: (error) => {
          showError(refusal);
          showError(error);
        },
      },
    );

  const [form, fields] = useForm({
    id: 'login',
    defaultValue: { phone: initialPhone.number, dialCode: initialPhone.dialCode },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, { schema: loginSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const phone = { dialCode: submission.value.dialCode, number: submission.value.phone };
      login.mutate(
        { phone },
        {
          onSuccess: (answer) => {
            showCodeNews(answer);
            const next: VerifyState = { phone, otpExpires: answer.otpExpires };
            navigate('/verifyPhone', { state: next });
          },
          onError: (error) => {
            if (isNotActivated(error)) continueActivation(phone, error);
            else showError(error);
          },
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
          disabled={pending}
        />
        <Button type="submit" size="lg" fullWidth loading={pending} className="mt-2">
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-fg-muted">
        {t('auth.login.noAccount')} <TextLink href="/register">{t('auth.login.register')}</TextLink>
      </p>
    </AuthLayout>
  );
}
