/**
 * The orders selected in a lane, by id. A selection belongs to what the reader was looking at
 * (its lane, page, size and search): anything else starts empty, so a move never reaches an
 * order that is not on the screen. Rows that left the page (moved by a colleague, say) drop out
 * of what is counted and sent.
 */

export interface Selection {
  /** The lane, page, size and search it was made on. */
  scope: string;
  ids: ReadonlySet<string>;
}

export const NO_IDS: ReadonlySet<string> = new Set();

/** The ids selected on what is shown now. */
export function idsIn(selection: Selection, scope: string): ReadonlySet<string> {
  return selection.scope === scope ? selection.ids : NO_IDS;
}

/** The selected rows of the page, in its order. */
export function selectedRows<Row extends { _id: string }>(
  rows: readonly Row[],
  ids: ReadonlySet<string>,
): Row[] {
  return rows.filter((row) => ids.has(row._id));
}

/** One order's box ticked or cleared. */
export function toggled(ids: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The page's box: every row of the page, or none. */
export function pageSelected(rows: readonly { _id: string }[], on: boolean): ReadonlySet<string> {
  return on ? new Set(rows.map((row) => row._id)) : NO_IDS;
}
