/**
 * Loaded into a server process by a test (`--import`), never by the server itself: on SIGUSR2
 * the process says so on stdout, then holds its event loop for BLOCK_EVENT_LOOP_MS (1000 by
 * default), as a burst of synchronous work does (a large answer serialised, a slow hash).
 * Connections that arrive meanwhile wait in the listen backlog.
 */
process.on('SIGUSR2', () => {
  // A pipe: written at once, before the loop is held.
  process.stdout.write('event loop blocked\n');
  const until = Date.now() + Number(process.env.BLOCK_EVENT_LOOP_MS ?? 1000);
  while (Date.now() < until) {
    // Busy on purpose.
  }
});
