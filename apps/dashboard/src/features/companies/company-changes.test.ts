import { describe, expect, it } from 'vitest';
import type { Company } from '@taseer/api';
import { hasChanges } from '../../shared/forms/changes';
import { companyChanges } from './company-changes';

const company: Company = {
  _id: '9b2f4c1d-3e5a-4f6b-8c7d-1e2f3a4b5c6d',
  username: 'شركة قطع الغيار',
  email: 'info@parts.example',
  phone: { dialCode: '+966', number: '0500000002' },
  description: 'قطع غيار أصلية',
  image: '/api/v1/images/5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  defaultEmployeeCost: 200,
  isActive: true,
  createdAt: '2025-01-15T09:30:00.000Z',
  totalSections: 3,
  totalBranches: 2,
  totalEmployees: 9,
  totalConversations: 41,
};

describe('what the company edit sends', () => {
  it('sends nothing when the form holds the saved values', () => {
    const changes = companyChanges(company, {
      username: 'شركة قطع الغيار',
      email: 'info@parts.example',
      phone: '0500000002',
      dialCode: '+966',
      description: 'قطع غيار أصلية',
      defaultEmployeeCost: '200',
    });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('sends nothing for emptied boxes', () => {
    expect(companyChanges(company, { dialCode: '+966' })).toEqual({});
  });

  it('sends only the fields that changed', () => {
    expect(
      companyChanges(company, {
        username: 'شركة قطع الغيار',
        email: 'sales@parts.example',
        defaultEmployeeCost: '250',
      }),
    ).toEqual({ email: 'sales@parts.example', defaultEmployeeCost: '250' });
  });

  it('sends the whole phone when the number or the country changes', () => {
    expect(companyChanges(company, { phone: '0555555555', dialCode: '+966' })).toEqual({
      phone: { dialCode: '+966', number: '0555555555' },
    });
    expect(companyChanges(company, { phone: '0500000002', dialCode: '+971' })).toEqual({
      phone: { dialCode: '+971', number: '0500000002' },
    });
  });

  it('fills in a field the company did not have', () => {
    expect(companyChanges({ ...company, description: null }, { description: 'وصف جديد' })).toEqual({
      description: 'وصف جديد',
    });
  });

  it('sends a new logo', () => {
    const logo = new File([new Uint8Array([1, 2, 3])], 'logo.webp', { type: 'image/webp' });
    expect(companyChanges(company, { image: logo })).toEqual({ image: logo });
  });
});
