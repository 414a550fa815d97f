import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshLists } from '../../shared/lists/list-keys';
import { STAFF_DELETE_REFRESHES } from './api/delete-staff';
import { employeeFormOptionsQuery, managerBranchOptionsQuery } from './api/employee-form-options';
import { STAFF_CREATE_REFRESHES } from './api/register-staff';
import { STAFF_UPDATE_REFRESHES } from './api/update-staff';

const MANAGER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('the branches a manager form offers', () => {
  it('asks for the branches nobody runs, and, editing a manager, keeps its own', () => {
    expect(managerBranchOptionsQuery().queryKey).toEqual([
      'get',
      '/api/v1/common/addemployee',
      { params: { query: { withoutManager: true } } },
    ]);
    expect(managerBranchOptionsQuery(MANAGER_ID).queryKey[2]).toEqual({
      params: { query: { withoutManager: true, managerId: MANAGER_ID } },
    });
  });

  it('is cached apart from the employee form, which offers every branch', () => {
    expect(managerBranchOptionsQuery().queryKey).not.toEqual(employeeFormOptionsQuery().queryKey);
  });

  it.each([
    ['added', STAFF_CREATE_REFRESHES],
    ['edited (moved)', STAFF_UPDATE_REFRESHES],
    ['deleted', STAFF_DELETE_REFRESHES],
  ])(
    'is asked again once a manager is %s, since that changes which branches are free',
    async (_, refreshes) => {
      const client = new QueryClient();
      for (const query of [managerBranchOptionsQuery(), managerBranchOptionsQuery(MANAGER_ID)]) {
        client.setQueryData(query.queryKey, { branchOptions: [], sectionOptions: [] });
      }
      await refreshLists(client, refreshes);
      for (const query of [managerBranchOptionsQuery(), managerBranchOptionsQuery(MANAGER_ID)]) {
        expect(client.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
      }
    },
  );
});
