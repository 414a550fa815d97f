import { useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { useLocation } from 'wouter';
import { useVerify } from './api/verify';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { usePrefetchWhenIdle } from '../../navigation/screen-prefetch';
import { isVerifyState, type LoginDraft } from './auth-navigation-state';
import { AuthLayout } from './auth-layout';
import { CodeCountdown } from './code-countdown';
import { needsNewCode } from './code-errors';
import { TextLink } from './text-link';
import { OtpForm } from './otp-form';
import { useCodeRefusal } from './code-refusal';
import { PhoneLine } from './phone-line';

/**
 * /verifyPhone: checks the sign-in code, stores the user and token, opens /dashboard. When the
 * code expires a new one is sent by itself and the timer starts again (specification, section 4).
 */
export function VerifyPhonePage() {
  const state: unknown = useHistoryState();
  const [, navigate] = useLocation();
  const { t } = useI18n();
  const { showError, showCodeNews } = useToastMessages();
  const verify = useVerify();
  // Set when the server says the code is dead (5 wrong tries): only a new code helps then.
  const [codeGone, setCodeGone] = useState(false);
  // Each new code starts with empty boxes: the digits typed belonged to the old one.
  const [codeRound, setCodeRound] = useState(0);
  const code = useCodeRefusal();
  // While the code is typed, the home a right code opens is fetched.
  usePrefetchWhenIdle('/dashboard');

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
          key={codeRound}
          id="verify-phone"
          pending={verify.isPending}
          refusal={code.refusal}
          onSubmitCode={(otp) => {
            code.clear();
            verify.mutate(
              { phone, otp },
              {
                onSuccess: (answer) => {
                  // Signed in: no word about a wrong code is left beside it.
                  showCodeNews(answer);
                  navigate('/dashboard', { replace: true });
                },
                onError: (error) => {
                  if (!code.refuse(error)) showError(error);
                  if (needsNewCode(error)) setCodeGone(true);
                },
              },
            );
          }}
        />
        <CodeCountdown
          phone={phone}
          otpExpires={state.otpExpires}
          resendOnExpire
          codeGone={codeGone}
          onNewCode={() => {
            setCodeGone(false);
            setCodeRound((round) => round + 1);
            code.clear();
          }}
        />
      </div>
    </AuthLayout>
  );
}
