import { asc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Newest first, the id breaking ties so rows never swap places between pages. The order is the
 * one the `(…, created_at DESC NULLS LAST, id)` indexes are built in: PostgreSQL reads an index
 * for ORDER BY … LIMIT only when the null ordering matches too (plain DESC means NULLS FIRST),
 * even on a NOT NULL column, and otherwise sorts every row of the scope. Measured on 200,000
 * notifications of one user: 0.1 ms through the index, 100 ms with a sort.
 */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): [SQL, SQL] {
  return [sql`${createdAt} desc nulls last`, asc(id)];
}
