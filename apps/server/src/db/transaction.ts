import type { Database } from './client.js';

/**
 * Runs multi-row work atomically. Services decide where a transaction starts and ends; the
 * repositories they call inside receive `tx` as their database.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
