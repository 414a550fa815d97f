/**
 * Paged lists (ARCHITECTURE, lists): `page` from 1, `limit` one of 5/10/20/30, answered with
 * `totalPages`. The contract's query schema has already checked and defaulted both.
 */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * How many pages a list counts when it has no counters to read them from. Counting every row
 * matching a search among a million orders takes longer than the page itself; a count that
 * stops here reads at most 3,000 rows (30 a page), read in the page's own order so the database
 * walks the same index as far as the cap instead of gathering every match first, and still
 * tells more pages than a person pages through. Past it `totalPages` is a lower bound and
 * `totalPagesCapped` says so.
 */
export const COUNTED_PAGES = 100;

/** `totalPages`, and whether it is a lower bound because counting stopped (decisions.md). */
export interface PageCount {
  totalPages: number;
  totalPagesCapped: boolean;
}

export function offsetOf({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

export function totalPagesOf(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** An exact count of every matching row. */
export function exactPages(total: number, limit: number): PageCount {
  return { totalPages: totalPagesOf(total, limit), totalPagesCapped: false };
}

/**
 * The most rows a capped count reads: the first COUNTED_PAGES pages, or every page up to the one
 * asked for when it lies further, plus one row telling whether anything lies beyond. Counting up
 * to a deep page costs what skipping to it does, so the page asked is always within the count.
 */
export function countCapOf({ page, limit }: PageRequest): number {
  return Math.max(page, COUNTED_PAGES) * limit + 1;
}

/** The pages a capped count found; reaching the cap means at least that many exist. */
export function cappedPages(counted: number, request: PageRequest): PageCount {
  return {
    totalPages: totalPagesOf(counted, request.limit),
    totalPagesCapped: counted >= countCapOf(request),
  };
}

/**
 * An ILIKE pattern matching the trimmed term anywhere, with `%`, `_` and `\` taken literally
 * (a user searching "50%" means the text, not a wildcard); null when there is nothing to match.
 */
export function containsPattern(term: string | undefined): string | null {
  const trimmed = term?.trim() ?? '';
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, '\\$&')}%`;
}
