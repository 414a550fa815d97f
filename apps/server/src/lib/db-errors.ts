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
