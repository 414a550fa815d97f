/**
 * Paged lists (ARCHITECTURE, lists): `page` from 1, `limit` one of 5/10/20/30, answered with
 * `totalPages`. The contract's query schema has already checked and defaulted both.
 */
export interface PageRequest {
  page: number;
  limit: number;
}

export function offsetOf({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

export function totalPagesOf(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/**
 * An ILIKE pattern matching the trimmed term anywhere, with `%`, `_` and `\` taken literally
 * (a user searching "50%" means the text, not a wildcard); null when there is nothing to match.
 */
export function containsPattern(term: string | undefined): string | null {
  const trimmed = term?.trim() ?? '';
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, '\\$&')}%`;
}
