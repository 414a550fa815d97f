import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/paging.js';

/**
 * Phone digits typed into a search box match the local number (`0500…`) or the international
 * form without the trunk zero (`966500…`); a term without digits matches no phone at all, so a
 * name search does not match every number.
 */
export function phoneContains(
  columns: { dialCode: PgColumn; phoneNumber: PgColumn },
  term: string | undefined,
): SQL | undefined {
  const pattern = containsPattern(term?.replace(/\D/g, ''));
  if (!pattern) return undefined;
  return sql`(${columns.phoneNumber} like ${pattern} or (replace(${columns.dialCode}, '+', '') || ltrim(${columns.phoneNumber}, '0')) like ${pattern})`;
}
