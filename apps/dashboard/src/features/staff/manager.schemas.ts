import { z } from 'zod';
import type { StaffMember } from '@taseer/api';
import { dialCodeSchema, requiredText } from '../../shared/forms/form-rules';
import {
  chosenId,
  requiredStaffEmail,
  requiredStaffPhone,
  STAFF_EMAIL_MAX,
  staffEmail,
  staffImage,
  staffName,
  staffPhone,
} from './staff.schemas';

/**
 * The manager forms (specification, section 5, "Manager/company form"): name 'اسم المدير مطلوب',
 * e-mail required and valid, phone required with 10 digits, dial code; the picture is optional.
 * A company may place the manager in one of its branches (the contract's optional `branch`).
 */
export const addManagerSchema = z.object({
  username: requiredText('managers.validation.nameRequired').pipe(staffName),
  email: requiredStaffEmail(STAFF_EMAIL_MAX),
  phone: requiredStaffPhone,
  dialCode: dialCodeSchema,
  branch: chosenId.optional(),
  image: staffImage.optional(),
});
export type AddManagerValues = z.infer<typeof addManagerSchema>;

/** Edit: every field optional (empty boxes are left out), the e-mail up to 50 characters. */
export const editManagerSchema = z.object({
  username: staffName.optional(),
  email: staffEmail(STAFF_EMAIL_MAX).optional(),
  phone: staffPhone.optional(),
  dialCode: dialCodeSchema.optional(),
  branch: chosenId.optional(),
  image: staffImage.optional(),
});
export type EditManagerValues = z.infer<typeof editManagerSchema>;

/** The form's starting values for a saved manager. */
export function managerFormDefaults(manager: StaffMember) {
  return {
    username: manager.username,
    email: manager.email ?? '',
    phone: manager.phone.number,
    dialCode: manager.phone.dialCode,
    branch: manager.branch ?? '',
  };
}
