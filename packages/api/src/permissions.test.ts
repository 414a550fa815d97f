import { describe, expect, it } from 'vitest';
import { can, isRole, PERMISSIONS, ROLES } from './permissions';

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

describe('the roles', () => {
  it('name each role once, and every role the permission table names is one of them', () => {
    expect(new Set(ROLES).size).toBe(ROLES.length);
    for (const roles of Object.values(PERMISSIONS)) {
      for (const role of roles) expect(ROLES).toContain(role);
    }
  });

  it('tell a stored role from anything else', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const other of ['owner', '', null, undefined, 1, { role: 'admin' }]) {
      expect(isRole(other)).toBe(false);
    }
  });
});
