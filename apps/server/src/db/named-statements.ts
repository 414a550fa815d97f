import type { Database } from './client.js';
import { preparedOnEmbedded } from './embedded-statements.js';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement built once per database and name and kept prepared: node-postgres names it on each
 * connection and PostgreSQL keeps its plan; on PGlite it is PREPAREd once (embedded-statements.ts).
 * For the most asked-for reads, whose planning would cost more than running them. `build` must
 * give the same text for the same name: values travel as placeholders.
 */
export function namedStatement<T extends object>(db: Database, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = preparedOnEmbedded(build(), name);
    byName.set(name, statement);
  }
  return statement;
}
