import type { Phone } from '../../lib/phone.js';
import type { Role } from '../identity/index.js';

/** The contract's `User`, as every auth answer carries it. */
export interface UserView {
  _id: string;
  username: string;
  email: string | null;
  phone: Phone;
  role: Role;
  image: string | null;
  description: string | null;
  defaultEmployeeCost: number | null;
  companyId: string | null;
  companyName: string | null;
  branch: string | null;
  branchName: string | null;
  section: string | null;
  sectionName: string | null;
  isActive: boolean;
  createdAt: string;
}

export function imagePath(imageId: string | null): string | null {
  return imageId ? `/api/v1/images/${imageId}` : null;
}
