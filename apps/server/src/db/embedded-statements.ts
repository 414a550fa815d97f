import { entityKind } from 'drizzle-orm';
import { literal } from './inline-sql.js';

interface QueryClient {
  query(text: string, params?: unknown[], config?: unknown): Promise<unknown>;
  transaction?: unknown;
}

/** The statements each PGlite has prepared, by name: PREPARE is per session, and PGlite has one. */
const preparedBy = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

/**
 * drizzle's `.prepare(name)` is a named statement on PostgreSQL (node-postgres keeps it on each
 * connection, planned once), but on PGlite it sends the text with its values on every call, and
 * PGlite parses and plans it again each time, in the one thread that also answers requests. On
 * PGlite this makes the drizzle statement a prepared one: `PREPARE` on its first call, then
 * `EXECUTE` by name with the values written in as literals (EXECUTE takes no bind parameters).
 * Elsewhere, and on a transaction's client (which ends with it), the statement is returned as it
 * is. `name` must be a plain identifier naming one text.
 */
export function preparedOnEmbedded<T extends object>(statement: T, name: string): T {
  // Told by drizzle's own class tag: importing PGlite here would load it on PostgreSQL too.
  const kind = (statement.constructor as unknown as Record<symbol, unknown>)[entityKind];
  if (kind !== 'PglitePreparedQuery') return statement;
  const target = statement as unknown as { client: QueryClient };
  const client = target.client;
  if (typeof client.transaction !== 'function') return statement;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a statement name: ${name}`);
  let names = preparedBy.get(client);
  if (!names) {
    names = new Map();
    preparedBy.set(client, names);
  }
  const prepared = names;
  target.client = {
    async query(text, params = [], config) {
      let ready = prepared.get(name);
      if (!ready) {
        ready = client.query(`prepare ${name} as ${text}`);
        prepared.set(name, ready);
        ready.catch(() => prepared.delete(name));
      }
      await ready;
      const values = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
      return client.query(`execute ${name}${values}`, [], config);
    },
  };
  return statement;
}
