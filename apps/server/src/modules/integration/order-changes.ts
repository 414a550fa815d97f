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
  /**
   * Transactions at or after `txId` whose events were already committed when the cursor was
   * made at "now": behind it in time though not in order, so they are not listed again.
   */
  seen?: string[];
}

/** At most this many transactions are remembered as seen; more are listed again, never lost. */
const SEEN_MAX = 50;

const CURSOR_TEXT = /^(\d{1,20})\.(\d{1,19})(?:\.(\d{1,20}(?:-\d{1,20}){0,49}))?$/;

export function encodeCursor(cursor: Cursor): string {
  const seen = cursor.seen?.length ? `.${cursor.seen.join('-')}` : '';
  return Buffer.from(`${cursor.txId}.${cursor.id}${seen}`).toString('base64url');
}

/** The cursor in `since`; `now` and absence are answered by the caller. */
export function decodeCursor(text: string): Cursor {
  const match = CURSOR_TEXT.exec(Buffer.from(text, 'base64url').toString('utf8'));
  const cursor: Cursor | null = match
    ? { txId: match[1]!, id: Number(match[2]), ...(match[3] ? { seen: match[3].split('-') } : {}) }
    : null;
  if (!cursor || encodeCursor(cursor) !== text) throw new AppError('CURSOR_INVALID');
  return cursor;
}

/** The cursor after `event`, still remembering the seen transactions that lie ahead of it. */
export function cursorAfter(event: Cursor, before: Cursor): Cursor {
  const seen = before.seen?.filter((txId) => BigInt(txId) > BigInt(event.txId)) ?? [];
  return seen.length > 0 ? { txId: event.txId, id: event.id, seen } : event;
}

/** Before the company's first event. */
export const START: Cursor = { txId: '0', id: 0 };

/**
 * Where "now" is for a company: every event of a transaction still running, or later, comes
 * after it. (xmin, 0) sorts before every event of transaction xmin and after all older ones; the
 * company's events of later transactions that already committed (a long transaction elsewhere
 * holds xmin back) are remembered as seen, so "now" lists none of what was there before it.
 */
export async function cursorAtNow(db: Database, companyId: string): Promise<Cursor> {
  const result = await db.execute(sql`
    with now as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
    select now.xmin::text as xmin,
           (select coalesce(array_agg(tx_id::text order by tx_id), '{}')
            from (select distinct tx_id from order_events, now
                  where company_id = ${companyId} and tx_id >= now.xmin
                  order by tx_id limit ${SEEN_MAX}) committed) as seen
    from now
  `);
  const [row] = rowsOf<{ xmin: string; seen: string[] }>(result);
  return row!.seen.length > 0
    ? { txId: row!.xmin, id: 0, seen: row!.seen }
    : { txId: row!.xmin, id: 0 };
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
      ${after.seen?.length ? sql`and not (tx_id::text = any(${`{${after.seen.join(',')}}`}::text[]))` : sql``}
    order by tx_id, id
    limit ${limit}
  `);
  return rowsOf<{ order_id: string; tx_id: string; id: string | number }>(result).map((row) => ({
    orderId: row.order_id,
    cursor: { txId: row.tx_id, id: Number(row.id) },
  }));
}
