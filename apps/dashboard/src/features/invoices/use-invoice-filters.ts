import { useCallback, useMemo } from 'react';
import { useSearch } from 'wouter';
import { useQueryChange } from '../../shared/order-lists/use-order-filters';
import {
  changeInvoiceFilters,
  clearInvoiceFilters,
  readInvoiceFilters,
  type InvoiceFiltersChange,
} from './invoice-filters';

/** The list's days, kind and branch, in the address: each change a history entry (Back undoes it). */
export function useInvoiceFilters() {
  const search = useSearch();
  const go = useQueryChange();
  const filters = useMemo(() => readInvoiceFilters(search), [search]);
  const change = useCallback(
    (delta: InvoiceFiltersChange) => go((current) => changeInvoiceFilters(current, delta)),
    [go],
  );
  const clear = useCallback(() => go(clearInvoiceFilters), [go]);
  return { filters, change, clear };
}
