import { describe, expect, it } from 'vitest';
import { can } from './permissions';

describe('can', () => {
  it('lets the superadmin delete but not add or edit branches, sections or staff', () => {
    expect(can('superadmin', 'branch.delete')).toBe(true);
    expect(can('superadmin', 'section.delete')).toBe(true);
    expect(can('superadmin', 'employee.delete')).toBe(true);
    expect(can('superadmin', 'branch.create')).toBe(false);
    expect(can('superadmin', 'section.update')).toBe(false);
    expect(can('superadmin', 'manager.create')).toBe(false);
    expect(can('superadmin', 'company.create')).toBe(true);
  });

  it('lets only an admin choose the branch of a section or employee', () => {
    expect(can('admin', 'branch.choose')).toBe(true);
    expect(can('manager', 'branch.choose')).toBe(false);
  });

  it('lets an employee manage nothing, and nobody without a role do anything', () => {
    expect(can('agent', 'employee.create')).toBe(false);
    expect(can('agent', 'section.list')).toBe(false);
    expect(can(null, 'account.read')).toBe(false);
  });
});
