/**
 * How fast the orders export streams a million orders, how much memory the server takes for it,
 * and how long other requests wait meanwhile.
 *
 *   pnpm --filter @taseer/server bench:export                                  # PGlite
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server bench:export        # PostgreSQL
 *   … bench:export -- --orders 100000 --batch 50000        # a quicker look
 *   … bench:export -- --keep                               # keep the data (printed) …
 *   … bench:export -- --data /tmp/taseer-bench-x           # … and measure it again: a PGlite
 *   … bench:export -- --database taseer_bench_x            #   directory, a PostgreSQL database
 *                                                          #   (both: one after the other)
 *   … bench:export -- --server-dir /tmp/old/apps/server    # another copy of the server
 *   … bench:export -- --skip-build --json rows.json        # what `pnpm bench` runs
 *   … bench:export -- --encoding br                        # ask for compression, as browsers do
 *
 * Writes one company (tenant.ts) with N orders (bulk-orders.ts: SQL bulk load, awkward texts
 * included), builds the server and starts it (`dist/main.js`, as `pnpm start` does; `--sources`
 * runs src/ under tsx instead) as a process of its own, and downloads
 * `/api/v1/orders/exports/` as the company once, counting bytes and rows while sampling the
 * server's RSS every 50 ms. Meanwhile another client calls the statistics and the first page of
 * the orders list one after the other (its idle latency is measured first, as the baseline).
 * The machine is shared, so beside the wall-clock rate it prints the CPU time the server and
 * (on PostgreSQL) the database's backends spent. A benchmark, not a test: it prints figures
 * against the goals and checks only that the file holds one row per order. With `--database` and
 * `--data` (what `pnpm bench` loads) both are measured, one after the other, by one build.
 */
import { request, type IncomingMessage } from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { rowsOf } from '../src/db/rows.js';
import { TokenService } from '../src/modules/auth/token.service.js';
import { writeOrders } from './bulk-orders.js';
import {
  BENCH_ENV,
  buildServer,
  cpuSeconds,
  kindLabel,
  loadAverage,
  printTable,
  printVerdicts,
  rssMb,
  SERVER_DIR,
  startServer,
  watchRss,
  writeVerdicts,
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
    batch: { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
    /** A PGlite directory holding the benchmark company (kept: not written, not removed). */
    data: { type: 'string' },
    /** A PostgreSQL database next to DATABASE_URL's holding it (kept likewise). */
    database: { type: 'string' },
    'server-dir': { type: 'string' },
    /** The server's dist/ is already built (`pnpm bench` builds once). */
    'skip-build': { type: 'boolean', default: false },
    json: { type: 'string' },
    encoding: { type: 'string' },
    /** Run the server from its sources under tsx instead of building dist/ first. */
    sources: { type: 'boolean', default: false },
  },
});
const ORDER_COUNT = Number(args.orders);
const GOALS = {
  postgres: { mbPerSecond: 50, peakRssMb: 150 },
  pglite: { mbPerSecond: 15, peakRssMb: 200 },
};
const OTHER_REQUEST_GOAL_MS = 100;

async function main(): Promise<void> {
  const targets = await benchTargets({ database: args.database, data: args.data });
  const serverDir = args['server-dir'] ?? SERVER_DIR;
  if (!args.sources && !args['skip-build']) buildServer(serverDir);
  const verdicts: Verdict[] = [];
  for (const target of targets) verdicts.push(...(await measure(target, serverDir)));
  if (targets.length > 1) printVerdicts(verdicts);
  writeVerdicts(args.json, verdicts);
}

async function measure(target: BenchTarget, serverDir: string): Promise<Verdict[]> {
  const kept = args.keep || target.kept;
  try {
    const database = await target.open();
    let company: Person;
    try {
      await migrateDatabase(database);
      company = target.kept
        ? (await findCompany(database.db)).company
        : await writeData(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
    const config = loadConfig({ ...BENCH_ENV, NODE_ENV: 'test' });
    const tokens = new TokenService({ db: database.db, config, clock: { now: () => new Date() } });
    const family = await tokens.startFamily(database.db, company.id);
    const token = await tokens.issueAccessToken({
      userId: company.id,
      role: company.role,
      companyId: company.companyId,
      sessionId: family.familyId,
    });
    const orderCount = Number(
      rowsOf<{ n: string }>(
        await database.db.execute(
          sql`select count(*) as n from orders where company_id = ${company.id}`,
        ),
      )[0]?.n,
    );
    // PGlite is one process's: the server opens the directory after this handle lets go.
    await database.close();

    const server = await startServer({
      cwd: serverDir,
      args: args.sources ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js'],
      env: { ...BENCH_ENV, NODE_ENV: 'development', SEED_DEMO: 'false', PORT: '0', ...target.env },
    });
    const serverPid = server.child.pid ?? 0;
    try {
      const headers = { 'x-api-key': BENCH_ENV.API_KEY, authorization: `Bearer ${token}` };
      const other = async (path: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}${path}`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        return performance.now() - started;
      };
      const probe = () =>
        Promise.all([other('/api/v1/common/stats'), other('/api/v1/orders/?page=1&limit=10')]);
      const idle: number[] = [];
      for (let i = 0; i < 10; i += 1) idle.push(...(await probe()));
      const idleRss = rssMb(serverPid);

      const memory = watchRss(serverPid);
      const serverCpuBefore = cpuSeconds(serverPid);
      const databaseCpu = target.kind === 'postgres' ? watchDatabaseCpu(target.where) : null;
      let exporting = true;
      const during: number[] = [];
      const probing = (async () => {
        while (exporting) {
          // One after the other, as a person's screen asks; a pause so the probe is a trickle.
          during.push(await other('/api/v1/common/stats'));
          during.push(await other('/api/v1/orders/?page=1&limit=10'));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const file = await download(`${server.url}/api/v1/orders/exports/`, headers, args.encoding);
      exporting = false;
      const serverCpu = cpuSeconds(serverPid) - serverCpuBefore;
      const dbCpu = (await databaseCpu?.stop()) ?? 0;
      await probing;
      const peakRss = memory.stop();

      const mb = file.bytes / 1e6;
      const rate = mb / file.seconds;
      console.log(
        `\n${target.kind}: ${orderCount.toLocaleString('en')} orders exported, ${mb.toFixed(1)} MB` +
          `${args.encoding ? ` on the wire (${args.encoding})` : ''} in ${file.seconds.toFixed(1)} s; ` +
          `server RSS idle ${idleRss.toFixed(0)} MB; load average ${loadAverage()}`,
      );
      // The machine is shared: CPU time says what the work costs whatever else runs.
      console.log(
        `CPU used: server process ${serverCpu.toFixed(1)} s` +
          (target.kind === 'postgres' ? `, database backends ${dbCpu.toFixed(1)} s` : '') +
          `; with a core each that is ${(mb / Math.max(serverCpu, dbCpu)).toFixed(1)} MB/s`,
      );
      if (!args.encoding && file.rows !== orderCount + 1) {
        throw new Error(`the file holds ${file.rows} rows for ${orderCount} orders and a heading`);
      }
      printTable(
        ['other requests (stats, orders page 1)', 'calls', 'p50 ms', 'max ms'],
        [
          [
            'idle, before the export (baseline)',
            String(idle.length),
            ms(pct(idle, 50)),
            ms(Math.max(...idle)),
          ],
          [
            'while the export streams',
            String(during.length),
            ms(pct(during, 50)),
            ms(Math.max(...during)),
          ],
        ],
      );
      const goal = GOALS[target.kind];
      const of = `${orderCount.toLocaleString('en')} orders, ${kindLabel(target.kind)}`;
      const verdicts: Verdict[] = [
        {
          what: `CSV export throughput (${of})`,
          goal: `≥ ${goal.mbPerSecond} MB/s`,
          measured: `${rate.toFixed(1)} MB/s (${mb.toFixed(mb < 10 ? 1 : 0)} MB in ${file.seconds.toFixed(1)} s)`,
          met: rate >= goal.mbPerSecond,
        },
        {
          what: `server peak RSS during the export (${of})`,
          goal: `≤ ${goal.peakRssMb} MB`,
          measured: `${peakRss.toFixed(0)} MB`,
          met: peakRss <= goal.peakRssMb,
        },
      ];
      if (target.kind === 'pglite') {
        const worst = Math.max(...during);
        verdicts.push({
          what: `other requests' longest wait during the export (${of})`,
          goal: `≤ ${OTHER_REQUEST_GOAL_MS} ms`,
          measured: `${worst.toFixed(0)} ms`,
          met: worst <= OTHER_REQUEST_GOAL_MS,
        });
      }
      printVerdicts(verdicts);
      return verdicts;
    } finally {
      await server.stop();
    }
  } finally {
    if (kept) console.log(`\nkept: ${target.where}`);
    else await target.dispose();
  }
}

/**
 * CPU time of the backends connected to the benchmark's database (the server's pool, the
 * export's own connection and any parallel workers), sampled every 100 ms from /proc.
 */
function watchDatabaseCpu(databaseName: string): { stop(): Promise<number> } {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const admin = new pg.Client({ connectionString: adminUrl });
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let running = true;
  const sampling = (async () => {
    await admin.connect();
    while (running) {
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      for (const { pid } of rows) {
        try {
          const used = cpuSeconds(pid);
          if (!first.has(pid)) first.set(pid, used);
          last.set(pid, used);
        } catch {
          // Gone between the query and the read.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.end();
  })();
  return {
    stop: async () => {
      running = false;
      await sampling;
      let total = 0;
      for (const [pid, used] of last) total += used - (first.get(pid) ?? used);
      return total;
    },
  };
}

async function writeData(db: Database): Promise<Person> {
  const people = await writeCompany(db);
  const started = performance.now();
  await writeOrders(db, people.company.id, {
    orders: ORDER_COUNT,
    batch: Number(args.batch),
    onBatch: (written) => {
      const line = `wrote ${written.toLocaleString('en')} orders`;
      if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
      else console.log(line);
    },
  });
  await db.execute(sql`analyze`);
  console.log(
    `${process.stdout.isTTY ? '\r' : ''}wrote ${ORDER_COUNT.toLocaleString('en')} orders with their pieces and quotes in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return people.company;
}

/** Downloads a URL, counting bytes and (uncompressed) CSV rows: LFs outside quoted cells. */
async function download(
  url: string,
  headers: Record<string, string>,
  encoding: string | undefined,
): Promise<{ bytes: number; rows: number; seconds: number }> {
  const started = performance.now();
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request(
      url,
      {
        agent: false,
        headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      },
      resolve,
    )
      .on('error', reject)
      .end();
  });
  if (response.statusCode !== 200) throw new Error(`the export answered ${response.statusCode}`);
  let bytes = 0;
  let rows = 0;
  let quoted = false;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (encoding) continue;
    let nextQuote = chunk.indexOf(0x22);
    let lf = chunk.indexOf(0x0a);
    while (lf !== -1) {
      while (nextQuote !== -1 && nextQuote < lf) {
        quoted = !quoted;
        nextQuote = chunk.indexOf(0x22, nextQuote + 1);
      }
      if (!quoted) rows += 1;
      lf = chunk.indexOf(0x0a, lf + 1);
    }
    while (nextQuote !== -1) {
      quoted = !quoted;
      nextQuote = chunk.indexOf(0x22, nextQuote + 1);
    }
  }
  return { bytes, rows, seconds: (performance.now() - started) / 1000 };
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function ms(value: number): string {
  return value.toFixed(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
