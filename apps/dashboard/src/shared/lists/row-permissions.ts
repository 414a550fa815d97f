import { can, type Action, type Role } from '@taseer/api';

/** The records whose list screens share the add/edit/delete buttons. */
export type ListResource = 'company' | 'branch' | 'section' | 'manager' | 'employee';

export interface RowPermissions {
  add: boolean;
  edit: boolean;
  delete: boolean;
}

/**
 * Which buttons a list screen shows to a role: straight from the contract's permission table
 * (`can`), the same table the server enforces, so a hidden button is never one that would work.
 */
export function rowPermissions(
  role: Role | null | undefined,
  resource: ListResource,
): RowPermissions {
  const action = (verb: 'create' | 'update' | 'delete') => `${resource}.${verb}` as Action;
  return {
    add: can(role, action('create')),
    edit: can(role, action('update')),
    delete: can(role, action('delete')),
  };
}
