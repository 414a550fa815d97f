import * as z from 'zod/mini';
import type { MessageKey } from '../../i18n/ar';

/**
 * The sign-in rules of the product specification (section 5). Messages are catalogue keys, so the
 * same schema serves Arabic and English; the pages translate them for display. Written with zod's
 * tree-shakable `zod/mini` (about 13 kB compressed where all of zod is 27), since the sign-in
 * screens are the first page a visitor downloads; parse-form.ts reads the forms with them.
 */

const message = (key: MessageKey) => key;

/** Defaults the sign-up form starts from (specification, sections 3 and 9). */
export const DEFAULT_DIAL_CODE = '+966';
export const DEFAULT_ROLE = 'admin';
export const USERNAME_MIN = 3;
/** The name and e-mail inputs stop at 30 characters on sign-up. */
export const SIGN_UP_INPUT_MAX = 30;
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 4;

const dialCodeSchema = z
  .string({ error: message('validation.dialCodeRequired') })
  .check(z.trim(), z.regex(/^\+[0-9]{1,4}$/, message('validation.dialCodeRequired')));

/**
 * Ten digits as the specification has them (0501234567); a local mobile typed without its leading
 * 0, as people often do (501234567), is read as the same number.
 */
const phoneNumberSchema = z.pipe(
  z
    .string({ error: message('validation.phoneRequired') })
    .check(
      z.trim(),
      z.minLength(1, message('validation.phoneRequired')),
      z.regex(/^(?:[0-9]{10}|5[0-9]{8})$/, message('validation.phoneDigits')),
    ),
  z.transform((digits: string) => (digits.length === 9 ? `0${digits}` : digits)),
);

export const registerSchema = z.object({
  username: z
    .string({ error: message('validation.nameRequired') })
    .check(
      z.trim(),
      z.minLength(1, message('validation.nameRequired')),
      z.minLength(USERNAME_MIN, message('validation.nameMin')),
      z.maxLength(SIGN_UP_INPUT_MAX, message('validation.nameMax')),
    ),
  email: z
    .string({ error: message('validation.emailRequired') })
    .check(
      z.trim(),
      z.minLength(1, message('validation.emailRequired')),
      z.regex(z.regexes.email, message('validation.emailInvalid')),
      z.maxLength(SIGN_UP_INPUT_MAX, message('validation.emailMax')),
    ),
  phone: phoneNumberSchema,
  dialCode: dialCodeSchema,
});

/** The sign-up inputs the browser marks as required (what conform derived from the schema). */
export const registerConstraint = {
  username: { required: true },
  email: { required: true },
  phone: { required: true },
  dialCode: { required: true },
};
export type RegisterValues = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  phone: phoneNumberSchema,
  dialCode: dialCodeSchema,
});
export type LoginValues = z.infer<typeof loginSchema>;

/** The confirmation form: four single-digit boxes. */
export const otpSchema = z.object({
  otp: z
    .array(
      z
        .string({ error: message('validation.otpLength') })
        .check(z.regex(/^[0-9]$/, message('validation.otpDigit'))),
      { error: message('validation.otpLength') },
    )
    .check(z.length(OTP_LENGTH, message('validation.otpLength'))),
});
export type OtpValues = z.infer<typeof otpSchema>;

/** The API takes the code as one 4-digit string. */
export function otpToCode(otp: readonly string[]): string {
  return otp.join('');
}
