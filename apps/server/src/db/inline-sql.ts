import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A statement with its parameters written in as literals. `COPY (SELECT …)` is a utility
 * statement, which takes no bind parameters, so the few values an export filters by (ids, a
 * status, a search pattern) must travel inside its text. Each is quoted as an escape string
 * literal (`E'…'`, backslashes and quotes doubled), which reads the same whatever
 * `standard_conforming_strings` says; placeholders are replaced outside quoted text only.
 */
export function inlineSql(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === "'" || c === '"') {
      const end = closingQuote(text, i);
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (c === '$' && /\d/.test(text[i + 1] ?? '')) {
      let j = i + 1;
      while (/\d/.test(text[j] ?? '')) j += 1;
      const index = Number(text.slice(i + 1, j)) - 1;
      if (index < 0 || index >= params.length)
        throw new Error(`no parameter for ${text.slice(i, j)}`);
      out += literal(params[index]);
      i = j;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Where the quoted text opened at `start` ends (a doubled quote stays inside). */
function closingQuote(text: string, start: number): number {
  const quote = text[start];
  const escapes = quote === "'" && /[eE]/.test(text[start - 1] ?? '');
  let i = start + 1;
  while (i < text.length) {
    if (escapes && text[i] === '\\') i += 2;
    else if (text[i] === quote && text[i + 1] === quote) i += 2;
    else if (text[i] === quote) return i;
    else i += 1;
  }
  throw new Error('unterminated quoted text in a statement');
}

export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} into a statement`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return literal(value.toISOString());
  if (typeof value === 'string') {
    // PostgreSQL text cannot hold NUL; refusing it here keeps the literal well formed.
    if (value.includes('\0')) throw new Error('text with a NUL character');
    return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  }
  throw new Error(`cannot write a ${typeof value} into a statement`);
}
