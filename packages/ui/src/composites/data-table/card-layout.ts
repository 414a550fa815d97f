/**
 * Where a column shows when a row is read as a card (a phone, below 768 px):
 *
 * - `image`: a picture at the start of the top line, hidden from screen readers (the title
 *   beside it names the row);
 * - `title`: the card's top line, which also names the card for screen readers (several `title`
 *   columns sit side by side);
 * - `badge`: facing the title across the top line (a status), so it is seen first;
 * - `field`: a "label: value" line under the title, labelled with the column's header (default);
 * - `actions`: the card's bottom row, before the row actions (a "show" button kept in a column);
 * - `hidden`: not on a phone (the running number, which means little without a table).
 */
export type DataTableCardSlot = 'image' | 'title' | 'badge' | 'field' | 'actions' | 'hidden';

export interface CardLayout<Column> {
  image: Column[];
  title: Column[];
  badge: Column[];
  field: Column[];
  actions: Column[];
}

/**
 * Sorts the columns into the parts of a card, keeping their order within each part. A card is
 * always named: without a `title` column the first field takes its place.
 */
export function cardLayout<Column extends { card?: DataTableCardSlot }>(
  columns: readonly Column[],
): CardLayout<Column> {
  const layout: CardLayout<Column> = { image: [], title: [], badge: [], field: [], actions: [] };
  for (const column of columns) {
    const slot = column.card ?? 'field';
    if (slot !== 'hidden') layout[slot].push(column);
  }
  if (layout.title.length === 0 && layout.field.length > 0) {
    layout.title = layout.field.slice(0, 1);
    layout.field = layout.field.slice(1);
  }
  return layout;
}
