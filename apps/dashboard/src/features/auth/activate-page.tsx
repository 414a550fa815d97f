import { useHistoryState } from 'wouter/use-browser-location';
import { useLocation } from 'wouter';
import { useActivate } from '../../api/activate';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { isActivateState, type LoginDraft, type RegisterDraft } from './auth-navigation-state';
import { AuthLayout } from './auth-layout';
import { CodeCountdown } from './code-countdown';
import { TextLink } from './text-link';
import { OtpForm } from './otp-form';
import { PhoneLine } from './phone-line';

/**
 * /activate: confirms a new company's number with the texted code, then sends it to /login
 * (specification, section 2). Reached only from /register, which hands over the sign-up values.
 */
export function ActivatePage() {
  const state: unknown = useHistoryState();
  const [, navigate] = useLocation();
  const { t } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const activate = useActivate();

  // The route guard sends a visit without this state to /register before this renders.
  if (!isActivateState(state)) return null;
  const { phone } = state;

  const draft: RegisterDraft = { username: state.username, email: state.email, phone };
  const toLogin: LoginDraft = { phone };

  return (
    <AuthLayout title={t('auth.activate.title')}>
      <div className="flex flex-col gap-6">
        <PhoneLine
          intro={t('auth.otp.sentTo')}
          phone={phone}
          action={
            <TextLink href="/register" state={draft}>
              {t('auth.edit')}
            </TextLink>
          }
        />
        <OtpForm
          id="activate"
          pending={activate.isPending}
          onSubmitCode={(otp) =>
            activate.mutate(
              { phone, otp },
              {
                onSuccess: (answer) => {
                  showSuccess(answer);
                  // Replace: Back must not offer a code that has just been used.
                  navigate('/login', { replace: true, state: toLogin });
                },
                onError: showError,
              },
            )
          }
        />
        <CodeCountdown phone={phone} otpExpires={state.otpExpires} />
      </div>
    </AuthLayout>
  );
}
