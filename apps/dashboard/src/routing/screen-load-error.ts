/**
 * How browsers and the build word a screen's code that could not be fetched: after a deploy an
 * open tab still asks for the old file names, which are gone (the server answers 404), or the
 * connection dropped. Chromium, Firefox, Safari, then the build's own check of a screen's styles.
 */
const LOAD_FAILURES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** True when `error` means the screen's code never arrived, as opposed to a fault in the screen. */
export function isScreenLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return LOAD_FAILURES.some((failure) => failure.test(message));
}
