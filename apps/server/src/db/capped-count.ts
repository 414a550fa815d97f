import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/** Select this from the rows to count, then hand the query (with its LIMIT) to `countRows`. */
export const ONE_PER_ROW = { one: sql<number>`1`.as('one') };

/**
 * Counts the rows of a query that carries its own LIMIT: PostgreSQL stops reading at the limit,
 * so a count over millions of matches costs no more than the limit's worth of index entries.
 */
export async function countRows(db: Database, rows: PgSelect): Promise<number> {
  const [row] = await db.select({ value: count() }).from(rows.as('counted_rows'));
  return row?.value ?? 0;
}
