import type { PhoneNumber, Profile } from '@taseer/api';
import type { ProfileValues } from './profile.schemas';

/** The fields a PUT /users/{id} of one's own profile may carry. */
export interface ProfileChanges {
  username?: string;
  email?: string;
  phone?: PhoneNumber;
  image?: File;
}

/**
 * What the profile form sends: the filled-in values that differ from the saved profile. Empty
 * boxes are never sent (specification, section 5), and neither is what was left as it was, so
 * saving a new name cannot trip over the phone's uniqueness check. The phone goes with its dial
 * code.
 */
export function profileChanges(saved: Profile, values: ProfileValues): ProfileChanges {
  const changes: ProfileChanges = {};
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
  if (values.image !== undefined) changes.image = values.image;
  return changes;
}
