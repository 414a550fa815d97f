import { z } from 'zod';
import { message, requiredText } from '../../shared/forms/form-rules';

/**
 * The section forms (specification, section 5): a name of 2 to 50 characters; the branch is
 * chosen (and required) only by roles that may choose one (`can(role, 'branch.choose')`).
 */
export const SECTION_NAME_MIN = 2;
export const SECTION_NAME_MAX = 50;

const sectionName = z
  .string()
  .trim()
  .min(SECTION_NAME_MIN, message('sections.validation.nameMin'))
  .max(SECTION_NAME_MAX, message('sections.validation.nameMax'));

export function createSectionSchema(choosesBranch: boolean) {
  return z.object({
    sectionName: requiredText('form.required').pipe(sectionName),
    branchId: choosesBranch
      ? requiredText('sections.validation.branchRequired')
      : z.undefined().optional(),
  });
}
export type CreateSectionValues = z.infer<ReturnType<typeof createSectionSchema>>;

/** Everything optional: only a name that was typed and a branch that was chosen are sent. */
export function editSectionSchema(choosesBranch: boolean) {
  return z.object({
    sectionName: sectionName.optional(),
    branchId: choosesBranch ? z.string().trim().optional() : z.undefined().optional(),
  });
}
export type EditSectionValues = z.infer<ReturnType<typeof editSectionSchema>>;

/** The boxes of the section forms, by the request's field names (server errors go under them). */
export const SECTION_FORM_FIELDS = ['sectionName', 'branchId'] as const;
