import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../../shared/lists/list-query';

/** The contract's `sectionName` filter takes up to 50 characters. */
export const SECTION_FILTER_MAX = 50;

/** One page of sections; the search box filters by section name. */
export function sectionsQueryOptions({ page, limit, search }: ListQueryState) {
  const sectionName = search.slice(0, SECTION_FILTER_MAX) || undefined;
  return $api.queryOptions('get', '/api/v1/sections/', {
    params: { query: { page, limit, sectionName } },
  });
}

/** The branches a section can be put in (the company's, or a manager's own). */
export function sectionFormOptionsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/common/addsection');
}
