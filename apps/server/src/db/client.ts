import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { assertChannelName, PostgresListener, type Listen } from './listener.js';

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
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePostgres({ client: pool });
    const listener = new PostgresListener(location.url);
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: listener.listen,
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
    close: () => client.close(),
  };
}
