import { describe, expect, it } from 'vitest';
import type { Section } from '@taseer/api';
import { sectionChanges } from './section-changes';

const section: Section = {
  _id: '5b0e9d4c-1f2a-4b3c-8d7e-6f5a4b3c2d1e',
  sectionName: 'قسم المحركات',
  branchId: '3f0c2a9e-8b7d-4c1e-9a55-2d6f1b0e7c41',
  branchName: 'فرع العليا',
  companyId: '9b2f4c1d-3e5a-4f6b-8c7d-1e2f3a4b5c6d',
  companyName: 'شركة قطع الغيار',
  adminUsername: 'شركة قطع الغيار',
  agentCount: 4,
  messageCount: 17,
  createdAt: '2025-02-01T08:00:00.000Z',
};
const otherBranch = '8a1b2c3d-4e5f-4a6b-9c7d-0e1f2a3b4c5d';

describe('what the section edit sends', () => {
  it('sends a new name and a new branch', () => {
    expect(sectionChanges(section, { sectionName: 'قسم الكهرباء', branchId: otherBranch })).toEqual(
      { sectionName: 'قسم الكهرباء', branchId: otherBranch },
    );
  });

  it('sends nothing for an empty name, no branch, or the values it already has', () => {
    expect(sectionChanges(section, {})).toEqual({});
    expect(
      sectionChanges(section, { sectionName: 'قسم المحركات', branchId: section.branchId }),
    ).toEqual({});
  });
});
