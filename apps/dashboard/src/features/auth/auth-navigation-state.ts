/**
 * What the sign-in screens hand each other through `history.state` (specification, section 2:
 * "passing the submitted values and the code expiry in navigation state"). State comes from the
 * browser's history and may be anything, so it is checked before use.
 */

export interface PhoneValue {
  dialCode: string;
  number: string;
}

/**
 * → /activate: the phone, the code lifetime, and from /register the submitted values (so "Edit"
 * can bring them back). /login sends a number that was never confirmed here without them.
 */
export interface ActivateState {
  username?: string;
  email?: string;
  phone: PhoneValue;
  otpExpires: number;
}

/** /login → /verifyPhone: the phone the code went to and the code lifetime. */
export interface VerifyState {
  phone: PhoneValue;
  otpExpires: number;
}

/** /activate → /register ("Edit"): the values to put back in the form. */
export interface RegisterDraft {
  username: string;
  email: string;
  phone: PhoneValue;
}

/** /verifyPhone → /login ("Edit number"): the phone to put back in the form. */
export type LoginDraft = Pick<VerifyState, 'phone'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isPhoneValue(value: unknown): value is PhoneValue {
  return isRecord(value) && typeof value.dialCode === 'string' && typeof value.number === 'string';
}

function hasExpiry(value: Record<string, unknown>): boolean {
  return (
    typeof value.otpExpires === 'number' &&
    Number.isFinite(value.otpExpires) &&
    value.otpExpires >= 0
  );
}

export function isVerifyState(value: unknown): value is VerifyState {
  return isRecord(value) && isPhoneValue(value.phone) && hasExpiry(value);
}

function isOptionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

export function isActivateState(value: unknown): value is ActivateState {
  return (
    isVerifyState(value) &&
    isRecord(value) &&
    isOptionalString(value.username) &&
    isOptionalString(value.email)
  );
}

export function isRegisterDraft(value: unknown): value is RegisterDraft {
  return (
    isRecord(value) &&
    typeof value.username === 'string' &&
    typeof value.email === 'string' &&
    isPhoneValue(value.phone)
  );
}

export function isLoginDraft(value: unknown): value is LoginDraft {
  return isRecord(value) && isPhoneValue(value.phone);
}

/** The spec's default code lifetime and resend timer, in seconds. */
export const DEFAULT_OTP_SECONDS = 60;

/** The countdown starts from the server's `otpExpires` (seconds), or the spec's 60 when it is missing. */
export function countdownStart(otpExpires: number | undefined): number {
  return otpExpires !== undefined && Number.isFinite(otpExpires)
    ? Math.max(0, Math.round(otpExpires))
    : DEFAULT_OTP_SECONDS;
}
