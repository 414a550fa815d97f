import { z } from 'zod';
import { message, NAME_MAX, PHONE_LENGTH, requiredText } from '../../shared/forms/form-rules';

/**
 * Field rules shared by the manager and employee forms (specification, section 5, "Manager/company
 * form" and "Add employee"). Messages are catalogue keys; the forms translate them.
 */

/** The contract's bounds for a person's name. */
export const STAFF_NAME_MIN = 2;
export const STAFF_NAME_MAX = NAME_MAX;
/** The contract's e-mail bound; the manager edit form also stops there (spec: max 50). */
export const STAFF_EMAIL_MAX = 50;
/** The employee e-mail box stops at 30 characters (spec: "Edit employee: e-mail input max 30"). */
export const EMPLOYEE_EMAIL_MAX = 30;

export const STAFF_ROLES = { manager: 'manager', employee: 'agent' } as const;
export type StaffRole = (typeof STAFF_ROLES)[keyof typeof STAFF_ROLES];

type EmailMax = typeof STAFF_EMAIL_MAX | typeof EMPLOYEE_EMAIL_MAX;

/** A name within the contract's 2–50 characters. */
export const staffName = z
  .string()
  .trim()
  .min(STAFF_NAME_MIN, message('staff.validation.nameMin'))
  .max(STAFF_NAME_MAX, message('form.max50'));

/** A valid e-mail of at most `max` characters. */
export function staffEmail(max: EmailMax) {
  return z
    .string()
    .trim()
    .regex(z.regexes.email, message('staff.validation.emailInvalid'))
    .max(
      max,
      message(
        max === EMPLOYEE_EMAIL_MAX ? 'staff.validation.emailMax30' : 'staff.validation.emailMax50',
      ),
    );
}

/** The ten digits of the number, without the country code. */
export const staffPhone = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9]{${PHONE_LENGTH}}$`), message('staff.validation.phoneDigits'));

/** Required forms of the rules above, each with the specification's "required" message. */
export const requiredStaffEmail = (max: EmailMax) =>
  requiredText('staff.validation.emailRequired').pipe(staffEmail(max));
export const requiredStaffPhone = requiredText('staff.validation.phoneRequired').pipe(staffPhone);

/** A chosen picture (the form adds the file kept in state to its data); optional where it may be. */
export const staffImage = z.instanceof(File).refine((file) => file.size > 0);

/** An id chosen in a dropdown (branch, section). */
export const chosenId = z.string().trim().min(1);

/**
 * An edit form starts from the saved values, and unchanged values are not sent: a saved value
 * that an older rule let through (a longer e-mail, say) must not block saving other fields.
 */
export function checkedWhenChanged(rule: z.ZodType<string>, saved: string | null | undefined) {
  const before = (saved ?? '').trim();
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === before) return;
      const result = rule.safeParse(value);
      const issue = result.error?.issues[0];
      if (issue) context.addIssue({ code: 'custom', message: issue.message });
    });
}

/** The boxes of the manager and employee forms, by the request's field names (server errors go under them). */
export const STAFF_FORM_FIELDS = [
  'username',
  'email',
  'phone',
  'dialCode',
  'branch',
  'section',
  'image',
] as const;
