import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  changeListQuery,
  readListQuery,
  searchHistoryStep,
  type ListQueryChange,
  type ListQueryState,
} from './list-query';

export interface ListQuery extends ListQueryState {
  /** `replace` changes the address without a history entry (corrections, not user steps). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setLimit: (limit: number) => void;
  setSearch: (term: string) => void;
  /** A term searched as it is typed (see searchHistoryStep). */
  searchAsTyped: (term: string) => void;
}

/**
 * Page, rows per page and search term of a list screen, kept in the URL's query string: each
 * change is a history entry, so Back returns to the previous page or search.
 */
export function useListQuery(): ListQuery {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => readListQuery(search), [search]);

  const change = useCallback(
    (delta: ListQueryChange, options?: { replace?: boolean }) => {
      // The live address, not the one of the last render: Pagination reports a new size and
      // then page 1 in the same tick, and the second change must build on the first.
      const current = window.location.search;
      const next = changeListQuery(current, delta);
      if (next === new URLSearchParams(current).toString()) return;
      navigate(next ? `${path}?${next}` : path, options);
    },
    [path, navigate],
  );

  return useMemo(
    () => ({
      ...state,
      setPage: (page: number, options?: { replace?: boolean }) => change({ page }, options),
      setLimit: (limit: number) => change({ limit: limit as ListQueryState['limit'] }),
      setSearch: (term: string) => change({ search: term }),
      searchAsTyped: (term: string) => {
        const current = readListQuery(window.location.search).search;
        change({ search: term }, { replace: searchHistoryStep(current, term) === 'replace' });
      },
    }),
    [state, change],
  );
}

/**
 * When the list shrinks under the page shown (the last row of the last page was deleted, or a
 * shared link points past the end), moves to the last page that exists, without a history entry.
 */
export function useClampPage(query: ListQuery, totalPages: number | undefined): void {
  const { page, setPage } = query;
  useEffect(() => {
    if (totalPages === undefined) return;
    const last = Math.max(totalPages, 1);
    if (page > last) setPage(last, { replace: true });
  }, [page, totalPages, setPage]);
}
