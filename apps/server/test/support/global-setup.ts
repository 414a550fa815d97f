import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations-folder.js';
import { databaseUrlFor } from './database-template.js';
import { embeddedExtensions } from '../../src/db/embedded-extensions.js';

/** The `postgres` project (see vitest.config.ts) runs on DATABASE_URL, the others on PGlite. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name !== 'postgres') return preparePglite(project);
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the postgres test project needs DATABASE_URL');
  return preparePostgres(project, adminUrl);
}

async function preparePglite(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const client = await PGlite.create({ extensions: await embeddedExtensions() });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();

  const dir = await mkdtemp(join(tmpdir(), 'taseer-pglite-'));
  const dumpFile = join(dir, 'migrated.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  console.log(
    `[test database] migrated PGlite template in ${Math.round(performance.now() - started)} ms`,
  );
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return () => rm(dir, { recursive: true, force: true });
}

async function preparePostgres(
  project: TestProject,
  adminUrl: string,
): Promise<() => Promise<void>> {
  const templateName = `taseer_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${templateName}"`);
  const pool = new pg.Pool({ connectionString: databaseUrlFor(adminUrl, templateName), max: 1 });
  try {
    await migratePostgres(drizzlePostgres({ client: pool }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await pool.end();
  }
  project.provide('databaseTemplate', { kind: 'postgres', adminUrl, templateName });
  return async () => {
    await admin.query(`drop database if exists "${templateName}" with (force)`);
    await admin.end();
  };
}
