import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { buildTemplate, copyTemplateInto } from '../src/db/embedded-template.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { rowsOf } from '../src/db/rows.js';

/** A first start on an empty data directory copies the build's migrated database. */
describe('the embedded database template', () => {
  let root: string;
  let templateDir: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'taseer-template-'));
    templateDir = join(root, 'template');
    await buildTemplate(templateDir);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('starts a missing or empty data directory as a migrated database with no rows', async () => {
    const missing = join(root, 'missing');
    expect(await copyTemplateInto(missing, templateDir)).toBe(true);
    const empty = join(root, 'empty');
    await mkdir(empty);
    expect(await copyTemplateInto(empty, templateDir)).toBe(true);

    const database = await openDatabase({ kind: 'pglite', dataDir: empty });
    try {
      const [tables] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        ),
      );
      expect(tables?.n).toBeGreaterThan(10);
      const [users] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from users`),
      );
      expect(users?.n).toBe(0);
      // Nothing left to migrate: the template holds every migration of this build.
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  });

  it('never touches a directory that holds anything', async () => {
    const used = join(root, 'used');
    await mkdir(used);
    await writeFile(join(used, 'notes.txt'), 'mine');
    expect(await copyTemplateInto(used, templateDir)).toBe(false);
    expect(await readdir(used)).toEqual(['notes.txt']);
  });

  it('leaves a fresh start to initdb when no template was built', async () => {
    const target = join(root, 'no-template');
    expect(await copyTemplateInto(target, join(root, 'never-built'))).toBe(false);
    expect(existsSync(target)).toBe(false);
  });
});
