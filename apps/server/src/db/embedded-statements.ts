import { entityKind } from 'drizzle-orm';
import { literal } from './inline-sql.js';

interface QueryClient {
  query(text: string, params?: unknown[], config?: unknown): Promise<unknown>;
  transaction?: <T>(run: (tx: QueryClient) => Promise<T>) => Promise<T>;
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
 *
 * PostgreSQL plans a prepared statement for its values five times, then keeps a generic plan
 * only if it looks no costlier; `generic` forces it from the first call, for a statement whose
 * every plan is the same walk of an index but whose estimates make the planner plan it anew on
 * each call (the export's keyset batches: 15–40 ms of planning each, on PGlite's one thread).
 */
export function preparedOnEmbedded<T extends object>(
  statement: T,
  name: string,
  { generic = false }: { generic?: boolean } = {},
): T {
  // Told by drizzle's own class tag: importing PGlite here would load it on PostgreSQL too.
  const kind = (statement.constructor as unknown as Record<symbol, unknown>)[entityKind];
  if (kind !== 'PglitePreparedQuery') return statement;
  const target = statement as unknown as { client: QueryClient };
  const client = target.client;
  const { transaction } = client;
  if (typeof transaction !== 'function') return statement;
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
      const execute = `execute ${name}${values}`;
      if (!generic) return client.query(execute, [], config);
      // Within a transaction, which PGlite runs alone: the setting reaches no other query.
      return transaction.call(client, async (tx) => {
        await tx.query('set local plan_cache_mode = force_generic_plan');
        return tx.query(execute, [], config);
      });
    },
  };
  return statement;
}
