/** One slot of the pagination bar: a page number, or an ellipsis standing for the pages skipped. */
export type PageSlot = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages the bar shows: the first, the last, and the current page ± 1, with an ellipsis
 * wherever pages are skipped (the spec's rule, applied literally even when one page is skipped).
 * A current page outside 1..total is clamped so a stale page never breaks the bar.
 */
export function pageWindow(current: number, total: number): PageSlot[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), last);

  const shown = new Set<number>([1, last]);
  for (const p of [page - 1, page, page + 1]) {
    if (p >= 1 && p <= last) shown.add(p);
  }
  const pages = [...shown].sort((a, b) => a - b);

  const slots: PageSlot[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) {
      slots.push(p <= page ? 'ellipsis-start' : 'ellipsis-end');
    }
    slots.push(p);
  });
  return slots;
}

/**
 * The bounds rule: a page change is accepted only for a whole page within 1..totalPages. When
 * the count stopped (`totalPagesCapped`), more pages exist than were counted, so the one after
 * the last counted page is accepted too: "next" keeps paging, one page at a time.
 * Returns the page to go to, or null when the request must be ignored.
 */
export function goToPage(
  requested: number,
  totalPages: number,
  totalPagesCapped = false,
): number | null {
  if (!Number.isInteger(requested) || !Number.isFinite(totalPages)) return null;
  const last = totalPagesCapped && totalPages >= 1 ? totalPages + 1 : totalPages;
  if (requested < 1 || requested > last) return null;
  return requested;
}

/** The rows-per-page choices of every list. */
export const PAGE_SIZES = [5, 10, 20, 30] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
