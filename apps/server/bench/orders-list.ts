/**
 * How fast the orders list answers on a tenant with many orders, over HTTP, against a bare
 * Fastify "hello" measured in the same run.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server bench:orders-list
 *   … bench:orders-list -- --orders 100000 --seconds 5           # a quicker look
 *   … bench:orders-list -- --keep                                # leave the database (printed)
 *   … bench:orders-list -- --database taseer_bench_1a2b3c4d      # measure a kept one again
 *   … bench:orders-list -- --server-dir ../old/apps/server       # another copy of the server
 *
 * Creates a scratch database next to DATABASE_URL's (dropped afterwards unless kept), writes one
 * company (tenant.ts) with N orders over three years, each with a vehicle and one to three
 * pieces, then starts the server from its sources as its own process and a
 * bare Fastify answering `{"hello":"world"}` as another, and drives each with autocannon from
 * this process: 50 connections for `--seconds` each. Lists: the company's page 1 and page 1000,
 * a status filter, a manager's branch and an employee's section, and a search (the counted,
 * capped path); each first called alone, one call at a time, then under load, and the server is
 * let catch up before the next. A benchmark, not a test: it prints figures and checks only that
 * page 1000 holds the rows OFFSET gives.
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
import { adminQuery, writeCompany, type Company, type Person } from './tenant.js';

const { values: args } = parseArgs({
  // pnpm passes the `--` that separates its own options on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    orders: { type: 'string', default: '1000000' },
    batch: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    /** A database kept by an earlier run (`--keep`), next to DATABASE_URL's: nothing is written. */
    database: { type: 'string' },
    /** The server to start (an older copy, for a before/after on the same data). */
    'server-dir': { type: 'string' },
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

interface Target {
  url: string;
  pid: number;
  headers?: Record<string, string>;
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
    const config = loadConfig({ ...ENV, NODE_ENV: 'test' });
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
    const [adminToken, managerToken, agentToken] = await Promise.all([
      tokenOf(people.company),
      tokenOf(people.manager),
      tokenOf(people.agent),
    ]);

    const helloProcess = await startProcess(children, helloServer());
    const serverProcess = await startProcess(children, apiServer(databaseUrl));
    const hello = helloProcess.url;
    const server = serverProcess.url;
    const list = (token: string, query: string) => ({
      pid: serverProcess.pid,
      url: `${server}/api/v1/orders/?${query}`,
      headers: { 'x-api-key': ENV.API_KEY, authorization: `Bearer ${token}` },
    });
    await checkPage1000(db, people, list(adminToken, 'page=1000&limit=10'));

    const runs: [string, Target][] = [
      ['bare Fastify hello (baseline)', { url: hello, pid: helloProcess.pid }],
      ['company, page 1', list(adminToken, 'page=1&limit=10')],
      ['company, page 1000', list(adminToken, 'page=1000&limit=10')],
      ['company, pending, page 1', list(adminToken, 'page=1&limit=10&status=pending')],
      ['manager (branch), page 1', list(managerToken, 'page=1&limit=10')],
      ['employee (section), page 1', list(agentToken, 'page=1&limit=10')],
      ['company, search "BN-12", page 1', list(adminToken, 'page=1&limit=10&search=BN-12')],
      ['bare Fastify hello (again)', { url: hello, pid: helloProcess.pid }],
    ];
    const figures: Figures[] = [];
    for (const [what, target] of runs) {
      const alone = await oneAtATime(target);
      figures.push({ ...(await load(db, what, target)), alone });
      // A server that fell behind is still answering the last run's queue: wait it out.
      await settle(`${server}/readyz`);
    }
    const helloCpu = figures[0]?.serverCpu ?? 0;
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
        `${((100 * f.requestsPerSecond) / (figures[0]?.requestsPerSecond ?? 1)).toFixed(1)} %`,
        Math.round(f.serverCpu).toLocaleString('en'),
        Math.round(f.databaseCpu).toLocaleString('en'),
        `${((100 * helloCpu) / Math.max(1, f.serverCpu + f.databaseCpu)).toFixed(1)} %`,
      ]),
    );
    console.log(
      `\n"alone": the median of ${ALONE_CALLS} calls one after another. Then ${CONNECTIONS} ` +
        `connections for ${SECONDS} s (autocannon in this process; the server and the hello are ` +
        'processes of their own on the same machine). "µs/req": CPU time (user + system, from ' +
        '/proc) the server process and the database backends spent per answered request during ' +
        'the load, which other work on the machine does not inflate the way it does req/s; ' +
        '"CPU % of hello": the hello\'s CPU per request over this row\'s, the share of the ' +
        "hello's rate this row would reach were CPU the only limit.",
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await database.close();
    if (args.keep || args.database) console.log(`\nkept: ${databaseUrl}`);
    else await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  }
}

async function writeTenant(db: Database): Promise<Company> {
  const people = await writeCompany(db);
  const companyId = people.company.id;
  const started = performance.now();
  // One vehicle per customer.
  await db.execute(sql`
    insert into vehicles (id, company_id, client_id, mark, model, year)
    select gen_random_uuid(), c.company_id, c.id, 'تويوتا', 'كامري', 2020
    from clients c where c.company_id = ${companyId}
  `);
  for (let from = 1; from <= ORDER_COUNT; from += BATCH) {
    const to = Math.min(ORDER_COUNT, from + BATCH - 1);
    await db.execute(sql`
      with places as (
        select s.id as section_id, s.branch_id, row_number() over (order by s.id) - 1 as k
        from sections s where s.company_id = ${companyId}
      ),
      customers as (
        select c.id, v.id as vehicle_id, row_number() over (order by c.id) - 1 as k
        from clients c join vehicles v on v.client_id = c.id where c.company_id = ${companyId}
      )
      insert into orders (id, company_id, order_ref, client_id, vehicle_id, branch_id, section_id, status, created_at, updated_at)
      select
        gen_random_uuid(), ${companyId}, 'BN-' || n, cu.id, cu.vehicle_id, p.branch_id,
        case when n % 20 = 0 then null else p.section_id end,
        (case when n % 10 < 2 then 'pending' when n % 10 < 9 then 'completed' else 'canceled' end)::order_status,
        now() - (n::double precision / ${ORDER_COUNT}) * interval '1095 days',
        now()
      from generate_series(${from}::int, ${to}::int) as n
      join places p on p.k = n % 50
      join customers cu on cu.k = n % 2000
    `);
    await db.execute(sql`
      insert into pieces (id, company_id, order_id, name_ar, quantity, created_at, updated_at)
      select gen_random_uuid(), o.company_id, o.id, 'قطعة ' || k, k, o.created_at, o.created_at
      from orders o
      cross join lateral generate_series(1, 1 + (substr(o.order_ref, 4)::int % 3)) as k
      where o.company_id = ${companyId}
        and substr(o.order_ref, 4)::int between ${from} and ${to}
    `);
  }
  await db.execute(sql`vacuum analyze`);
  console.log(
    `wrote ${ORDER_COUNT.toLocaleString('en')} orders with their pieces in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return people;
}

/** The people of a kept database: the company and the first branch's manager and employee. */
async function findCompany(db: Database): Promise<Company> {
  const rows = (
    (await db.execute(sql`
      select
        (select id from users where role = 'superadmin' order by created_at limit 1) as superadmin,
        c.id as company,
        b.manager_id as manager, b.id as branch,
        a.id as agent, a.section_id as section
      from users c
      join branches b on b.company_id = c.id and b.name = 'فرع 1'
      join users a on a.company_id = c.id and a.role = 'agent' and a.username = 'موظف 1-1-1'
      where c.role = 'admin' and c.username = 'شركة القياس'
      limit 1
    `)) as unknown as { rows: Record<string, string>[] }
  ).rows;
  const row = rows[0];
  if (!row) throw new Error('the database holds no benchmark company');
  const companyId = String(row.company);
  return {
    superadmin: { id: String(row.superadmin), role: 'superadmin', companyId: null },
    company: { id: companyId, role: 'admin', companyId },
    manager: { id: String(row.manager), role: 'manager', companyId, branchId: String(row.branch) },
    agent: { id: String(row.agent), role: 'agent', companyId, sectionId: String(row.section) },
  };
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

async function load(db: Database, what: string, target: Target): Promise<Omit<Figures, 'alone'>> {
  const serverBefore = cpuMicrosOf(target.pid);
  const databaseBefore = await backendsCpu(db);
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const serverSpent = cpuMicrosOf(target.pid) - serverBefore;
  const databaseAfter = await backendsCpu(db);
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

function apiServer(databaseUrl: string): { args: string[]; env: Record<string, string> } {
  return {
    // The sources as they are (a dist/ build may be older than them).
    args: ['--import', 'tsx', 'src/main.ts'],
    env: {
      ...ENV,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  };
}

async function startProcess(
  children: ChildProcess[],
  what: { args: string[]; env: Record<string, string> },
): Promise<{ url: string; pid: number }> {
  const child = spawn(process.execPath, what.args, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...what.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let seen = '';
  const found = new Promise<{ url: string; pid: number }>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      seen += chunk.toString();
      const address = /http:\/\/127\.0\.0\.1:\d+/.exec(seen)?.[0];
      if (address) {
        // Request logs are not read: drain them so the pipe never fills.
        child.stdout?.off('data', look);
        child.stdout?.resume();
        resolve({ url: address, pid: child.pid ?? 0 });
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
