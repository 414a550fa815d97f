import { Readable } from 'node:stream';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../auth/token.service.js';
import { scopeOf } from '../scope/scope.js';
import { exportBatch, type ExportCursor } from './order-export.repository.js';
import { BYTE_ORDER_MARK, csvHeaderLine, csvLine } from './orders-csv.js';
import type { OrderFilters } from './orders.repository.js';

/** Rows fetched per statement: small enough to keep memory flat, large enough to be quick. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * The caller's orders (same scope and filters as the list) as a CSV stream. Batches are read on
 * demand: the stream asks for the next one only when the client has taken the previous, so a
 * slow download holds one batch in memory, never the file. Keyset batches work the same on
 * PGlite (which has no server-side cursor) and on PostgreSQL, and never hold a transaction open
 * for the length of a download.
 */
export async function exportOrders(
  { db }: { db: Database },
  auth: AuthContext,
  filters: OrderFilters,
): Promise<Readable> {
  const scope = await scopeOf(db, auth);
  async function* lines(): AsyncGenerator<string> {
    yield BYTE_ORDER_MARK + csvHeaderLine();
    let cursor: ExportCursor | null = null;
    do {
      const batch = await exportBatch(db, scope, filters, cursor, EXPORT_BATCH_SIZE);
      if (batch.rows.length > 0) yield batch.rows.map(csvLine).join('');
      cursor = batch.next;
    } while (cursor);
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}
