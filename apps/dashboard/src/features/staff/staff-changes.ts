import type { PhoneNumber, StaffMember } from '@taseer/api';

/**
 * What a form of a manager or an employee holds after validation (empty boxes absent). A type, not
 * an interface: conform takes a form's values as a record, which an interface is not.
 */
export type StaffFormValues = {
  username?: string;
  email?: string;
  phone?: string;
  dialCode?: string;
  branch?: string;
  section?: string;
  image?: File;
};

/** The fields a PUT /users/{id} carries for a manager or an employee. */
export interface StaffChanges {
  username?: string;
  email?: string;
  phone?: PhoneNumber;
  branch?: string;
  section?: string;
  image?: File;
}

/**
 * What the edit form sends: the filled-in values that differ from the saved person. Empty boxes
 * are never sent (specification, section 5), and neither is what was left as it was, so saving
 * one field cannot trip over another's uniqueness check. The phone travels with its dial code.
 */
export function staffChanges(saved: StaffMember, values: StaffFormValues): StaffChanges {
  const changes: StaffChanges = {};
  const differs = (value: string | undefined, before: string | null | undefined) =>
    value !== undefined && value !== (before ?? '').trim();

  if (differs(values.username, saved.username)) changes.username = values.username;
  if (differs(values.email, saved.email)) changes.email = values.email;
  if (values.phone !== undefined) {
    const dialCode = values.dialCode ?? saved.phone.dialCode;
    if (values.phone !== saved.phone.number || dialCode !== saved.phone.dialCode) {
      changes.phone = { dialCode, number: values.phone };
    }
  }
  if (differs(values.branch, saved.branch)) changes.branch = values.branch;
  if (differs(values.section, saved.section)) changes.section = values.section;
  if (values.image !== undefined && values.image.size > 0) changes.image = values.image;
  return changes;
}
