import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.js';

/**
 * drizzle-kit writes migrations to `apps/server/drizzle/`. This file sits two levels below the
 * package root both as `src/db/migrate.ts` and as `dist/db/migrate.js`, so one relative path works
 * under tsx and from the build.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase, config);
  } else {
    await migratePostgres(handle.db as NodePgDatabase, config);
  }
}
