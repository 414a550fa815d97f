import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { databaseUrlFor } from './database-template.js';

/**
 * A migrated database that outlives the connections to it, to test what survives a restart:
 * `open()` connects (each handle's close only disconnects), `destroy()` deletes it.
 */
export interface TestDatabaseStore {
  open(): Promise<DatabaseHandle>;
  destroy(): Promise<void>;
}

export async function createTestDatabaseStore(): Promise<TestDatabaseStore> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'taseer-db-'));
    let loaded = false;
    return {
      async open() {
        const dump = loaded ? undefined : new Blob([await readFile(template.dumpFile)]);
        loaded = true;
        return openDatabase({ kind: 'pglite', dataDir, ...(dump ? { loadDataDir: dump } : {}) });
      },
      destroy: () => rm(dataDir, { recursive: true, force: true }),
    };
  }

  const name = `taseer_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    template.adminUrl,
    `create database "${name}" template "${template.templateName}"`,
  );
  return {
    open: () =>
      openDatabase({
        kind: 'postgres',
        url: databaseUrlFor(template.adminUrl, name),
        poolSize: 10,
      }),
    destroy: () => adminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** A freshly migrated database for the calling test file, deleted when it is closed. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    // In memory: nothing to delete afterwards.
    const dump = await readFile(template.dumpFile);
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const store = await createTestDatabaseStore();
  const handle = await store.open();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await store.destroy();
    },
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
