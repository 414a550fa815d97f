import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on the DATABASE_URL server for one server of this run; the server
 * migrates it at start. Dropped afterwards (with force: a server that hung keeps no lock).
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  label: string,
): Promise<ThrowawayDatabase> {
  const name = `taseer_e2e_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
