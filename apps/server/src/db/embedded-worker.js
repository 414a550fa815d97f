// @ts-check
/**
 * The thread PGlite runs on. Each query's WebAssembly work happens here, so the request thread
 * keeps reading requests, answering health checks and sending files while the embedded database
 * works. It answers the requests of embedded-client.ts in the order PGlite finishes them; PGlite
 * itself runs one statement at a time, and a transaction alone.
 *
 * Plain JavaScript (checked by tsc through its JSDoc), so the same file starts the thread from
 * the built server and from the TypeScript sources without loading a compiler into the thread.
 * The messages are typed in embedded-protocol.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// The extensions the schema uses, as embedded-extensions.ts names them for the other PGlites.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('./embedded-protocol.js').EmbeddedOpenOptions} EmbeddedOpenOptions */
/** @typedef {import('./embedded-protocol.js').Request} Request */
/** @typedef {import('./embedded-protocol.js').Reply} Reply */
/** @typedef {import('./embedded-protocol.js').QueryResult} QueryResult */
/** @typedef {import('./embedded-protocol.js').SerializedError} SerializedError */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

if (!parentPort) throw new Error('embedded-worker.js runs as a worker thread');
const port = parentPort;
/** @type {EmbeddedOpenOptions} */
const open = workerData;

const client = await PGlite.create({
  ...(open.dataDir ? { dataDir: open.dataDir } : {}),
  ...(open.loadDataDir ? { loadDataDir: open.loadDataDir } : {}),
  postgresqlconf: open.postgresqlconf,
  // Compiled by the request thread; typed there as an opaque object.
  ...(open.pgliteWasmModule
    ? { pgliteWasmModule: /** @type {any} */ (open.pgliteWasmModule) }
    : {}),
  extensions: { pg_trgm },
});

/**
 * Open transactions by number: each holds PGlite until the request thread ends it; `done` is
 * PGlite's own promise, settled once COMMIT or ROLLBACK ran.
 * @type {Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>}
 */
const transactions = new Map();
/** @type {Map<number, () => Promise<void>>} */
const listeners = new Map();
let nextHandle = 1;

/** Thrown inside PGlite's transaction to have it roll back. */
class RollBack extends Error {}

/** @param {unknown} value */
const keep = (value) => value;

/**
 * @param {Pick<Transaction, 'query'>} on
 * @param {Extract<Request, { op: 'query' }>} request
 * @returns {Promise<QueryResult>}
 */
async function query(on, request) {
  const { rowMode = 'object', rawTypes = [] } = request.options;
  const parsers = Object.fromEntries(rawTypes.map((type) => [type, keep]));
  const result = await on.query(request.text, request.params, { rowMode, parsers });
  return {
    rows: result.rows,
    fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
  };
}

/**
 * Opens a transaction and answers with its number once PGlite has begun it.
 * @returns {Promise<number>}
 */
function begin() {
  const handle = nextHandle++;
  return new Promise((opened, failed) => {
    let isOpen = false;
    /** @type {Promise<void>} */
    const done = client.transaction(async (tx) => {
      /** @type {boolean} */
      const commit = await new Promise((end) => {
        transactions.set(handle, { tx, end, done });
        isOpen = true;
        opened(handle);
      });
      if (!commit) throw new RollBack();
    });
    // Before it opened (BEGIN refused): the caller hears it; after, end() does.
    done.catch((error) => {
      if (!isOpen) failed(error);
    });
  });
}

/**
 * Ends a transaction: its COMMIT's own failure (a deferred check) is the caller's to hear.
 * @param {number} handle
 * @param {boolean} commit
 */
async function end(handle, commit) {
  const entry = transactions.get(handle);
  if (!entry) throw new Error(`no open transaction ${handle}`);
  transactions.delete(handle);
  entry.end(commit);
  try {
    await entry.done;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return null;
}

/** @param {Request} request */
async function handle(request) {
  switch (request.op) {
    case 'query': {
      if (request.tx === null) return query(client, request);
      const entry = transactions.get(request.tx);
      if (!entry) throw new Error(`no open transaction ${request.tx}`);
      return query(entry.tx, request);
    }
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      const listener = nextHandle++;
      const stop = await client.listen(request.channel, (payload) => {
        /** @type {Reply} */
        const reply = { notification: { listener, payload } };
        port.postMessage(reply);
      });
      listeners.set(listener, stop);
      return listener;
    }
    case 'unlisten': {
      await listeners.get(request.listener)?.();
      listeners.delete(request.listener);
      return null;
    }
    case 'close':
      await client.close();
      return null;
  }
}

/**
 * An error as it can cross: its message, name and every plain field (PostgreSQL's `code`…).
 * @param {unknown} error
 * @returns {SerializedError}
 */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  /** @type {SerializedError['fields']} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return { message: error.message, name: error.name, fields };
}

port.on('message', (/** @type {{ id: number; request: Request }} */ message) => {
  handle(message.request).then(
    (value) => port.postMessage(/** @type {Reply} */ ({ id: message.id, ok: true, value })),
    (error) =>
      port.postMessage(
        /** @type {Reply} */ ({ id: message.id, ok: false, error: serializeError(error) }),
      ),
  );
});
port.postMessage(/** @type {Reply} */ ({ id: 0, ok: true, value: 'ready' }));
