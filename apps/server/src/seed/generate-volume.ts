import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { locationFromConfig, openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { generateVolume } from './volume-data.js';

/**
 * `pnpm --filter @taseer/server exec tsx src/seed/generate-volume.ts --companies 100 --orders 1000000`
 * writes that many companies and orders (with branches, staff, clients, vehicles and pieces)
 * into the configured database (DATA_DIR or DATABASE_URL), for load and export tests. Each
 * company is its own transaction; a run that stops keeps the companies it finished.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string', default: '10' },
      orders: { type: 'string', default: '100000' },
      seed: { type: 'string' },
    },
  });
  const companies = Number(values.companies);
  const orders = Number(values.orders);
  if (!Number.isInteger(companies) || companies < 1 || !Number.isInteger(orders) || orders < 0) {
    console.error('Usage: generate-volume.ts --companies <n ≥ 1> --orders <n ≥ 0> [--seed <n>]');
    return 1;
  }

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
    console.error('Generated data is refused in production (NODE_ENV=production).');
    return 1;
  }

  const database = await openDatabase(locationFromConfig(config));
  try {
    await migrateDatabase(database);
    const step = Math.max(1, Math.floor(companies / 20));
    const summary = await generateVolume(database.db, {
      companies,
      orders,
      now: new Date(),
      ...(values.seed ? { seed: Number(values.seed) } : {}),
      onCompany: (done, written) => {
        if (done % step === 0 || done === companies) {
          console.log(`${done}/${companies} companies, ${written} orders`);
        }
      },
    });
    const perSecond = Math.round(summary.orders / (summary.milliseconds / 1000));
    console.log(
      `Wrote ${summary.companies} companies, ${summary.clients} clients, ${summary.orders} orders ` +
        `and ${summary.pieces} pieces in ${(summary.milliseconds / 1000).toFixed(1)} s ` +
        `(${perSecond} orders/s) into ${database.kind}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error('Generating failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
