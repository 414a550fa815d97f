import { z } from 'zod';
import { toWesternDigits } from '@taseer/ui';
import { message, NAME_MAX, requiredText } from '../../shared/forms/form-rules';

/**
 * The branch forms (specification, section 5). The address limit has two readings in the
 * specification (a schema of 30, a message and an input of 50); the contract accepts 50, and the
 * message the user reads says 50, so 50 it is.
 */
export const ADDRESS_MAX = 50;

const branchName = requiredText('branches.validation.nameRequired').max(
  NAME_MAX,
  message('form.max50'),
);
const address = requiredText('branches.validation.addressRequired').max(
  ADDRESS_MAX,
  message('form.max50'),
);

/** The first quote's target (contract: FirstQuoteTargetMinutes), in working minutes. */
export const TARGET_MINUTES_MIN = 5;
export const TARGET_MINUTES_MAX = 1440;

/** The target as typed (Arabic-Indic digits too), or null when it is not 5 to 1440 whole minutes. */
export function targetMinutesOf(raw: string): number | null {
  const text = toWesternDigits(raw).trim();
  if (!/^[0-9]{1,4}$/.test(text)) return null;
  const minutes = Number(text);
  return minutes >= TARGET_MINUTES_MIN && minutes <= TARGET_MINUTES_MAX ? minutes : null;
}

// Kept as the typed text (so a submission's value parses again unchanged); `targetMinutesOf`
// turns it into the request's number.
const firstQuoteTargetMinutes = z
  .string({ error: message('branchHours.validation.target') })
  .refine((raw) => targetMinutesOf(raw) !== null, message('branchHours.validation.target'));

export const createBranchSchema = z.object({
  branchName,
  managerId: requiredText('branches.validation.managerRequired'),
  address,
  firstQuoteTargetMinutes,
});
export type CreateBranchValues = z.infer<typeof createBranchSchema>;

/** On edit the manager may stay as it is, so it is not required. */
export const editBranchSchema = z.object({
  branchName,
  managerId: z.string().trim().optional(),
  address,
  firstQuoteTargetMinutes,
});
export type EditBranchValues = z.infer<typeof editBranchSchema>;

/** The boxes of the branch forms, by the request's field names (server errors go under them). */
export const BRANCH_FORM_FIELDS = Object.keys(createBranchSchema.shape);
