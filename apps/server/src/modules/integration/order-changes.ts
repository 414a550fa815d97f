import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { AppError } from '../../errors.js';

/**
 * A position in a company's order history for bots that poll. Events are read in the order of
 * their transactions (`tx_id`, then `id`), and only those of transactions older than every one
 * still running (the snapshot's xmin): an event that commits after a later one was read can then
 * never fall behind the cursor. An event id alone would not do — ids are taken before commit, so
 * a slow transaction can commit an id lower than one already answered.
 */
export interface Cursor {
  txId: string;
  id: number;
}

const CURSOR_TEXT = /^(\d{1,20})\.(\d{1,19})$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.txId}.${cursor.id}`).toString('base64url');
}

/** The cursor in `since`; `now` and absence are answered by the caller. */
export function decodeCursor(text: string): Cursor {
  const match = CURSOR_TEXT.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match || encodeCursor({ txId: match[1]!, id: Number(match[2]) }) !== text) {
    throw new AppError('CURSOR_INVALID');
  }
  return { txId: match[1]!, id: Number(match[2]) };
}

/** Before the company's first event. */
export const START: Cursor = { txId: '0', id: 0 };

/** Where "now" is: every event of a transaction still running, or later, comes after it. */
export async function cursorAtNow(db: Database): Promise<Cursor> {
  const result = await db.execute(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  const [row] = rowsOf<{ xmin: string }>(result);
  // (xmin, 0) sorts before every event of transaction xmin and after all older ones.
  return { txId: row!.xmin, id: 0 };
}

/** The company's events after the cursor, settled ones only, oldest first. */
export async function eventsAfter(
  db: Database,
  companyId: string,
  after: Cursor,
  limit: number,
): Promise<{ orderId: string; cursor: Cursor }[]> {
  const result = await db.execute(sql`
    select order_id, tx_id::text as tx_id, id
    from order_events
    where company_id = ${companyId}
      and (tx_id, id) > (${after.txId}::xid8, ${after.id})
      and tx_id < pg_snapshot_xmin(pg_current_snapshot())
    order by tx_id, id
    limit ${limit}
  `);
  return rowsOf<{ order_id: string; tx_id: string; id: string | number }>(result).map((row) => ({
    orderId: row.order_id,
    cursor: { txId: row.tx_id, id: Number(row.id) },
  }));
}
