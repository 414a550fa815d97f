/**
 * `pnpm bench`: every row of issue 16's performance table in one run, on one set of data.
 *
 *   pnpm bench                                   # 1,000,000 orders, every row (est. 25–35 min)
 *   pnpm bench -- --orders 20000 --seconds 3 --streams 500 --lighthouse-runs 1 --startup-runs 1
 *   pnpm bench -- --only list,export             # some row groups (the load runs when needed)
 *   pnpm bench -- --keep                         # leave the loaded data (printed) …
 *   pnpm bench -- --database taseer_bench_x --data /tmp/taseer-bench-x/pglite   # … and reuse it
 *
 * Builds the apps once (`pnpm build`), loads ONE company with N orders into a new PostgreSQL
 * database next to DATABASE_URL's and into a new PGlite directory (load.ts: SQL bulk load, each
 * timed), then runs the benches one after another, never two at once, each on that data and
 * each against its own same-run baseline (a bare Fastify hello for the list and the start-up, and
 * a bare Fastify and `pg` keyset page for the list),
 * collects the rows they write (`--json`) and prints one table: what / goal / measured /
 * verdict, with the date, the machine and its load average. The data is dropped and removed at
 * the end unless `--keep`. Row groups (`--only`, comma-separated): load, list, export, stats, desk,
 * streams, chat, payments, invoices, quote, startup, js, lighthouse.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadAverage, printTable, verdictText, type Verdict } from './server-process.js';
import { adminQuery } from './tenant.js';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    orders: { type: 'string', default: '1000000' },
    batch: { type: 'string', default: '100000' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    /** Reuse data kept by an earlier `--keep` instead of loading: a PostgreSQL database name … */
    database: { type: 'string' },
    /** … and a PGlite data directory. */
    data: { type: 'string' },
    /** autocannon seconds per orders-list row. */
    seconds: { type: 'string', default: '10' },
    streams: { type: 'string', default: '10000' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'startup-runs': { type: 'string', default: '3' },
    /** Customer messages the WhatsApp webhook row sends (each to two processes). */
    'chat-messages': { type: 'string', default: '2000' },
    /** Card payments the gateway notification row's burst records (each notified to two processes). */
    payments: { type: 'string', default: '500' },
    /** Rounds of 20 sales completed at once for the invoice row. */
    'invoice-rounds': { type: 'string', default: '5' },
    /** The apps are built already (for trying the command out; `pnpm bench` builds). */
    'skip-build': { type: 'boolean', default: false },
    /** Also write every row to this JSON file. */
    json: { type: 'string' },
  },
});

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const E2E_DIR = join(REPO_ROOT, 'e2e');
const GROUPS = [
  'load',
  'list',
  'export',
  'stats',
  'desk',
  'streams',
  'chat',
  'payments',
  'invoices',
  'quote',
  'startup',
  'js',
  'lighthouse',
] as const;
type Group = (typeof GROUPS)[number];
/** The groups that read the loaded orders. */
const NEEDS_DATA: readonly Group[] = ['list', 'export', 'stats', 'desk', 'streams'];
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

let interrupted = false;

async function main(): Promise<void> {
  const started = Date.now();
  const only = args.only?.split(',').map((group) => group.trim()) ?? [...GROUPS];
  const unknown = only.filter((group) => !GROUPS.includes(group as Group));
  if (unknown.length) {
    throw new Error(`--only: no group ${unknown.join(', ')} (groups: ${GROUPS.join(', ')})`);
  }
  const wanted = (group: Group) => only.includes(group);
  if (!process.env.DATABASE_URL) {
    process.env.DATABASE_URL = DEFAULT_DATABASE_URL;
    console.log(`DATABASE_URL is not set: using ${DEFAULT_DATABASE_URL} for the PostgreSQL rows`);
  }
  const adminUrl = process.env.DATABASE_URL;
  const machine = await describeMachine(adminUrl);
  const loadBefore = loadAverage();
  process.on('SIGINT', () => {
    interrupted = true;
    console.log('\ninterrupted: stopping after this step and removing the data');
  });

  if (!args['skip-build']) {
    console.log('\n== build (pnpm build)');
    execFileSync('pnpm', ['build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }

  const reuse = Boolean(args.database || args.data);
  if (reuse && !(args.database && args.data)) throw new Error('reuse needs --database and --data');
  const scratch = reuse ? null : await mkdtemp(join(tmpdir(), 'taseer-bench-'));
  const database = args.database ?? `taseer_bench_${Math.random().toString(16).slice(2, 10)}`;
  const data = args.data ?? join(scratch ?? '', 'pglite');
  const rowsDir = await mkdtemp(join(tmpdir(), 'taseer-bench-rows-'));
  const rows: Verdict[] = [];
  const timings: string[][] = [];
  const orders = Number(args.orders);
  try {
    const steps: [Group, string, string, string[]][] = [];
    const server = (file: string, ...rest: string[]) => [`bench/${file}`, ...rest];
    if (!reuse && (wanted('load') || NEEDS_DATA.some(wanted))) {
      steps.push([
        'load',
        'bulk load into PostgreSQL and PGlite',
        SERVER_DIR,
        server(
          'load.ts',
          '--orders',
          String(orders),
          '--batch',
          args.batch,
          '--database',
          database,
        ),
      ]);
      steps[steps.length - 1]?.[3].push('--data', data);
    }
    const kept = ['--database', database, '--data', data];
    if (wanted('list')) {
      steps.push([
        'list',
        'orders list (PostgreSQL, PGlite) vs a bare Fastify hello',
        SERVER_DIR,
        server('orders-list.ts', ...kept, '--dist', '--seconds', args.seconds),
      ]);
    }
    if (wanted('export')) {
      steps.push([
        'export',
        'CSV export (PostgreSQL, then PGlite)',
        SERVER_DIR,
        server('export.ts', ...kept, '--skip-build'),
      ]);
    }
    if (wanted('stats')) {
      steps.push([
        'stats',
        'stats per role (PostgreSQL, then PGlite)',
        SERVER_DIR,
        server('stats.ts', ...kept, '--skip-writes'),
      ]);
    }
    if (wanted('desk')) {
      steps.push([
        'desk',
        'order search and price memory (PostgreSQL, then PGlite)',
        SERVER_DIR,
        server('desk.ts', ...kept),
      ]);
    }
    if (wanted('streams')) {
      // Last of the data's readers: it adds its listeners to the company.
      steps.push([
        'streams',
        'notification streams (PostgreSQL)',
        SERVER_DIR,
        server('streams.ts', '--database', database, '--skip-build', '--streams', args.streams),
      ]);
    }
    if (wanted('chat')) {
      steps.push([
        'chat',
        'WhatsApp webhook, each message to two processes, vs a bare intake',
        SERVER_DIR,
        server('chat-webhook.ts', '--messages', args['chat-messages']),
      ]);
    }
    if (wanted('payments')) {
      steps.push([
        'payments',
        'payment gateway notifications, each to two processes, vs a bare intake',
        SERVER_DIR,
        server('payment-notifications.ts', '--payments', args.payments),
      ]);
    }
    if (wanted('invoices')) {
      steps.push([
        'invoices',
        'invoices of 20 sales completed at once vs a bare locked counter',
        SERVER_DIR,
        server('invoice-issuing.ts', '--rounds', args['invoice-rounds']),
      ]);
    }
    if (wanted('quote')) {
      steps.push([
        'quote',
        "the customer's quote page and API vs a bare Fastify",
        SERVER_DIR,
        server('quote-page.ts', '--seconds', args.seconds),
      ]);
    }
    if (wanted('startup')) {
      steps.push([
        'startup',
        'fresh embedded database start vs a hello process',
        SERVER_DIR,
        server('startup.ts', '--runs', args['startup-runs']),
      ]);
    }
    if (wanted('js')) {
      steps.push(['js', 'JavaScript on the wire', E2E_DIR, ['scripts/initial-js.ts']]);
    }
    if (wanted('lighthouse')) {
      steps.push([
        'lighthouse',
        'Lighthouse mobile on /login',
        E2E_DIR,
        ['scripts/lighthouse-login.ts', args['lighthouse-runs']],
      ]);
    }

    for (const [group, title, cwd, argv] of steps) {
      if (interrupted) break;
      const file = join(rowsDir, `${group}.json`);
      console.log(`\n== ${group}: ${title}\n   (${argv.join(' ')})`);
      const stepStarted = performance.now();
      const code = await run(cwd, [...argv, '--json', file]);
      const seconds = (performance.now() - stepStarted) / 1000;
      timings.push([group, `${seconds.toFixed(0)} s`, code === 0 ? 'ok' : `exit ${code}`]);
      const written = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Verdict[]) : [];
      if (group === 'load' || wanted(group)) rows.push(...written);
      if (code !== 0 || written.length === 0) {
        rows.push({
          what: `${group}: ${title}`,
          goal: '—',
          measured: `not produced (${code === 0 ? 'no rows written' : `exited with ${code}`}; see its output above)`,
          met: false,
        });
        // Without the data nothing after it can be measured.
        if (group === 'load') break;
      }
    }
  } finally {
    await rm(rowsDir, { recursive: true, force: true });
    if (args.keep || reuse) {
      console.log(`\nkept: --database ${database} --data ${data}`);
    } else {
      await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
      if (scratch) await rm(scratch, { recursive: true, force: true });
    }
  }

  const minutes = (Date.now() - started) / 60_000;
  console.log(`\n== pnpm bench: ${orders.toLocaleString('en')} orders`);
  console.log(`date: ${new Date().toISOString()}`);
  console.log(`machine: ${machine}`);
  console.log(
    `load average (1, 5, 15 min): ${loadBefore} at the start, ${loadAverage()} at the end`,
  );
  console.log(`took ${minutes.toFixed(1)} min (${timings.map((t) => t.join(' ')).join('; ')})`);
  printTable(
    ['what', 'goal', 'measured', 'verdict'],
    rows.map((row) => [row.what, row.goal, row.measured, verdictText(row.met)]),
  );
  const notMet = rows.filter((row) => row.met === false).length;
  console.log(
    `\n${rows.length} rows, ${notMet} not met. Figures are same-run ratios where the goal is a ` +
      'ratio; absolute ones (MB/s, ms) move with the machine: record them from a quiet machine.',
  );
  if (args.json) {
    await writeFile(
      args.json,
      `${JSON.stringify({ date: new Date().toISOString(), machine, orders, rows }, null, 2)}\n`,
    );
  }
  // A row not met is a finding, not a failure; a bench that could not run is.
  if (rows.some((row) => row.measured.startsWith('not produced'))) process.exitCode = 1;
  if (interrupted) process.exitCode = 130;
}

/** One bench as a process of its own (tsx), its output shown as it comes. */
function run(cwd: string, argv: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...argv], {
      cwd,
      env: process.env,
      stdio: 'inherit',
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function describeMachine(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  let postgres = 'PostgreSQL unreachable';
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    postgres = `PostgreSQL ${rows[0]?.server_version ?? '?'}`;
  } catch (error) {
    postgres = `PostgreSQL unreachable (${String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? '?';
  return (
    `${availableParallelism()} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, ` +
    `${postgres}, Node ${process.version}`
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
