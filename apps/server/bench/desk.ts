/**
 * How fast the pricing desk's reads answer at a million orders: the order search (a part name, a
 * customer's name, phone digits, a reference, a chassis fragment, a term matching nothing) and the
 * price memory of an order's parts, each through the app as a company and as an employee, against
 * a baseline in the same run: the plain first page of the same list (no search).
 *
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server bench:desk -- --orders 100000
 *   … bench:desk -- --database taseer_bench_x --data /tmp/taseer-bench-x   # kept data, both
 *
 * Without kept data it writes one company and N orders (bulk-orders.ts) into a scratch database
 * (PostgreSQL when DATABASE_URL is set, else PGlite) and removes it afterwards. p50/p95/p99 of
 * `--runs` calls of each kind after 5 warm-up calls. A benchmark, not a test.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { rowsOf } from '../src/db/rows.js';
import { TokenService } from '../src/modules/auth/token.service.js';
import { writeOrders } from './bulk-orders.js';
import {
  kindLabel,
  ms,
  printTable,
  printVerdicts,
  timeIt,
  writeVerdicts,
  type Timing,
  type Verdict,
} from './server-process.js';
import {
  benchTargets,
  findCompany,
  writeCompany,
  type BenchTarget,
  type Person,
} from './tenant.js';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    orders: { type: 'string', default: '1000000' },
    batch: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
    data: { type: 'string' },
    json: { type: 'string' },
  },
});
const GOAL_P95_MS = 50;
const RUNS = Number(args.runs);
const API_KEY = 'bench-api-key-0123456789';

async function main(): Promise<void> {
  const verdicts: Verdict[] = [];
  for (const target of await benchTargets({ database: args.database, data: args.data })) {
    verdicts.push(...(await measure(target)));
  }
  printVerdicts(verdicts);
  writeVerdicts(args.json, verdicts);
}

async function measure(target: BenchTarget): Promise<Verdict[]> {
  const database = await target.open();
  try {
    await migrateDatabase(database);
    if (!target.kept) {
      const people = await writeCompany(database.db);
      await writeOrders(database.db, people.company.id, {
        orders: Number(args.orders),
        batch: Number(args.batch),
      });
      await database.db.execute(sql`analyze`);
    }
    return await timeDesk(target, database);
  } finally {
    await database.close();
    if (args.keep || target.kept) console.log(`\nkept: ${target.where}`);
    else await target.dispose();
  }
}

async function timeDesk(target: BenchTarget, database: DatabaseHandle): Promise<Verdict[]> {
  const { db } = database;
  const people = await findCompany(db);
  const config = loadConfig({ NODE_ENV: 'test', API_KEY, SEED_DEMO: 'false' });
  const app = await buildApp(config, { database: { ...database, close: async () => {} } });
  await app.ready();
  const tokens = new TokenService({ db, config, clock: { now: () => new Date() } });
  const tokenOf = async (person: Person) => {
    const family = await tokens.startFamily(db, person.id);
    return tokens.issueAccessToken({
      userId: person.id,
      role: person.role,
      companyId: person.companyId,
      sessionId: family.familyId,
    });
  };
  const get = async (token: string, url: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json<{ orders?: unknown[] }>();
  };

  // Terms drawn from the data: a customer, a phone, a chassis, a reference.
  const [sample] = rowsOf<{ username: string; phone_number: string; chassis: string }>(
    await db.execute(sql`
      select c.username, c.phone_number, v.chassis from clients c
      join vehicles v on v.client_id = c.id
      where c.company_id = ${people.company.id} and v.chassis is not null
        and c.username not like '%"%' limit 1`),
  );
  if (!sample) throw new Error('the benchmark company has no customer with a chassis');
  const orderIds = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from orders where company_id = ${people.company.id} and vehicle_id is not null
      order by created_at desc limit 50`),
  ).map((row) => row.id);

  const terms: [string, string][] = [
    ['part name (common)', 'بواجي'],
    // Loaded as «سير مكينة»: the search folds ة and ه together.
    ['part name, other spelling', 'سير مكينه'],
    ['customer name', sample.username.split(' ')[0] ?? sample.username],
    ['phone digits', sample.phone_number.slice(-6)],
    ['reference', 'BN-12345'],
    ['chassis fragment', sample.chassis.slice(-7)],
    ['nothing matches', 'كمبروسر تيربو'],
  ];
  const rows: string[][] = [];
  const verdicts: Verdict[] = [];
  for (const person of [people.company, people.agent]) {
    const token = await tokenOf(person);
    const baseline = await timeIt(() => get(token, '/api/v1/orders/?page=1&limit=10'), RUNS);
    let worst = { what: '', p95: 0 };
    for (const [what, term] of terms) {
      const url = `/api/v1/orders/?page=1&limit=10&search=${encodeURIComponent(term)}`;
      const found = (await get(token, url)).orders?.length ?? 0;
      const timing = await timeIt(() => get(token, url), RUNS);
      if (timing.p95 > worst.p95) worst = { what, p95: timing.p95 };
      rows.push(row(person.role, `search: ${what} (${found} on page 1)`, timing, baseline));
    }
    verdicts.push({
      what: `order search p95, ${kindLabel(target.kind)}, as ${person.role} (worst of ${terms.length} terms)`,
      goal: `≤ ${GOAL_P95_MS} ms`,
      measured: `${ms(worst.p95)} (${worst.what}; plain page 1 p95 ${ms(baseline.p95)})`,
      met: worst.p95 <= GOAL_P95_MS,
    });
    if (person.role === 'admin') {
      let next = 0;
      const memory = await timeIt(() => {
        const id = orderIds[next % orderIds.length];
        next += 1;
        return get(token, `/api/v1/orders/${id}/price-memory`);
      }, RUNS);
      rows.push(row(person.role, 'price memory of an order', memory, baseline));
      verdicts.push({
        what: `price memory p95, ${kindLabel(target.kind)}`,
        goal: `≤ ${GOAL_P95_MS} ms`,
        measured: `${ms(memory.p95)} (plain page 1 p95 ${ms(baseline.p95)})`,
        met: memory.p95 <= GOAL_P95_MS,
      });
    }
  }
  await app.close();
  printTable(['as', 'call', 'p50', 'p95', 'p99', 'plain page p95', 'p95 / plain'], rows);
  return verdicts;
}

function row(role: string, what: string, timing: Timing, baseline: Timing): string[] {
  return [
    role,
    what,
    ms(timing.p50),
    ms(timing.p95),
    ms(timing.p99),
    ms(baseline.p95),
    `${(timing.p95 / baseline.p95).toFixed(1)}×`,
  ];
}

await main();
