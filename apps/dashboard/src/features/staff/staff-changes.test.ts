import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@taseer/api';
import { staffChanges } from './staff-changes';

const saved: StaffMember = {
  _id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  username: 'خالد الشهري',
  email: 'khaled@alrayyan-parts.sa',
  phone: { dialCode: '+966', number: '0500000021' },
  image: null,
  role: 'agent',
  section: 'section-1',
  sectionName: 'المبيعات',
  branch: 'branch-1',
  branchName: 'فرع الرياض',
  companyId: '9b2f4c1d-3e5a-4f6b-8c7d-1e2f3a4b5c6d',
  adminName: 'مؤسسة الريان',
  companyName: 'مؤسسة الريان',
  createdAt: '2025-01-15T09:30:00.000Z',
};

describe('staffChanges', () => {
  it('sends nothing for a form left as it was', () => {
    expect(
      staffChanges(saved, {
        username: 'خالد الشهري',
        email: 'khaled@alrayyan-parts.sa',
        phone: '0500000021',
        dialCode: '+966',
        branch: 'branch-1',
        section: 'section-1',
      }),
    ).toEqual({});
  });

  it('sends nothing for emptied boxes', () => {
    expect(staffChanges(saved, { dialCode: '+966' })).toEqual({});
  });

  it('sends only what changed', () => {
    expect(staffChanges(saved, { username: 'خالد بن سعيد', email: saved.email ?? '' })).toEqual({
      username: 'خالد بن سعيد',
    });
  });

  it('sends the phone with its dial code when either changes', () => {
    expect(staffChanges(saved, { phone: '0500000099', dialCode: '+966' })).toEqual({
      phone: { dialCode: '+966', number: '0500000099' },
    });
    expect(staffChanges(saved, { phone: '0500000021', dialCode: '+971' })).toEqual({
      phone: { dialCode: '+971', number: '0500000021' },
    });
  });

  it('sends a move to another section (and branch)', () => {
    expect(staffChanges(saved, { branch: 'branch-2', section: 'section-9' })).toEqual({
      branch: 'branch-2',
      section: 'section-9',
    });
    expect(staffChanges(saved, { branch: 'branch-1', section: 'section-2' })).toEqual({
      section: 'section-2',
    });
  });

  it('sends a newly chosen picture, never an empty file', () => {
    const image = new File([new Uint8Array([1])], 'me.png', { type: 'image/png' });
    expect(staffChanges(saved, { image })).toEqual({ image });
    expect(staffChanges(saved, { image: new File([], 'none.png') })).toEqual({});
  });

  it('fills in a branch for a manager who ran none', () => {
    const manager = { ...saved, role: 'manager' as const, branch: null, section: null };
    expect(staffChanges(manager, { branch: 'branch-3' })).toEqual({ branch: 'branch-3' });
  });
});
