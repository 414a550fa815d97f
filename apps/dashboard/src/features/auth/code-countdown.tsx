import { useState } from 'react';
import { Countdown } from '@taseer/ui';
import { useResendOtp } from './api/resend-otp';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { countdownStart, type PhoneValue } from './auth-navigation-state';

interface CodeCountdownProps {
  phone: PhoneValue;
  /** The code lifetime the screen was opened with (the sign-up or login answer's `otpExpires`). */
  otpExpires: number | undefined;
  /** The verification screen sends a new code by itself when the count reaches zero. */
  resendOnExpire?: boolean;
  /**
   * The server said the code can no longer be used (too many wrong tries, say): the count stops
   * and the resend action shows at once, whatever time was left.
   */
  codeGone?: boolean;
  /** A new code was sent (the screen can forget that the old one was gone). */
  onNewCode?: () => void;
}

/**
 * The code's remaining lifetime and the resend action of the confirmation screens. Each resend
 * starts the count again from the lifetime the server gave the new code, since that code is the
 * one that expires; the screen's own value only serves the first round.
 */
export function CodeCountdown({
  phone,
  otpExpires,
  resendOnExpire = false,
  codeGone = false,
  onNewCode,
}: CodeCountdownProps) {
  const { t } = useI18n();
  const { showError, showCodeNews } = useToastMessages();
  const resend = useResendOtp();
  const [round, setRound] = useState(() => ({ number: 0, seconds: countdownStart(otpExpires) }));

  const sendAgain = () =>
    resend.mutateAsync({ phone }).then(
      (answer) => {
        // Takes the place of a toast saying the old code is used up.
        showCodeNews(answer);
        setRound((previous) => ({
          number: previous.number + 1,
          seconds: countdownStart(answer.otpExpires),
        }));
        onNewCode?.();
      },
      (error: unknown) => {
        showError(error);
        // Rejecting keeps the count at zero, so the resend action stays for another try.
        throw error;
      },
    );

  return (
    <Countdown
      // A new round is a new count: starting it fresh leaves no tick of the old code behind. A
      // code gone early is a count at zero: the resend button, not a new code sent unasked.
      key={codeGone ? `gone-${round.number}` : round.number}
      seconds={codeGone ? 0 : round.seconds}
      restartSeconds={round.seconds}
      resendOnExpire={resendOnExpire && !codeGone}
      label={t('auth.countdown.label')}
      resendLabel={t('auth.countdown.resend')}
      onResend={sendAgain}
      className="justify-center"
    />
  );
}
