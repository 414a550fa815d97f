import { z } from 'zod';
import {
  dialCodeSchema,
  message,
  NAME_MAX,
  PHONE_LENGTH,
  requiredText,
} from '../../shared/forms/form-rules';
import { wageText } from '../../shared/forms/wage-rule';

/**
 * The company forms of the specification (section 5): every field required on add with
 * 'هذا الحقل مطلوب', everything optional on edit; the e-mail box stops at 30 characters and the
 * monthly wage (edit only) follows the one wage rule of lists/wage-rule.ts, shared with /salary.
 */
export const COMPANY_EMAIL_MAX = 30;
export const DESCRIPTION_MAX = 500;
export const COMPANY_ROLE = 'admin';

const username = z.string().trim().max(NAME_MAX, message('form.max50'));
const email = z
  .string()
  .trim()
  .regex(z.regexes.email, message('companies.validation.emailInvalid'))
  .max(COMPANY_EMAIL_MAX, message('companies.validation.emailMax'));
const phone = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9]{${PHONE_LENGTH}}$`), message('companies.validation.phoneDigits'));
const description = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX, message('companies.validation.descriptionMax'));
const logo = z.instanceof(File, { error: message('companies.validation.logoRequired') });

export const addCompanySchema = z.object({
  username: requiredText('form.required').pipe(username),
  email: requiredText('form.required').pipe(email),
  phone: requiredText('form.required').pipe(phone),
  dialCode: dialCodeSchema,
  description: requiredText('form.required').pipe(description),
  image: logo.refine((file) => file.size > 0, message('companies.validation.logoRequired')),
});
export type AddCompanyValues = z.infer<typeof addCompanySchema>;

/** The form leaves empty boxes out (conform turns them into undefined), and so does the request. */
export const editCompanySchema = z.object({
  username: username.optional(),
  email: email.optional(),
  phone: phone.optional(),
  dialCode: dialCodeSchema.optional(),
  description: description.optional(),
  defaultEmployeeCost: wageText.optional(),
  image: z.instanceof(File).optional(),
});
export type EditCompanyValues = z.infer<typeof editCompanySchema>;

/** The boxes of the company forms, by the request's field names (server errors go under them). */
export const COMPANY_FORM_FIELDS = Object.keys(editCompanySchema.shape);
