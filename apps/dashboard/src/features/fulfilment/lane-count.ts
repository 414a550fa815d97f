/**
 * How many orders a lane holds, from the orders list's own answer: the list says how many pages
 * there are, not how many rows, so a lane is read at the largest page size and, when it fills
 * more than one page, its last page too: (pages − 1) full pages plus what the last one holds.
 */

/** The largest page the contract allows, so most lanes are counted with one request. */
export const COUNT_PAGE_SIZE = 30;

export interface LaneCount {
  count: number;
  /** The server stopped counting pages: at least `count`. */
  atLeast: boolean;
}

interface ListPage {
  orders: readonly unknown[];
  totalPages: number;
  totalPagesCapped?: boolean;
}

/** The page to read for the count besides the first, or null when the first says it all. */
export function lastPageToRead(first: ListPage | undefined): number | null {
  return first && first.totalPages > 1 ? first.totalPages : null;
}

/** The lane's count once the pages it needs are in; undefined until then. */
export function laneCount(
  first: ListPage | undefined,
  last: Pick<ListPage, 'orders'> | undefined,
): LaneCount | undefined {
  if (!first) return undefined;
  const atLeast = first.totalPagesCapped === true;
  if (lastPageToRead(first) === null) return { count: first.orders.length, atLeast };
  if (!last) return undefined;
  return { count: (first.totalPages - 1) * COUNT_PAGE_SIZE + last.orders.length, atLeast };
}
