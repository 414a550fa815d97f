/**
 * The data `pnpm bench` measures: ONE company (tenant.ts) with N orders (bulk-orders.ts: SQL
 * bulk load, a vehicle, one to three pieces and a quote on completed orders), written into a
 * PostgreSQL database next to DATABASE_URL's and into a PGlite data directory, each load timed
 * (migrations, company, orders and the statistics' `analyze` included). Every bench finds the
 * company again with `findCompany` (tenant.ts) when given `--database` / `--data`.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server exec tsx bench/load.ts \
 *     --database taseer_bench_x --data /tmp/taseer-bench-x [--orders 1000000] [--json rows.json]
 *
 * The database is created (it must not exist) and the directory must be empty or absent; this
 * script removes neither: `pnpm bench` (all.ts) chose their names and drops them at the end.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { writeOrders } from './bulk-orders.js';
import { kindLabel, printVerdicts, writeVerdicts, type Verdict } from './server-process.js';
import { adminQuery, adminUrl, benchTargets, writeCompany } from './tenant.js';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    orders: { type: 'string', default: '1000000' },
    batch: { type: 'string', default: '100000' },
    /** The PostgreSQL database to create and fill. */
    database: { type: 'string' },
    /** The PGlite data directory to fill. */
    data: { type: 'string' },
    json: { type: 'string' },
  },
});
const ORDER_COUNT = Number(args.orders);
const GOAL_SECONDS = 180;

async function main(): Promise<void> {
  if (!args.database && !args.data) throw new Error('load.ts needs --database and/or --data');
  if (args.database) await adminQuery(adminUrl(), `create database "${args.database}"`);
  const verdicts: Verdict[] = [];
  for (const target of await benchTargets({ database: args.database, data: args.data })) {
    const started = performance.now();
    const database = await target.open();
    try {
      await load(database, target.kind);
    } finally {
      await database.close();
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${process.stdout.isTTY ? '\r' : ''}${target.kind}: ${ORDER_COUNT.toLocaleString('en')} orders loaded into ${target.where} ` +
        `in ${seconds.toFixed(1)} s (${Math.round(ORDER_COUNT / seconds).toLocaleString('en')} orders/s)`,
    );
    verdicts.push({
      what: `bulk load of ${ORDER_COUNT.toLocaleString('en')} orders (${kindLabel(target.kind)})`,
      goal: `< ${GOAL_SECONDS / 60} min`,
      measured: `${seconds.toFixed(1)} s`,
      met: seconds < GOAL_SECONDS,
    });
  }
  printVerdicts(verdicts);
  writeVerdicts(args.json, verdicts);
}

async function load(database: DatabaseHandle, kind: 'pglite' | 'postgres'): Promise<void> {
  await migrateDatabase(database);
  const db = database.db;
  const people = await writeCompany(db);
  await writeOrders(db, people.company.id, {
    orders: ORDER_COUNT,
    batch: Number(args.batch),
    onBatch: (written) => {
      const line = `${kind}: wrote ${written.toLocaleString('en')} orders`;
      // A terminal shows one line counting up; a log gets a line per batch.
      if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
      else console.log(line);
    },
  });
  // The planner's statistics (and, on PostgreSQL, the visibility map index-only scans need).
  await db.execute(kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
