import { fileURLToPath } from 'node:url';

/**
 * drizzle-kit writes migrations to `apps/server/drizzle/`. This file sits two levels below the
 * package root both as `src/db/migrations-folder.ts` and as `dist/db/migrations-folder.js`, so one
 * relative path works under tsx and from the build. A file of its own: the embedded template
 * (which the database client opens) and the migrator both read it, and neither imports the other.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
