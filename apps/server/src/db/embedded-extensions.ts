/**
 * The PostgreSQL extensions the schema uses, as PGlite loads them: pg_trgm indexes the order
 * search (migration 0009). Every PGlite the server or its tests open passes these, or the
 * migrations stop at CREATE EXTENSION.
 */
export async function embeddedExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}
