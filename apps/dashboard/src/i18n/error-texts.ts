import type { components } from '@taseer/api';

/** What went wrong, as the contract names it (openapi/components/schemas/common.yaml). */
export type ErrorCode = components['schemas']['ErrorCode'];

/**
 * A language's own words for the server's error codes. Typed over the contract's generated union,
 * so a code added to the contract fails the build until it has its sentence. A file of its own:
 * the English catalogue, which translate.ts loads when chosen, types its table by it.
 */
export interface ErrorTexts {
  byCode: Record<ErrorCode, string>;
  /**
   * For the codes whose answer may say how long to wait (a Retry-After header), the same sentence
   * with the wait in it: `{wait}` becomes "5 minutes".
   */
  withWait: Partial<Record<ErrorCode, string>>;
}
