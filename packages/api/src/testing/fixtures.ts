import type { User } from '../types';

/** A complete, valid `User` as the API answers it. */
export const sampleUser: User = {
  _id: '9b2f4c1d-3e5a-4f6b-8c7d-1e2f3a4b5c6d',
  username: 'شركة قطع الغيار',
  email: 'info@parts.example',
  phone: { dialCode: '+966', number: '0500000002' },
  role: 'admin',
  image: null,
  description: null,
  defaultEmployeeCost: 200,
  companyId: '9b2f4c1d-3e5a-4f6b-8c7d-1e2f3a4b5c6d',
  companyName: 'شركة قطع الغيار',
  branch: null,
  branchName: null,
  section: null,
  sectionName: null,
  isActive: true,
  createdAt: '2025-01-15T09:30:00.000Z',
};
