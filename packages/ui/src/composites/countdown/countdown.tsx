import { useCallback, useEffect, useRef, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { formatMmSs } from './format-mm-ss';

export interface CountdownProps {
  /** Where the count starts, in seconds (the server's `otpExpires`); a new value starts it again. */
  seconds: number;
  /** Where a resend starts it again (spec: 60). */
  restartSeconds?: number;
  /**
   * Sends the code again. When it returns a promise the count restarts once it resolves and
   * stays at zero if it fails, so the user can try again.
   */
  onResend?: () => void | Promise<unknown>;
  /** The verification screen's rule: at zero, resend by itself and start again. */
  resendOnExpire?: boolean;
  label?: string;
  resendLabel?: string;
  /** Holds the clock still (stories, screenshots); a resend still resets the shown time. */
  paused?: boolean;
  className?: string;
}

const tickMs = 250;

/**
 * The code's remaining lifetime as mm:ss, ticking each second from `seconds`; at zero it becomes
 * a 'إعادة إرسال الرمز' button that calls `onResend` and starts again at `restartSeconds`.
 */
export function Countdown({
  seconds,
  restartSeconds = 60,
  onResend,
  resendOnExpire = false,
  label = 'ينتهي الرمز خلال',
  resendLabel = 'إعادة إرسال الرمز',
  paused = false,
  className,
}: CountdownProps) {
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.floor(seconds)));
  const [resending, setResending] = useState(false);
  // Each start of the count gets a number, so the ticking restarts for it.
  const [run, setRun] = useState(0);
  // The count is measured against a deadline, not by adding up ticks, so a throttled
  // background tab still shows the right time when it comes back.
  const deadline = useRef(0);
  const remainingNow = useRef(remaining);
  remainingNow.current = remaining;

  const start = useCallback((from: number) => {
    setRemaining(Math.max(0, Math.floor(from)));
    setRun((current) => current + 1);
  }, []);

  useEffect(() => start(seconds), [seconds, start]);

  useEffect(() => {
    if (paused || remainingNow.current === 0) return;
    deadline.current = Date.now() + remainingNow.current * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [paused, run]);

  const resend = useCallback(async () => {
    const result = onResend?.();
    if (!(result instanceof Promise)) {
      start(restartSeconds);
      return;
    }
    setResending(true);
    try {
      await result;
      start(restartSeconds);
    } catch {
      // The caller reports the failure (a toast); the button stays for another try.
    } finally {
      setResending(false);
    }
  }, [onResend, restartSeconds, start]);

  const expiredOnce = useRef(false);
  useEffect(() => {
    if (remaining > 0) {
      expiredOnce.current = false;
      return;
    }
    if (resendOnExpire && !expiredOnce.current && !paused) {
      expiredOnce.current = true;
      void resend();
    }
  }, [remaining, resendOnExpire, paused, resend]);

  if (remaining === 0 && !resendOnExpire) {
    return (
      <Button
        variant="ghost"
        size="sm"
        icon={<RotateCcw />}
        loading={resending}
        onClick={() => void resend()}
        className={cn('text-primary-hover', className)}
      >
        {resendLabel}
      </Button>
    );
  }

  return (
    <p role="timer" className={cn('flex items-center gap-1.5 text-sm text-fg-muted', className)}>
      <span>{label}</span>
      <span dir="ltr" className="font-semibold text-fg tabular-nums">
        {formatMmSs(remaining)}
      </span>
    </p>
  );
}
