import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.js';

/**
 * drizzle-kit writes migrations to `apps/server/drizzle/`. This file sits two levels below the
 * package root both as `src/db/migrate.ts` and as `dist/db/migrate.js`, so one relative path works
 * under tsx and from the build.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Each migrator loads its driver (PGlite's is a WASM PostgreSQL): only the one in use is loaded.
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as PgliteDatabase, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as NodePgDatabase, config);
  }
}
