import { z } from 'zod';
import { dialCodeSchema, message, NAME_MAX, PHONE_LENGTH } from '../../shared/forms/form-rules';

/**
 * The profile form (specification, section 5, "Profile"): the name up to 50 characters (the
 * contract's 2 at least), the e-mail up to 30, the phone of 10 digits whose message says the
 * country code is apart. Every field is optional: an emptied box is not sent.
 */
export const PROFILE_NAME_MIN = 2;
export const PROFILE_EMAIL_MAX = 30;

export const profileSchema = z.object({
  username: z
    .string()
    .trim()
    .min(PROFILE_NAME_MIN, message('profile.validation.nameMin'))
    .max(NAME_MAX, message('form.max50'))
    .optional(),
  email: z
    .string()
    .trim()
    .regex(z.regexes.email, message('profile.validation.emailInvalid'))
    .max(PROFILE_EMAIL_MAX, message('profile.validation.emailMax'))
    .optional(),
  phone: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{${PHONE_LENGTH}}$`), message('profile.validation.phoneDigits'))
    .optional(),
  dialCode: dialCodeSchema.optional(),
  image: z
    .instanceof(File)
    .refine((file) => file.size > 0)
    .optional(),
});
export type ProfileValues = z.infer<typeof profileSchema>;

/** The boxes of the profile form, by the request's field names (server errors go under them). */
export const PROFILE_FORM_FIELDS = Object.keys(profileSchema.shape);
