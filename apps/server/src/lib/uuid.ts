/**
 * A UUID in the plain form PostgreSQL's uuid type takes (not the URN form `urn:uuid:…`): what
 * the contract's `uuid` format accepts, and what an id must look like before it is worth a query.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
