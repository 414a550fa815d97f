import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  revivedError,
  type CompiledWasm,
  type EmbeddedOpenOptions,
  type QueryOptions,
  type QueryResult,
  type Reply,
  type Request,
} from './embedded-protocol.js';

/** What drizzle's PGlite driver and embedded-statements.ts call on a client or a transaction. */
export interface EmbeddedQueries {
  query(
    text: string,
    params?: unknown[],
    config?: { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> },
  ): Promise<QueryResult>;
}

export interface EmbeddedClient extends EmbeddedQueries {
  transaction<T>(run: (tx: EmbeddedQueries) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

let compiled: Promise<CompiledWasm> | undefined;

/**
 * PGlite's 9 MB of WebAssembly, compiled once per process: a compiled module crosses to a thread
 * without being compiled again, so a second database (the tests open one per file) starts faster.
 */
function pgliteWasm(): Promise<CompiledWasm> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const bytes = await readFile(new URL('./pglite.wasm', `file://${entry}`));
    // The global exists in Node; this project's type library declares only its types.
    const { WebAssembly: wasm } = globalThis as unknown as {
      WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledWasm> };
    };
    return wasm.compile(bytes);
  })();
  return compiled;
}

/**
 * PGlite on a thread of its own (embedded-worker.js), behind the few calls drizzle's PGlite
 * driver makes. The request thread only sends statements and reads answers; the parsing,
 * planning and running happen on the other thread. Statements outside a transaction wait while
 * one is open, as on PGlite itself.
 */
export async function openEmbeddedClient(options: EmbeddedOpenOptions): Promise<EmbeddedClient> {
  // Not the process's own --import preloads (tsx, a test's hooks): the thread loads what it needs.
  const workerData: EmbeddedOpenOptions = { ...options, pgliteWasmModule: await pgliteWasm() };
  const worker = new Worker(new URL('./embedded-worker.js', import.meta.url), {
    workerData,
    execArgv: [],
  });
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let gone: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: Reply) => {
    if ('notification' in reply) {
      listeners.get(reply.notification.listener)?.(reply.notification.payload);
      return;
    }
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(revivedError(reply.error));
  });
  const fail = (error: Error) => {
    gone = error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database's thread ended (${code})`)));

  const send = <T>(request: Request): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, request });
    });
  };

  const queryOn =
    (tx: number | null): EmbeddedQueries['query'] =>
    (text, params = [], config = {}) =>
      send<QueryResult>({
        op: 'query',
        text,
        params,
        options: queryOptions(config),
        tx,
      });

  await ready;
  return {
    query: queryOn(null),
    async transaction(run) {
      const tx = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await run({ query: queryOn(tx) });
      } catch (error) {
        await send({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, onPayload) {
      const listener = await send<number>({ op: 'listen', channel });
      listeners.set(listener, onPayload);
      return async () => {
        listeners.delete(listener);
        await send({ op: 'unlisten', listener });
      };
    },
    async close() {
      if (gone) return;
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}

/** drizzle passes its parsers as functions, which cannot cross; they only keep the text. */
function queryOptions(config: {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}): QueryOptions {
  return {
    ...(config.rowMode ? { rowMode: config.rowMode } : {}),
    ...(config.parsers ? { rawTypes: Object.keys(config.parsers).map(Number) } : {}),
  };
}
