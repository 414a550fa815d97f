import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Cache-key prefixes of the lists and dropdowns (openapi-react-query keys start with the method
 * and the path), so a change can refresh every list that shows or counts what it changed.
 */
export const LIST_KEYS = {
  companies: ['get', '/api/v1/users/admins'],
  managers: ['get', '/api/v1/users/managers'],
  employees: ['get', '/api/v1/users/agents'],
  managerOptions: ['get', '/api/v1/users/formattedmanagers'],
  branches: ['get', '/api/v1/branches/'],
  sections: ['get', '/api/v1/sections/'],
  sectionFormOptions: ['get', '/api/v1/common/addsection'],
  employeeFormOptions: ['get', '/api/v1/common/addemployee'],
  stats: ['get', '/api/v1/common/stats'],
} as const satisfies Record<string, QueryKey>;

export function refreshLists(client: QueryClient, keys: readonly QueryKey[]): Promise<void[]> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
