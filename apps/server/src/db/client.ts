import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { copyTemplateInto } from './embedded-template.js';
import {
  assertChannelName,
  loggableDatabase,
  loggableError,
  PostgresListener,
  type ConnectionLog,
  type Listen,
} from './listener.js';

/** The one database type every repository takes: a connection or a transaction, either driver. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseLocation =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * `COPY (select) TO STDOUT` in CSV, the select's text complete (COPY takes no parameters),
 * streamed over a connection of its own as the reader takes the rows. PostgreSQL only: PGlite
 * has one connection, on a thread of its own, and answers a COPY whole.
 */
export interface CsvCopy {
  open(select: string): Promise<Readable>;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseLocation['kind'];
  /** Null on PGlite. */
  copyCsv: CsvCopy | null;
  /** Cheap reachability check for /readyz. */
  ping(): Promise<void>;
  /** LISTEN on a channel: PGlite in process, PostgreSQL over one dedicated connection. */
  listen: Listen;
  /**
   * Resolves once every notification committed before the call has reached its listeners, with
   * a number that changes when the listening connection was made again (notifications sent
   * while it was down are lost); rejects while nothing listens or the connection is down.
   */
  heard(): Promise<number>;
  /** Where connection trouble is reported from now on (the app's logger); silent until then. */
  logTo(log: ConnectionLog): void;
  close(): Promise<void>;
}

export function locationFromConfig(config: {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolSize: number;
}): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/**
 * PGlite's shared buffers live in its WebAssembly memory, which only grows: PostgreSQL's default
 * 128 MB became resident as soon as the tables were read and stayed. 32 MB holds the indexes a
 * shop's screens read; the rest comes from the file system's own cache.
 */
const EMBEDDED_SETTINGS = ['shared_buffers = 32MB', 'wal_buffers = 1MB'];

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    // Idle connections are kept, not closed after node-postgres's 10 s: a new PostgreSQL backend
    // pays a page fault for each shared-buffer page it first reads (tens of microseconds each
    // on a virtual machine without huge pages; 130 ms for a search's first 3,000 pages), which
    // a connection kept open pays once (docs/performance.md).
    const pool = new pg.Pool({
      connectionString: location.url,
      max: location.poolSize ?? 10,
      idleTimeoutMillis: 0,
    });
    let log: ConnectionLog | null = null;
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) =>
      log?.warn(
        { database: loggableDatabase(location.url), err: loggableError(error) },
        'an idle pooled database connection failed; the pool opens another when needed',
      ),
    );
    const db = drizzlePostgres({ client: pool });
    const listener = new PostgresListener(location.url);
    return {
      db,
      kind: 'postgres',
      copyCsv: { open: (select) => streamCopy(location.url, select) },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: listener.listen,
      heard: () => listener.sync(),
      logTo: (to) => {
        log = to;
        listener.logTo(to);
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }

  // Loaded only for the embedded database: a process on PostgreSQL never needs it.
  const [{ openEmbeddedClient }, { drizzle: drizzlePglite }] = await Promise.all([
    import('./embedded-client.js'),
    import('drizzle-orm/pglite'),
  ]);
  if (location.dataDir && !location.loadDataDir) await copyTemplateInto(location.dataDir);
  if (location.dataDir) await mkdir(location.dataDir, { recursive: true });
  // PGlite runs on a thread of its own: its WebAssembly work never holds up the request thread.
  const client = await openEmbeddedClient({
    ...(location.dataDir ? { dataDir: location.dataDir } : {}),
    ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
    postgresqlconf: EMBEDDED_SETTINGS,
  });
  // drizzle's PGlite driver calls only query() and transaction(), which the thread's client has.
  const db = drizzlePglite({ client: client as unknown as PGlite });
  return {
    db,
    kind: 'pglite',
    copyCsv: null,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onPayload) => {
      assertChannelName(channel);
      return client.listen(channel, onPayload);
    },
    // The thread posts a statement's notifications before its answer, and they are handed to
    // the listeners as they arrive: by the time a change is known to have committed, they have.
    heard: async () => 0,
    // In process: no connection to lose.
    logTo: () => {},
    close: () => client.close(),
  };
}

/**
 * COPY streams each hold a connection (outside the pool, so the API's queries never wait for a
 * download) and a database core while the reader keeps up. More at once than this wait their
 * turn, so downloads cannot use up the server's connections.
 */
const MAX_COPY_CONNECTIONS = 4;
let copiesRunning = 0;
const copiesWaiting: (() => void)[] = [];

async function copySlot(): Promise<() => void> {
  if (copiesRunning >= MAX_COPY_CONNECTIONS) {
    await new Promise<void>((resolve) => copiesWaiting.push(resolve));
  }
  copiesRunning += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    copiesRunning -= 1;
    copiesWaiting.shift()?.();
  };
}

async function streamCopy(url: string, select: string): Promise<Readable> {
  const release = await copySlot();
  const client = new pg.Client({
    connectionString: url,
    client_encoding: 'UTF8',
    application_name: 'taseer-export',
    // JIT compiles a long statement's expressions first: seconds before the first row, and at a
    // million orders the whole export ran no faster with it (docs/performance.md).
    options: '-c jit=off',
  });
  // Failures reach the reader through the stream; the client's own event would crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    release();
    throw error;
  }
  const rows = client.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv)`));
  rows.once('close', () => {
    release();
    // A reader that left early (a closed download) leaves the statement running: cutting the
    // connection ends its backend at the next row it sends.
    if (!rows.readableEnded)
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
    client.end().catch(() => {});
  });
  return rows;
}
