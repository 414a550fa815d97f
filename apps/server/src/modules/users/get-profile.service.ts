import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Phone } from '../../lib/phone.js';
import type { AuthContext, Role } from '../identity/index.js';
import { findUserView } from './users.repository.js';

/** The contract's `Profile`: what the profile screen shows and edits. */
export interface ProfileView {
  _id: string;
  username: string;
  email: string | null;
  phone: Phone;
  role: Role;
  image: string | null;
  description: string | null;
  defaultEmployeeCost: number | null;
}

export async function getProfile(
  db: Database,
  auth: AuthContext,
): Promise<{ profile: ProfileView }> {
  const user = await findUserView(db, auth.userId);
  if (!user) throw new AppError('SESSION_EXPIRED');
  const { _id, username, email, phone, role, image, description, defaultEmployeeCost } = user;
  return {
    profile: { _id, username, email, phone, role, image, description, defaultEmployeeCost },
  };
}
