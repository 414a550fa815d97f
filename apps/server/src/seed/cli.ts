import { ConfigError, loadConfig } from '../config.js';
import { SecretBox } from '../lib/secret-box.js';
import { locationFromConfig, openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { demoAccountLines } from './demo-accounts-banner.js';
import { seedDemoData } from './seed-demo.js';

/**
 * `pnpm --filter @taseer/server seed`: writes the demo data into the configured database (the
 * same DATA_DIR or DATABASE_URL the server uses), unless it is there already.
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (config.isProduction) {
    console.error('Demo data is refused in production (NODE_ENV=production).');
    return 1;
  }

  const database = await openDatabase(locationFromConfig(config));
  try {
    await migrateDatabase(database);
    const outcome = await seedDemoData(
      {
        db: database.db,
        clock: systemClock,
        superadmin: config.superadmin,
        quoteLinkSecret: config.quoteLinkSecret,
        localGateway: config.payments.localGateway,
        secrets: new SecretBox(config.webhookSecretKey),
      },
      { onlyIntoEmptyDatabase: false },
    );
    if (outcome.status === 'seeded') {
      const { summary } = outcome;
      console.log(
        `Demo data written in ${summary.milliseconds} ms: ${summary.companies} companies, ` +
          `${summary.branches} branches, ${summary.sections} sections, ${summary.staff} staff, ` +
          `${summary.clients} clients, ${summary.orders} orders.`,
      );
    } else {
      console.log('The demo data is already in this database; nothing written.');
    }
    for (const line of demoAccountLines(config.superadmin)) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
