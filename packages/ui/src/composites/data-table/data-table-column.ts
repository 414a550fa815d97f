import type { ReactNode } from 'react';
import type { DataTableCardSlot } from './card-layout';

// Apart from the table, so its phone cards (data-table-cards.tsx) take the column's shape
// without importing the table that renders them.
export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** The cell's content; without it the row's property named `key` is shown as text. */
  cell?: (row: Row, indexOnPage: number) => ReactNode;
  /** A CSS width ('12rem', 120); long text wraps inside it. */
  width?: string | number;
  align?: 'start' | 'center' | 'end';
  /** Keeps the cell on one line (numbers, dates, phone numbers). */
  nowrap?: boolean;
  /**
   * Where the column shows on a phone, where each row is a card: `image` and `title` on the top
   * line (the title names the card), `badge` facing them (a status), `field` a "header: value"
   * line (the default), `actions` in the bottom row with the row actions, `hidden` not at all.
   */
  card?: DataTableCardSlot;
}
