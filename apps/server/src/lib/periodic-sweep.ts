import type { FastifyBaseLogger } from 'fastify';

/** A turn of the event loop, so requests that arrived meanwhile get to queue their queries. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs a sweep once a minute; the timer does not keep the process alive. A run still going when
 * the timer fires again is left to finish and that tick is skipped, so two runs never overlap.
 * The returned stop ends the timer and asks the run in progress to end after its current
 * transaction (its signal), resolving once it has: the app awaits it before closing the database.
 */
export function schedulePeriodicSweep(
  run: (signal: AbortSignal) => Promise<void>,
  log: FastifyBaseLogger,
  what: string,
  everyMs = 60_000,
): () => Promise<void> {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run(stopping.signal)
      .catch((error: unknown) => log.warn({ err: error }, `${what} failed`))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}
