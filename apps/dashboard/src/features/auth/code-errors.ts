import { errorCode } from '../../api/api-error';

/**
 * The server's answers that a code can no longer be used (specification, section 4, and the
 * server's rules: a code dies after 5 wrong tries, once used, or at expiry). Each tells the user
 * to ask for a new code, so the screen offers that at once instead of counting down a dead code.
 */
const CODE_GONE = new Set(['OTP_LOCKED', 'OTP_EXPIRED', 'OTP_USED', 'OTP_NOT_FOUND']);

export function needsNewCode(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && CODE_GONE.has(code);
}

/** Login refused because the number was never confirmed: the way on is the activation code. */
export function isNotActivated(error: unknown): boolean {
  return errorCode(error) === 'ACCOUNT_NOT_ACTIVATED';
}
