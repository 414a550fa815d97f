import { LIST_QUERY_PARAMS } from '../lists/list-query';

/**
 * A list's filter by one of a fixed set of values, kept in the address under its own parameter
 * (`?status=completed`, `?quoteStatus=accepted`). The orders status filter and the quote status
 * filter are both this rule, each with its parameter and values.
 */
export interface UrlFilter<Value extends string> {
  param: string;
  values: readonly Value[];
}

export function isFilterValue<Value extends string>(
  filter: UrlFilter<Value>,
  value: string | null | undefined,
): value is Value {
  return (filter.values as readonly string[]).includes(value ?? '');
}

/** The value the list is filtered by, from the address; a missing or unknown one means all. */
export function readUrlFilter<Value extends string>(
  filter: UrlFilter<Value>,
  search: string,
): Value | undefined {
  const value = new URLSearchParams(search).get(filter.param);
  return isFilterValue(filter, value) ? value : undefined;
}

/**
 * The query string with another value of the filter (undefined for all): the list starts again
 * from page 1, since the old page may not exist under the new filter; other parameters are kept.
 * Choosing the value already applied changes nothing.
 */
export function changeUrlFilter<Value extends string>(
  filter: UrlFilter<Value>,
  search: string,
  value: Value | undefined,
): string {
  const params = new URLSearchParams(search);
  if (readUrlFilter(filter, search) === value) return params.toString();
  if (value) params.set(filter.param, value);
  else params.delete(filter.param);
  params.delete(LIST_QUERY_PARAMS.page);
  return params.toString();
}
