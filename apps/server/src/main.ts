import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { locationFromConfig, openDatabase } from './db/client.js';
import { startupBanner } from './startup-banner.js';

/** The process shell: read the configuration, build, listen, and shut down gracefully. */

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// The database opens while the rest of the server loads: the embedded one's WebAssembly
// compiles on V8's background threads meanwhile, and a PostgreSQL pool connects.
const opening = openDatabase(locationFromConfig(config));
// A failure is thrown where it is awaited, below, not reported early as an unhandled rejection.
opening.catch(() => {});
const { buildApp } = await import('./app.js');
const app = await buildApp(config, { database: await opening });

// Past the drain delay, 10 s for the requests in flight; then the process exits 1 regardless.
closeWithGrace({ delay: config.drainDelayMs + 10_000 }, async ({ signal, err }) => {
  if (err) {
    app.log.error({ err }, 'shutting down after an error');
    await app.close();
    return;
  }
  app.log.info({ signal, drainDelayMs: config.drainDelayMs }, 'shutting down');
  // Readiness and new requests answer 503 while the listener stays open for the drain delay;
  // then it closes, in-flight requests finish, and the database closes.
  await app.drainAndClose(config.drainDelayMs);
});

try {
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(startupBanner({ address, config, demoSeed: app.demoSeed }).join('\n'));
} catch (error) {
  app.log.fatal({ err: error }, 'could not start listening');
  await app.close();
  process.exit(1);
}
