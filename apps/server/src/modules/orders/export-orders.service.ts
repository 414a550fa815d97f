import { Readable } from 'node:stream';
import type { CsvCopy, Database } from '../../db/client.js';
import type { AuthContext } from '../identity/index.js';
import { type AuditDetails, recordAuditEvent } from '../audit/index.js';
import { type Scope, scopeOf } from '../scope/index.js';
import {
  EXPORT_HEADINGS,
  exportBatchStatement,
  exportSelect,
  type ExportBatch,
} from './order-export.repository.js';
import { BYTE_ORDER_MARK, csvHeaderLine } from '../../lib/csv.js';
import { CsvRowEnds } from './orders-csv.js';
import type { OrderFilters } from './orders.repository.js';

/**
 * Rows per statement on PGlite. Each batch holds PGlite's one connection (on its own thread)
 * while it runs, so it is kept to a few milliseconds: a request arriving meanwhile waits for at
 * most one batch per query it makes.
 */
export const EXPORT_BATCH_SIZE = 250;

export interface ExportDependencies {
  db: Database;
  database: { copyCsv: CsvCopy | null };
}

/**
 * The caller's orders (same scope and filters as the list) as a CSV stream, every cell written
 * by the database. On PostgreSQL one COPY statement streams the whole file over a connection of
 * its own, read only as fast as the client takes it. On PGlite prepared keyset batches, each
 * written as COPY would write it, follow each other with a turn of the event loop between them,
 * so other requests' queries get the connection in between; the next batch is read only when
 * the client has taken the previous one. Either way memory holds a chunk, never the file.
 */
export async function exportOrders(
  { db, database }: ExportDependencies,
  auth: AuthContext,
  filters: OrderFilters,
): Promise<Readable> {
  const scope = await scopeOf(db, auth);
  await recordExport(db, auth, filters);
  const copy = database.copyCsv;
  const rows = copy
    ? streamed(await copy.open(exportSelect(scope, filters)))
    : inBatches(db, scope, filters);
  return Readable.from(withHeadings(rows), { objectMode: false, highWaterMark: 64 * 1024 });
}

/**
 * The export in the audit log, with the filters it was asked with, before the first row leaves:
 * the company's log for its staff, the platform's for the superadmin.
 */
async function recordExport(db: Database, auth: AuthContext, filters: OrderFilters): Promise<void> {
  const { viewerId: _viewer, now, ...asked } = filters;
  await recordAuditEvent(db, {
    companyId: auth.role === 'superadmin' ? null : auth.companyId,
    action: 'orders.exported',
    actor: auth,
    target: { type: 'orders', id: null, label: null },
    details: Object.fromEntries(
      Object.entries(asked).filter(([, value]) => value !== undefined && value !== ''),
    ) as AuditDetails,
    now,
  });
}

async function* withHeadings(rows: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  yield Buffer.from(BYTE_ORDER_MARK + csvHeaderLine(EXPORT_HEADINGS));
  yield* rows;
}

/** Bytes gathered before a write: PostgreSQL sends 8 kB at a time, a write each costs a syscall. */
const WRITE_SIZE = 64 * 1024;

/** Rows converted straight into the buffer that is written, one allocation per 64 kB. */
async function* streamed(copy: Readable): AsyncGenerator<Buffer> {
  const ends = new CsvRowEnds();
  let out = Buffer.allocUnsafe(2 * WRITE_SIZE);
  let at = 0;
  for await (const chunk of copy as AsyncIterable<Buffer>) {
    const { size } = ends.scan(chunk);
    if (at + size > out.length) {
      if (at > 0) yield out.subarray(0, at);
      out = Buffer.allocUnsafe(Math.max(2 * WRITE_SIZE, size));
      at = 0;
    }
    at = ends.writeInto(out, at);
    if (at >= WRITE_SIZE) {
      yield out.subarray(0, at);
      out = Buffer.allocUnsafe(2 * WRITE_SIZE);
      at = 0;
    }
  }
  if (at > 0) yield out.subarray(0, at);
}

async function* inBatches(
  db: Database,
  scope: Scope,
  filters: OrderFilters,
): AsyncGenerator<Buffer> {
  const first = exportBatchStatement(db, scope, filters, EXPORT_BATCH_SIZE, 'first');
  const next = exportBatchStatement(db, scope, filters, EXPORT_BATCH_SIZE, 'after');
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    // A turn of the event loop: requests that arrived during the last batch queue their
    // queries before the next batch asks for the connection.
    await new Promise((resolve) => setImmediate(resolve));
    const batches: ExportBatch[] = after ? await next.execute(after) : await first.execute();
    const batch = batches[0];
    if (!batch?.csv) return;
    yield Buffer.from(batch.csv, 'utf8');
    if (batch.rows < EXPORT_BATCH_SIZE || !batch.lastCreatedAt || !batch.lastId) return;
    after = { createdAt: batch.lastCreatedAt, id: batch.lastId };
  }
}
