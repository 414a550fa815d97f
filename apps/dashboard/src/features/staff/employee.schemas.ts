import { z } from 'zod';
import type { StaffMember } from '@taseer/api';
import { dialCodeSchema, message, requiredText } from '../../shared/forms/form-rules';
import {
  checkedWhenChanged,
  chosenId,
  EMPLOYEE_EMAIL_MAX,
  requiredStaffEmail,
  requiredStaffPhone,
  staffEmail,
  staffImage,
  staffName,
  staffPhone,
} from './staff.schemas';

/**
 * The employee forms (specification, section 5, "Add employee"): name, section, e-mail, phone,
 * country code and picture all required, and for a role that chooses the branch (a company) the
 * branch first. Edit: everything optional except the phone for a manager; e-mail up to 30.
 */

const employeePicture = z
  .instanceof(File, { error: message('employees.validation.imageRequired') })
  .refine((file) => file.size > 0, message('employees.validation.imageRequired'));

const addEmployeeFields = {
  username: requiredText('employees.validation.nameRequired').pipe(staffName),
  section: requiredText('employees.validation.sectionRequired'),
  email: requiredStaffEmail(EMPLOYEE_EMAIL_MAX),
  phone: requiredStaffPhone,
  dialCode: dialCodeSchema,
  image: employeePicture,
};

/** A manager adds to its own branch; a company picks the branch first. */
export function addEmployeeSchema({ choosesBranch }: { choosesBranch: boolean }) {
  return z.object({
    ...addEmployeeFields,
    branch: choosesBranch
      ? requiredText('employees.validation.branchRequired')
      : chosenId.optional(),
  });
}
export type AddEmployeeValues = z.infer<ReturnType<typeof addEmployeeSchema>>;

export interface EditEmployeeRules {
  /** Everyone but a company must keep a phone (spec: "optional except phone for non-admin"). */
  phoneRequired: boolean;
  /** The saved employee: an unchanged e-mail is not checked again, a new branch needs a section. */
  saved: Pick<StaffMember, 'email' | 'branch' | 'section'>;
}

export function editEmployeeSchema({ phoneRequired, saved }: EditEmployeeRules) {
  return z
    .object({
      username: staffName.optional(),
      email: checkedWhenChanged(staffEmail(EMPLOYEE_EMAIL_MAX), saved.email).optional(),
      phone: phoneRequired ? requiredStaffPhone : staffPhone.optional(),
      dialCode: dialCodeSchema.optional(),
      branch: chosenId.optional(),
      section: chosenId.optional(),
      image: staffImage.optional(),
    })
    .superRefine((values, context) => {
      // Another branch has other sections: the employee needs one of them.
      const movesBranch = values.branch !== undefined && values.branch !== saved.branch;
      if (movesBranch && (values.section === undefined || values.section === saved.section)) {
        context.addIssue({
          code: 'custom',
          path: ['section'],
          message: message('employees.validation.sectionRequired'),
        });
      }
    });
}
export type EditEmployeeValues = z.infer<ReturnType<typeof editEmployeeSchema>>;

/** The form's starting values for a saved employee. */
export function employeeFormDefaults(employee: StaffMember) {
  return {
    username: employee.username,
    email: employee.email ?? '',
    phone: employee.phone.number,
    dialCode: employee.phone.dialCode,
    branch: employee.branch ?? '',
    section: employee.section ?? '',
  };
}
