import { describe, expect, it } from 'vitest';
import { rowPermissions } from './row-permissions';

describe('buttons of the list screens by role', () => {
  it('lets the system manager add, edit and delete companies only', () => {
    expect(rowPermissions('superadmin', 'company')).toEqual({
      add: true,
      edit: true,
      delete: true,
    });
    expect(rowPermissions('admin', 'company')).toEqual({ add: false, edit: false, delete: false });
  });

  it.each(['branch', 'section', 'manager', 'employee'] as const)(
    'hides add and edit of %s from the system manager but keeps delete',
    (resource) => {
      expect(rowPermissions('superadmin', resource)).toEqual({
        add: false,
        edit: false,
        delete: true,
      });
    },
  );

  it('lets a company add, edit and delete branches and sections', () => {
    expect(rowPermissions('admin', 'branch')).toEqual({ add: true, edit: true, delete: true });
    expect(rowPermissions('admin', 'section')).toEqual({ add: true, edit: true, delete: true });
  });

  it('lets a manager work on sections but not on branches', () => {
    expect(rowPermissions('manager', 'section')).toEqual({ add: true, edit: true, delete: true });
    expect(rowPermissions('manager', 'branch')).toEqual({ add: false, edit: false, delete: false });
  });

  it('shows nothing to an employee or to no one signed in', () => {
    for (const resource of ['company', 'branch', 'section'] as const) {
      expect(rowPermissions('agent', resource)).toEqual({ add: false, edit: false, delete: false });
      expect(rowPermissions(null, resource)).toEqual({ add: false, edit: false, delete: false });
    }
  });
});
