import { useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { useLocation } from 'wouter';
import { useActivate } from './api/activate';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { isActivateState, type LoginDraft, type RegisterDraft } from './auth-navigation-state';
import { AuthLayout } from './auth-layout';
import { CodeCountdown } from './code-countdown';
import { needsNewCode } from './code-errors';
import { TextLink } from './text-link';
import { OtpForm } from './otp-form';
import { useCodeRefusal } from './code-refusal';
import { PhoneLine } from './phone-line';

/**
 * /activate: confirms a new company's number with the texted code, then sends it to /login
 * (specification, section 2). Reached from /register, which hands over the sign-up values, and
 * from /login for a number that was never confirmed, which hands over only the number.
 */
export function ActivatePage() {
  const state: unknown = useHistoryState();
  const [, navigate] = useLocation();
  const { t } = useI18n();
  const { showError, showCodeNews } = useToastMessages();
  const activate = useActivate();
  // Set when the server says the code is dead (5 wrong tries): only a new code helps then.
  const [codeGone, setCodeGone] = useState(false);
  // Each new code starts with empty boxes: the digits typed belonged to the old one.
  const [codeRound, setCodeRound] = useState(0);
  const code = useCodeRefusal();

  // The route guard sends a visit without this state to /register before this renders.
  if (!isActivateState(state)) return null;
  const { phone } = state;

  const toLogin: LoginDraft = { phone };
  // "Edit" goes back to the form the number was typed in, with what was typed.
  const { username, email } = state;
  const edit =
    username !== undefined && email !== undefined
      ? { href: '/register', state: { username, email, phone } satisfies RegisterDraft }
      : { href: '/login', state: toLogin };

  return (
    <AuthLayout title={t('auth.activate.title')}>
      <div className="flex flex-col gap-6">
        <PhoneLine
          intro={t('auth.otp.sentTo')}
          phone={phone}
          action={
            <TextLink href={edit.href} state={edit.state}>
              {t('auth.edit')}
            </TextLink>
          }
        />
        <OtpForm
          key={codeRound}
          id="activate"
          pending={activate.isPending}
          refusal={code.refusal}
          onSubmitCode={(otp) => {
            code.clear();
            activate.mutate(
              { phone, otp },
              {
                onSuccess: (answer) => {
                  // Activated: no word about a wrong code is left beside it.
                  showCodeNews(answer);
                  // Replace: Back must not offer a code that has just been used.
                  navigate('/login', { replace: true, state: toLogin });
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
