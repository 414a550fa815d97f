import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { embeddedExtensions } from './embedded-extensions.js';

/**
 * A fresh embedded database starts as a copy of a data directory made at build time, migrated
 * and empty, instead of running initdb: initdb took most of a first start (seconds) and left
 * PGlite's WebAssembly memory and the process's heap at their peak for the life of the process
 * (neither is handed back). Copied as files, the template costs no memory at all, where loading
 * it as an archive held it in memory twice. The directory sits in the server's dist/ whether the
 * server runs from dist/ or from src/ under tsx; without it (sources never built) a fresh start
 * runs initdb as before. Migrations run after either way, so a template older than the
 * migrations is brought up to date like any database.
 */
export const EMBEDDED_TEMPLATE_DIR = fileURLToPath(
  new URL('../../dist/embedded-database', import.meta.url),
);

/** PostgreSQL writes this file into every data directory it creates. */
function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Copies the template into `dataDir` when that directory is empty (or missing) and a template
 * was built; answers whether it did. A directory holding anything else is left to PGlite.
 */
export async function copyTemplateInto(
  dataDir: string,
  templateDir = EMBEDDED_TEMPLATE_DIR,
): Promise<boolean> {
  if (!holdsDatabase(templateDir)) return false;
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) return false;
  await copyTree(templateDir, dataDir);
  return true;
}

/** Files copied at once: a few keep the disk busy; more would queue the module loader's reads. */
const COPIES_AT_ONCE = 4;

/**
 * The template's 1,300-odd files (42 MB) copied on libuv's threads, a few at a time, while the
 * main thread goes on loading the server's modules (main.ts opens the database meanwhile): the
 * copy is the disk's and the kernel's work, which cpSync made the main thread wait for.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const files: string[] = [];
  const directories = [''];
  for (let index = 0; index < directories.length; index += 1) {
    const directory = directories[index] ?? '';
    for (const entry of readdirSync(join(from, directory), { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) directories.push(path);
      else files.push(path);
    }
  }
  for (const directory of directories) await mkdir(join(to, directory), { recursive: true });
  let next = 0;
  const copier = async () => {
    while (next < files.length) {
      const path = files[next++] ?? '';
      await copyFile(join(from, path), join(to, path));
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copier));
}

/** Writes the template: a migrated, empty embedded database in `templateDir` (replaced). */
export async function buildTemplate(templateDir = EMBEDDED_TEMPLATE_DIR): Promise<void> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await rm(templateDir, { recursive: true, force: true });
  const client = await PGlite.create({
    dataDir: templateDir,
    extensions: await embeddedExtensions(),
  });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  // A checkpoint leaves the files complete, with nothing to replay on the first start.
  await client.exec('checkpoint');
  await client.close();
}
