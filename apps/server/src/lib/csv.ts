/** Makes spreadsheet programs read the file as UTF-8, so Arabic shows as Arabic. */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A cell a spreadsheet will not run: text starting with = + - @ (or a tab or carriage return,
 * which some programs skip before looking) gets a leading apostrophe, the usual neutraliser.
 * Quotes, commas and line breaks are then quoted the RFC 4180 way.
 *
 * The orders export has its rows written by the database (orders-csv.ts `spreadsheetSafe`, then
 * COPY's CSV writer, which quotes exactly these characters); this is the same rule in JavaScript,
 * for its headings and for files written row by row here (the audit log's).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row of cells, ended with CRLF (RFC 4180, and what spreadsheet programs on Windows expect). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvHeaderLine(headings: readonly string[]): string {
  return csvLine(headings);
}
