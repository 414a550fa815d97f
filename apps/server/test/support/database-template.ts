/**
 * How test files get a freshly migrated database cheaply. Global setup migrates ONE database;
 * each test file then clones it: PGlite from a dumped data directory (initdb costs seconds,
 * loading a dump a fraction of that), PostgreSQL with CREATE DATABASE … TEMPLATE.
 */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export function databaseUrlFor(adminUrl: string, databaseName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}
