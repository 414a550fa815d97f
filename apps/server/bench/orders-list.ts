/**
 * How fast the orders list answers on a tenant with many orders, over HTTP, against a bare
 * Fastify "hello" and a bare keyset page (bare-keyset-page.ts) measured in the same run.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server bench:orders-list
 *   … bench:orders-list -- --orders 100000 --seconds 5           # a quicker look
 *   … bench:orders-list -- --keep                                # leave the database (printed)
 *   … bench:orders-list -- --database taseer_bench_1a2b3c4d      # measure a kept one again
 *   … bench:orders-list -- --database … --data /tmp/taseer-bench-x   # and PGlite beside it
 *   … bench:orders-list -- --server-dir ../old/apps/server       # another copy of the server
 *   … bench:orders-list -- --dist --json rows.json               # what `pnpm bench` runs
 *
 * Creates a scratch database next to DATABASE_URL's (dropped afterwards unless kept), writes one
 * company (tenant.ts) with N orders (bulk-orders.ts, the shape `pnpm bench` loads), then starts
 * the server (from its sources under tsx, or `dist/main.js` with `--dist`) as its own process and
 * a bare Fastify answering `{"hello":"world"}` as another, and a bare Fastify and `pg` pool (the
 * server's default size) sending the statement the product sends for the company's page 1
 * (captured from the product's code, the company's id bound) and answering its rows unmapped as
 * a third, and drives each with autocannon from this process: 50 connections for `--seconds`
 * each. The hello and the bare page are measured before the lists and again after them. Lists:
 * the company's page 1 and page 1000, a status filter, a manager's branch and an employee's
 * section, a search (the counted, capped path), and three work lists (to prepare, delivered
 * today, awaiting the customer); each first called alone, one call at a time, then under load,
 * and the server is let catch up before the next. With `--data` (a PGlite directory holding the
 * same company) the server is started again on it for the company's page 1 and page 1000. A
 * benchmark, not a test: it prints figures and checks only that page 1000 holds the rows OFFSET
 * gives and that the bare page holds the API's page 1.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { TokenService } from '../src/modules/auth/token.service.js';
import { writeOrders } from './bulk-orders.js';
import { loadAverage, printVerdicts, writeVerdicts, type Verdict } from './server-process.js';
import { adminQuery, findCompany, writeCompany, type Company, type Person } from './tenant.js';
import {
  bareKeysetServer,
  describe,
  keysetStatementOf,
  statementsOfList,
} from './bare-keyset-page.js';

const { values: args } = parseArgs({
  // pnpm passes the `--` that separates its own options on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    orders: { type: 'string', default: '1000000' },
    batch: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    /** A database kept by an earlier run (`--keep`, `pnpm bench`), next to DATABASE_URL's. */
    database: { type: 'string' },
    /** A PGlite directory holding the same company (`pnpm bench`'s): its rows beside. */
    data: { type: 'string' },
    /** The server to start (an older copy, for a before/after on the same data). */
    'server-dir': { type: 'string' },
    /** Start the built server (`dist/main.js`, what `pnpm start` runs) instead of src/ under tsx. */
    dist: { type: 'boolean', default: false },
    /** Where to add the goal / measured / verdict rows as JSON. */
    json: { type: 'string' },
  },
});
const ORDER_COUNT = Number(args.orders);
const BATCH = Number(args.batch);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const SERVER_DIR = args['server-dir'] ?? fileURLToPath(new URL('..', import.meta.url));
const ENV = {
  API_KEY: 'bench-api-key-0123456789',
  JWT_SECRET: 'bench-jwt-secret-0123456789-0123456789',
  WEBHOOK_SECRET_KEY: 'bench-webhook-secret-key-0123456789',
};

const ALONE_CALLS = 20;
/** The page size of the page-1 rows and of the bare keyset page beside them (the dashboard's). */
const PAGE_SIZE = 10;
const HELLO = 'bare Fastify hello';
const BARE_PAGE = 'bare keyset page 1';

interface Target {
  url: string;
  pid: number;
  headers?: Record<string, string>;
  /** The PostgreSQL database whose backends' CPU time counts (none on PGlite). */
  db?: Database;
}

interface Figures {
  what: string;
  alone: number;
  serverCpu: number;
  databaseCpu: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('bench:orders-list needs DATABASE_URL (a PostgreSQL server)');
  const name = args.database ?? `taseer_bench_${Math.random().toString(16).slice(2, 10)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  if (!args.database) await adminQuery(adminUrl, `create database "${name}"`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const children: ChildProcess[] = [];
  try {
    await migrateDatabase(database);
    const db = database.db;
    const people = args.database ? await findCompany(db) : await writeTenant(db);
    const orderCount = await countOrders(db, people);
    const [adminToken = '', managerToken = '', agentToken = ''] = await tokensOf(db, [
      people.company,
      people.manager,
      people.agent,
    ]);

    const helloProcess = await startProcess(children, helloServer());
    const serverProcess = await startProcess(children, apiServer({ DATABASE_URL: databaseUrl }));
    const bareProcess = await startProcess(
      children,
      bareKeysetServer(databaseUrl, await keysetStatementFor(databaseUrl, people), poolSize()),
    );
    const hello = helloProcess.url;
    const bare: Target = { url: bareProcess.url, pid: bareProcess.pid, db };
    const server = serverProcess.url;
    const list = (token: string, query: string) => ({
      pid: serverProcess.pid,
      db,
      url: `${server}/api/v1/orders/?${query}`,
      headers: { 'x-api-key': ENV.API_KEY, authorization: `Bearer ${token}` },
    });
    await checkPage1000(db, people, list(adminToken, 'page=1000&limit=10'));
    await checkBarePage(bare, list(adminToken, `page=1&limit=${PAGE_SIZE}`));
    // Both pools' connections opened (and their backends' first reads of the shared buffers
    // paid) before anything is measured, so the first row measured does not pay them alone.
    await warm(bare);
    await warm(list(adminToken, `page=1&limit=${PAGE_SIZE}`));
    await settle(`${server}/readyz`);

    const runs: [string, Target][] = [
      [`${HELLO} (baseline)`, { url: hello, pid: helloProcess.pid }],
      [`${BARE_PAGE} (baseline)`, bare],
      ['company, page 1', list(adminToken, `page=1&limit=${PAGE_SIZE}`)],
      ['company, page 1000', list(adminToken, 'page=1000&limit=10')],
      ['company, pending, page 1', list(adminToken, 'page=1&limit=10&status=pending')],
      ['manager (branch), page 1', list(managerToken, 'page=1&limit=10')],
      ['employee (section), page 1', list(agentToken, 'page=1&limit=10')],
      ['company, search "BN-12", page 1', list(adminToken, 'page=1&limit=10&search=BN-12')],
      ['company, to prepare, page 1', list(adminToken, 'page=1&limit=10&queue=to_prepare')],
      [
        'company, delivered today, page 1',
        list(adminToken, 'page=1&limit=10&queue=delivered_today'),
      ],
      [
        'employee, awaiting the customer, page 1',
        list(agentToken, 'page=1&limit=5&queue=awaiting_customer'),
      ],
    ];
    const figures: Figures[] = [];
    const measure = async (what: string, target: Target, readyz: string) => {
      const alone = await oneAtATime(target);
      figures.push({ ...(await load(what, target)), alone });
      // A server that fell behind is still answering the last run's queue: wait it out.
      await settle(readyz);
    };
    for (const [what, target] of runs) await measure(what, target, `${server}/readyz`);
    serverProcess.child.kill('SIGTERM');
    await serverProcess.exited;

    if (args.data) {
      // PGlite is one process's: tokens written (and the handle closed) before the server opens it.
      const pglite = await openDatabase({ kind: 'pglite', dataDir: args.data });
      let token: string;
      try {
        const found = await findCompany(pglite.db);
        [token = ''] = await tokensOf(pglite.db, [found.company]);
      } finally {
        await pglite.close();
      }
      const pgliteProcess = await startProcess(children, apiServer({ DATA_DIR: args.data }));
      const pgliteList = (query: string) => ({
        pid: pgliteProcess.pid,
        url: `${pgliteProcess.url}/api/v1/orders/?${query}`,
        headers: { 'x-api-key': ENV.API_KEY, authorization: `Bearer ${token}` },
      });
      for (const [what, query] of [
        ['PGlite: company, page 1', 'page=1&limit=10'],
        ['PGlite: company, page 1000', 'page=1000&limit=10'],
      ] as const) {
        await measure(what, pgliteList(query), `${pgliteProcess.url}/readyz`);
      }
      pgliteProcess.child.kill('SIGTERM');
      await pgliteProcess.exited;
    }
    await measure(`${BARE_PAGE} (again)`, bare, bare.url);
    await measure(`${HELLO} (again)`, { url: hello, pid: helloProcess.pid }, hello);

    const helloCpu = figures[0]?.serverCpu ?? 0;
    const helloRate = figures[0]?.requestsPerSecond ?? 1;
    printTable(
      [
        'what',
        'alone p50',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        '% of hello',
        'server µs/req',
        'database µs/req',
        'CPU % of hello',
      ],
      figures.map((f) => [
        f.what,
        `${f.alone.toFixed(2)} ms`,
        Math.round(f.requestsPerSecond).toLocaleString('en'),
        String(f.p50),
        String(f.p99),
        String(f.errors),
        `${((100 * f.requestsPerSecond) / helloRate).toFixed(1)} %`,
        Math.round(f.serverCpu).toLocaleString('en'),
        f.databaseCpu ? Math.round(f.databaseCpu).toLocaleString('en') : '—',
        `${((100 * helloCpu) / Math.max(1, f.serverCpu + f.databaseCpu)).toFixed(1)} %`,
      ]),
    );
    console.log(
      `\n"alone": the median of ${ALONE_CALLS} calls one after another. Then ${CONNECTIONS} ` +
        `connections for ${SECONDS} s (autocannon in this process; the server and the hello are ` +
        'processes of their own on the same machine). "µs/req": CPU time (user + system, from ' +
        '/proc) the server process and the database backends (PostgreSQL; PGlite runs inside ' +
        'the server) spent per answered request during the load, which other work on the ' +
        'machine does not inflate the way it does req/s; "CPU % of hello": the hello\'s CPU per ' +
        "request over this row's, the share of the hello's rate this row would reach were CPU " +
        `the only limit. Load average ${loadAverage()}.`,
    );
    const verdicts = listVerdicts(figures, orderCount);
    printVerdicts(verdicts);
    writeVerdicts(args.json, verdicts);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await database.close();
    if (args.keep || args.database) console.log(`\nkept: ${databaseUrl}`);
    else await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  }
}

/** The issue's rows: page 1 against the hello, page 1000 against page 1, PGlite against PostgreSQL. */
function listVerdicts(figures: Figures[], orderCount: number): Verdict[] {
  const find = (what: string) => figures.find((f) => f.what === what);
  const hellos = figures.filter((f) => f.what.startsWith(HELLO));
  const helloRate = hellos.reduce((sum, f) => sum + f.requestsPerSecond, 0) / hellos.length;
  const at = `at ${orderCount.toLocaleString('en')} orders`;
  const verdicts: Verdict[] = [
    {
      what: `bare Fastify hello, ${CONNECTIONS} connections (the list rows' same-run baseline)`,
      goal: '—',
      measured: `${hellos.map((f) => Math.round(f.requestsPerSecond).toLocaleString('en')).join(' and ')} req/s (before and after the lists)`,
      met: null,
    },
  ];
  const page1 = find('company, page 1');
  const page1000 = find('company, page 1000');
  if (page1) {
    const share = (100 * page1.requestsPerSecond) / helloRate;
    verdicts.push({
      what: `orders list page 1, PostgreSQL, ${CONNECTIONS} connections, ${at}`,
      goal: '≥ 10 % of hello, p99 ≤ 25 ms',
      measured:
        `${Math.round(page1.requestsPerSecond).toLocaleString('en')} req/s = ${share.toFixed(2)} % ` +
        `of hello (${Math.round(helloRate).toLocaleString('en')} req/s), p99 ${page1.p99} ms` +
        (page1.errors ? `, ${page1.errors} errors` : ''),
      met: share >= 10 && page1.p99 <= 25 && page1.errors === 0,
    });
  }
  const bares = figures.filter((f) => f.what.startsWith(BARE_PAGE));
  if (page1 && bares.length > 0) {
    // Measured before and after the lists, as the hello is: the mean of both is the baseline.
    const bareRate = bares.reduce((sum, f) => sum + f.requestsPerSecond, 0) / bares.length;
    const share = (100 * page1.requestsPerSecond) / Math.max(1e-9, bareRate);
    const cpu = (f: Figures) => Math.round(f.serverCpu + f.databaseCpu).toLocaleString('en');
    verdicts.push({
      what: `orders list page 1 vs a bare keyset page, PostgreSQL, ${CONNECTIONS} connections, ${at}`,
      goal: '≥ 70 % of it, p99 ≤ 50 ms',
      measured:
        `${Math.round(page1.requestsPerSecond).toLocaleString('en')} req/s = ${share.toFixed(1)} % ` +
        `of the bare page (${bares.map((f) => Math.round(f.requestsPerSecond).toLocaleString('en')).join(' and ')} req/s, ` +
        `p99 ${bares.map((f) => f.p99.toLocaleString('en')).join(' and ')} ms), p99 ${page1.p99} ms; CPU µs/req ` +
        `${cpu(page1)} vs ${bares.map(cpu).join(' and ')}` +
        (page1.errors ? `, ${page1.errors} errors` : ''),
      met: share >= 70 && page1.p99 <= 50 && page1.errors === 0,
    });
  }
  if (page1 && page1000) {
    // req/s moves with whatever else the machine does; CPU per request much less: both count.
    const rateRatio = page1.requestsPerSecond / Math.max(1e-9, page1000.requestsPerSecond);
    const cpuRatio =
      (page1000.serverCpu + page1000.databaseCpu) /
      Math.max(1e-9, page1.serverCpu + page1.databaseCpu);
    verdicts.push({
      what: `page 1,000 vs page 1 (PostgreSQL, ${at})`,
      goal: '≤ 2× (req/s and CPU per request)',
      measured:
        `req/s ${rateRatio.toFixed(2)}× (${Math.round(page1.requestsPerSecond)} vs ` +
        `${Math.round(page1000.requestsPerSecond)}), CPU per request ${cpuRatio.toFixed(2)}×; ` +
        `alone ${page1000.alone.toFixed(1)} vs ${page1.alone.toFixed(1)} ms` +
        (orderCount < 10_000 ? '; page 1,000 is past the last page at this size' : ''),
      met: rateRatio <= 2 && cpuRatio <= 2 && page1000.errors === 0,
    });
  }
  // The homes' and the handover queue's work lists cost about what a page of the list does.
  for (const what of [
    'company, to prepare, page 1',
    'company, delivered today, page 1',
    'employee, awaiting the customer, page 1',
  ]) {
    const lane = find(what);
    if (!page1 || !lane) continue;
    const cpuRatio =
      (lane.serverCpu + lane.databaseCpu) / Math.max(1e-9, page1.serverCpu + page1.databaseCpu);
    verdicts.push({
      what: `work list "${what}" vs page 1 (PostgreSQL, ${at})`,
      goal: '≤ 2× page 1 (CPU per request and p99)',
      measured:
        `${Math.round(lane.requestsPerSecond)} req/s, CPU per request ${cpuRatio.toFixed(2)}×, ` +
        `p99 ${lane.p99} vs ${page1.p99} ms, alone ${lane.alone.toFixed(1)} ms` +
        (lane.errors ? `, ${lane.errors} errors` : ''),
      met: cpuRatio <= 2 && lane.p99 <= 2 * page1.p99 && lane.errors === 0,
    });
  }
  const pglite = find('PGlite: company, page 1');
  if (page1 && pglite) {
    const share = (100 * pglite.requestsPerSecond) / Math.max(1e-9, page1.requestsPerSecond);
    verdicts.push({
      what: `PGlite list vs PostgreSQL (page 1, ${at}; the goal is stated at 100k)`,
      goal: '≥ 40 %, p99 ≤ 100 ms',
      measured:
        `${share.toFixed(0)} % (${Math.round(pglite.requestsPerSecond)} req/s), p99 ${pglite.p99} ms` +
        (pglite.errors ? `, ${pglite.errors} errors/time-outs` : ''),
      met: share >= 40 && pglite.p99 <= 100 && pglite.errors === 0,
    });
  }
  return verdicts;
}

/** The server's pool size when DATABASE_POOL_SIZE is not set: the bare page's pool is as big. */
function poolSize(): number {
  return loadConfig({ ...ENV, NODE_ENV: 'test' }).databasePoolSize;
}

/** The statement the product sends for the company's page 1, captured from its own code. */
async function keysetStatementFor(databaseUrl: string, people: Company) {
  const sent = await statementsOfList(databaseUrl, people.company.id, {
    page: 1,
    limit: PAGE_SIZE,
  });
  const page = keysetStatementOf(sent);
  console.log(
    `bare keyset page: ${page.name ?? 'an unnamed statement'}, ${sent.length} of the list's ` +
      `page 1 statement${sent.length === 1 ? '' : 's'}`,
  );
  if (sent.length > 1) {
    console.log(
      `the list's page 1 sends ${sent.length} statements; the bare page runs only the keyset one:\n${describe(sent)}`,
    );
  }
  return page;
}

async function tokensOf(db: Database, people: Person[]): Promise<string[]> {
  const config = loadConfig({ ...ENV, NODE_ENV: 'test' });
  const tokens = new TokenService({ db, config, clock: { now: () => new Date() } });
  const issued: string[] = [];
  for (const person of people) {
    const family = await tokens.startFamily(db, person.id);
    issued.push(
      await tokens.issueAccessToken({
        userId: person.id,
        role: person.role,
        companyId: person.companyId,
        sessionId: family.familyId,
      }),
    );
  }
  return issued;
}

async function countOrders(db: Database, people: Company): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from orders where company_id = ${people.company.id}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** The shape `pnpm bench` loads (load.ts): one company, N orders by bulk-orders.ts. */
async function writeTenant(db: Database): Promise<Company> {
  const people = await writeCompany(db);
  const started = performance.now();
  await writeOrders(db, people.company.id, { orders: ORDER_COUNT, batch: BATCH });
  await db.execute(sql`vacuum analyze`);
  console.log(
    `wrote ${ORDER_COUNT.toLocaleString('en')} orders with their pieces in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return people;
}

/** Page 1000 through the API must hold the rows OFFSET finds in the table. */
async function checkPage1000(
  db: Database,
  people: Company,
  target: { url: string; headers: Record<string, string> },
): Promise<void> {
  const response = await fetch(target.url, { headers: target.headers });
  if (response.status !== 200) throw new Error(`page 1000 answered ${response.status}`);
  const body = (await response.json()) as { orders: { _id: string }[]; totalPages: number };
  const expected = (
    (await db.execute(sql`
      select id from orders where company_id = ${people.company.id}
      order by created_at desc nulls last, id offset 9990 limit 10
    `)) as unknown as { rows: { id: string }[] }
  ).rows.map((row) => row.id);
  const got = body.orders.map((order) => order._id);
  if (JSON.stringify(got) !== JSON.stringify(expected)) {
    throw new Error(`page 1000 differs from OFFSET: ${got.join(',')} ≠ ${expected.join(',')}`);
  }
}

/** The bare page must answer the API's page 1: the same orders in the same order. */
async function checkBarePage(
  bare: Target,
  api: { url: string; headers: Record<string, string> },
): Promise<void> {
  const [rows, page] = await Promise.all([
    fetch(bare.url).then((response) => response.json() as Promise<{ id: string }[]>),
    fetch(api.url, { headers: api.headers }).then(
      (response) => response.json() as Promise<{ orders: { _id: string }[] }>,
    ),
  ]);
  const got = rows.map((row) => row.id);
  const expected = page.orders.map((order) => order._id);
  if (got.length === 0 || JSON.stringify(got) !== JSON.stringify(expected)) {
    throw new Error(
      `the bare page differs from the API's page 1: ${got.join(',')} ≠ ${expected.join(',')}`,
    );
  }
}

/** The median time of calls made one at a time: what one request costs on an idle server. */
async function oneAtATime(target: Target) {
  const times: number[] = [];
  for (let i = 0; i < ALONE_CALLS; i += 1) {
    const started = performance.now();
    const response = await fetch(target.url, { headers: target.headers ?? {} });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${target.url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Waits until the server answers its readiness check (a database round trip) within 50 ms. */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url).catch(() => null);
    if (response?.ok && performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A second of load, not measured. */
async function warm(target: Target): Promise<void> {
  await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    duration: 1,
  });
}

async function load(what: string, target: Target): Promise<Omit<Figures, 'alone'>> {
  const serverBefore = cpuMicrosOf(target.pid);
  const databaseBefore = target.db ? await backendsCpu(target.db) : new Map<number, number>();
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const serverSpent = cpuMicrosOf(target.pid) - serverBefore;
  const databaseAfter = target.db ? await backendsCpu(target.db) : new Map<number, number>();
  let databaseSpent = 0;
  for (const [pid, micros] of databaseAfter)
    databaseSpent += micros - (databaseBefore.get(pid) ?? 0);
  const answered = Math.max(1, result.requests.total);
  return {
    what,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    serverCpu: serverSpent / answered,
    databaseCpu: databaseSpent / answered,
  };
}

/** User and system CPU time a process has used, in microseconds (/proc/<pid>/stat). */
function cpuMicrosOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime), counted after the command's closing parenthesis.
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU time of every backend connected to the benchmark's database but this one's own. */
async function backendsCpu(db: Database): Promise<Map<number, number>> {
  const rows = (
    (await db.execute(sql`
      select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
    `)) as unknown as { rows: { pid: number }[] }
  ).rows;
  return new Map(rows.map((row) => [row.pid, cpuMicrosOf(row.pid)]));
}

function helloServer(): { args: string[]; env: Record<string, string> } {
  const code = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(address);
  `;
  return { args: ['--input-type=module', '-e', code], env: {} };
}

/** The server on `database` (DATABASE_URL or DATA_DIR). */
function apiServer(database: Record<string, string>): {
  args: string[];
  env: Record<string, string>;
} {
  return {
    // The sources as they are (a dist/ build may be older than them), unless told `--dist`.
    args: args.dist ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'],
    env: {
      ...ENV,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      PORT: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...database,
    },
  };
}

interface Started {
  url: string;
  pid: number;
  child: ChildProcess;
  exited: Promise<void>;
}

async function startProcess(
  children: ChildProcess[],
  what: { args: string[]; env: Record<string, string> },
): Promise<Started> {
  const child = spawn(process.execPath, what.args, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...what.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let seen = '';
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const found = new Promise<Started>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      seen += chunk.toString();
      const address = /http:\/\/127\.0\.0\.1:\d+/.exec(seen)?.[0];
      if (address) {
        // Request logs are not read: drain them so the pipe never fills.
        child.stdout?.off('data', look);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({ url: address, pid: child.pid ?? 0, child, exited });
      }
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', (chunk: Buffer) => (seen += chunk.toString()));
    child.once('close', () => reject(new Error(`a server exited:\n${seen}`)));
  });
  return found;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
