/**
 * The name of the unique constraint or index a write violated (PostgreSQL error 23505), or null.
 * Drizzle wraps driver errors, so the cause chain is searched too.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * Runs a write and turns a unique violation into the caller's error (two requests racing for one
 * phone or e-mail: the loser gets the same answer as a later request would).
 */
export async function onUniqueViolation<T>(
  work: () => Promise<T>,
  toError: (constraint: string) => Error,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === null) throw error;
    throw toError(constraint);
  }
}

/** Driver codes of a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  // PostgreSQL: admin or crash shutdown, starting up, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres says these in words, without a code. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/**
 * Whether a failure means the database cannot be reached right now (as opposed to a query it
 * refused): PostgreSQL's connection-exception class 08, the codes above, or pg's own wording.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (CONNECTION_MESSAGES.some((words) => message.includes(words))) return true;
    current = candidate.cause;
  }
  return false;
}
