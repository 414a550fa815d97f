/**
 * The messages between the request thread and the thread that runs PGlite (embedded-worker.js,
 * embedded-client.ts). Plain data only: everything crosses by structured clone.
 */

/** How PGlite is opened: a data directory, or a dump to load (the tests' fresh databases). */
export interface EmbeddedOpenOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  postgresqlconf: string[];
  /**
   * PGlite's WebAssembly compiled once per process and shared by its threads (a
   * `WebAssembly.Module`; the server's type library, without the DOM's, does not name it).
   */
  pgliteWasmModule?: CompiledWasm;
}

/** A compiled `WebAssembly.Module`, opaque here: it is only handed on to PGlite. */
export type CompiledWasm = object;

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Types whose text is kept as it came (drizzle's own parsers for dates, times and intervals). */
  rawTypes?: number[];
}

export type Request =
  | { op: 'query'; text: string; params: unknown[]; options: QueryOptions; tx: number | null }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'close' };

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notification: { listener: number; payload: string } };

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** An error as it crossed: its message, name and every plain field (PostgreSQL's `code`…). */
export interface SerializedError {
  message: string;
  name: string;
  fields: Record<string, string | number | boolean | null>;
}

/** The error again on this side, with PostgreSQL's fields where code reads them. */
export function revivedError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  return error;
}
