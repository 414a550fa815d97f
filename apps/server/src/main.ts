import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
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
const app = await buildApp(config);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  // Stops accepting connections, lets in-flight requests finish, then closes the database.
  await app.close();
});

try {
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(startupBanner({ address, config, demoSeed: app.demoSeed }).join('\n'));
} catch (error) {
  app.log.fatal({ err: error }, 'could not start listening');
  await app.close();
  process.exit(1);
}
