/** The index column's number: it continues across pages, so row 1 of page 3 at 10 per page is 21. */
export function rowNumber(page: number, limit: number, indexOnPage: number): number {
  return (Math.max(1, page) - 1) * limit + indexOnPage + 1;
}
