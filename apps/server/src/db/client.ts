import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseLocation['kind'];
  /** Cheap reachability check for /readyz. */
  ping(): Promise<void>;
  /** LISTEN on a channel: PGlite in process, PostgreSQL over one dedicated connection. */
  listen: Listen;
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

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10 });
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
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: listener.listen,
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

  if (location.dataDir) await mkdir(location.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(location.dataDir ? { dataDir: location.dataDir } : {}),
    ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onPayload) => {
      assertChannelName(channel);
      return client.listen(channel, onPayload);
    },
    // In process: no connection to lose.
    logTo: () => {},
    close: () => client.close(),
  };
}
