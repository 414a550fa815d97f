import { useEffect } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { useLocation } from 'wouter';
import { useVerify } from '../../api/verify';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { prefetchWhenIdle } from '../../routing/screens';
import { isVerifyState, type LoginDraft } from './auth-navigation-state';
import { AuthLayout } from './auth-layout';
import { CodeCountdown } from './code-countdown';
import { TextLink } from './text-link';
import { OtpForm } from './otp-form';
import { PhoneLine } from './phone-line';

/**
 * /verifyPhone: checks the sign-in code, stores the user and token, opens /dashboard. When the
 * code expires a new one is sent by itself and the timer starts again (specification, section 4).
 */
export function VerifyPhonePage() {
  const state: unknown = useHistoryState();
  const [, navigate] = useLocation();
  const { t } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const verify = useVerify();
  // While the code is typed, the home a right code opens is fetched.
  useEffect(() => prefetchWhenIdle(['/dashboard']), []);

  // The route guard sends a visit without this state to /login before this renders.
  if (!isVerifyState(state)) return null;
  const { phone } = state;
  const draft: LoginDraft = { phone };

  return (
    <AuthLayout title={t('auth.verify.title')}>
      <div className="flex flex-col gap-6">
        <PhoneLine
          intro={t('auth.otp.sentTo')}
          phone={phone}
          action={
            <TextLink href="/login" state={draft}>
              {t('auth.verify.editNumber')}
            </TextLink>
          }
        />
        <OtpForm
          id="verify-phone"
          pending={verify.isPending}
          onSubmitCode={(otp) =>
            verify.mutate(
              { phone, otp },
              {
                onSuccess: (answer) => {
                  showSuccess(answer);
                  navigate('/dashboard', { replace: true });
                },
                onError: showError,
              },
            )
          }
        />
        <CodeCountdown phone={phone} otpExpires={state.otpExpires} resendOnExpire />
      </div>
    </AuthLayout>
  );
}
