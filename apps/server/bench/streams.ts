/**
 * What an open notification stream costs the server in memory.
 *
 *   pnpm --filter @taseer/server bench:streams                               # PGlite
 *   DATABASE_URL=postgres://… pnpm --filter @taseer/server bench:streams     # PostgreSQL
 *   … bench:streams -- --streams 2000                      # a quicker look
 *   … bench:streams -- --server-dir /tmp/old/apps/server   # another copy of the server
 *   … bench:streams -- --database taseer_bench_x           # a kept database (`pnpm bench`'s;
 *   … bench:streams -- --data /tmp/taseer-bench-x          #   or a PGlite one): listeners added
 *   … bench:streams -- --skip-build --json rows.json        # what `pnpm bench` runs
 *
 * Writes one company (tenant.ts) and one employee per stream, each with a session and an access
 * token (a user holds at most 10 streams per process, so each stream is another user's). Builds
 * the server and starts it (`dist/main.js`) with a 5 s heartbeat, opens and closes 100 streams
 * to warm it up, reads its RSS (the baseline), then opens N streams from this process, 500 at a
 * time, each waiting for its `connected` line, lets two heartbeats pass (pings written, sessions
 * checked) and reads the RSS again. Memory per stream is the difference over N. A benchmark, not
 * a test: it checks only that every stream opened and was still open at the end.
 */
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { rowsOf } from '../src/db/rows.js';
import { TokenService } from '../src/modules/auth/token.service.js';
import {
  BENCH_ENV,
  buildServer,
  kindLabel,
  loadAverage,
  printVerdicts,
  rssMb,
  SERVER_DIR,
  startServer,
  writeVerdicts,
  type Verdict,
} from './server-process.js';
import { benchTargets, findCompany, writeCompany, type BenchTarget } from './tenant.js';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    streams: { type: 'string', default: '10000' },
    'server-dir': { type: 'string' },
    /** A kept PostgreSQL database (next to DATABASE_URL's) holding the benchmark company. */
    database: { type: 'string' },
    /** A kept PGlite directory holding it (used when no --database is given). */
    data: { type: 'string' },
    /** The server's dist/ is already built (`pnpm bench` builds once). */
    'skip-build': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const STREAMS = Number(args.streams);
const WAVE = 500;
const HEARTBEAT_SECONDS = 5;
/** 150 MB per 10,000 streams. */
const GOAL_KB_PER_STREAM = 15;

async function main(): Promise<void> {
  // One kind is enough: the streams hold memory in the server, not in the database.
  const [target] = await benchTargets({ database: args.database, data: args.data, poolSize: 4 });
  if (!target) throw new Error('no database to measure');
  try {
    const tokens = await writeUsers(target, await target.open());
    const serverDir = args['server-dir'] ?? SERVER_DIR;
    if (!args['skip-build']) buildServer(serverDir);
    const server = await startServer({
      cwd: serverDir,
      args: ['dist/main.js'],
      env: {
        ...BENCH_ENV,
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        PORT: '0',
        STREAM_HEARTBEAT: `${HEARTBEAT_SECONDS}s`,
        ...target.env,
      },
    });
    const pid = server.child.pid ?? 0;
    const open: OpenStream[] = [];
    try {
      const warm = await Promise.all(
        tokens.slice(0, 100).map((token) => openStream(server.url, token)),
      );
      for (const stream of warm) stream.close();
      await sleep(2_000);
      const baseline = await steadyRss(pid);

      const started = performance.now();
      for (let i = 0; i < STREAMS; i += WAVE) {
        const wave = tokens.slice(i, Math.min(STREAMS, i + WAVE));
        open.push(...(await Promise.all(wave.map((token) => openStream(server.url, token)))));
      }
      const openedIn = (performance.now() - started) / 1000;
      // Two heartbeats: every stream has had its pings and its session checked.
      await sleep(2 * HEARTBEAT_SECONDS * 1000 + 1_000);
      const loaded = await steadyRss(pid);
      const stillOpen = open.filter((stream) => stream.isOpen()).length;
      if (stillOpen !== STREAMS) throw new Error(`${STREAMS - stillOpen} streams closed early`);
      const pings = open.reduce((sum, stream) => sum + stream.pings(), 0);

      const perStreamKb = ((loaded - baseline) * 1024) / STREAMS;
      console.log(
        `\n${target.kind}: ${STREAMS.toLocaleString('en')} streams opened in ${openedIn.toFixed(1)} s, ` +
          `${pings.toLocaleString('en')} pings received; server RSS ${baseline.toFixed(0)} MB before, ` +
          `${loaded.toFixed(0)} MB with them open (+${(loaded - baseline).toFixed(0)} MB); ` +
          `load average ${loadAverage()}`,
      );
      const verdicts: Verdict[] = [
        {
          what: `memory per open notification stream (${STREAMS.toLocaleString('en')} open, ${kindLabel(target.kind)})`,
          goal: `≤ ${GOAL_KB_PER_STREAM} KB (${(GOAL_KB_PER_STREAM * 10).toFixed(0)} MB per 10,000)`,
          measured: `${perStreamKb.toFixed(1)} KB (${((perStreamKb * 10_000) / 1024).toFixed(0)} MB per 10,000)`,
          met: perStreamKb <= GOAL_KB_PER_STREAM,
        },
      ];
      printVerdicts(verdicts);
      writeVerdicts(args.json, verdicts);
    } finally {
      for (const stream of open) stream.close();
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
}

interface OpenStream {
  isOpen(): boolean;
  pings(): number;
  close(): void;
}

/** Opens a stream and resolves once its `connected` line arrived; counts its pings after. */
function openStream(url: string, token: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    let req: ClientRequest | null = null;
    let open = true;
    let pings = 0;
    req = request(
      `${url}/api/v1/notifications/stream?token=${encodeURIComponent(token)}`,
      { agent: false, headers: { accept: 'text/event-stream' } },
      (res: IncomingMessage) => {
        if (res.statusCode !== 200) {
          reject(new Error(`a stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        res.once('close', () => (open = false));
        res.on('data', (chunk: string) => {
          if (chunk.includes(': connected')) {
            resolve({ isOpen: () => open, pings: () => pings, close: () => req?.destroy() });
          }
          if (chunk.includes(': ping')) pings += 1;
        });
      },
    );
    req.on('error', (error) => (open ? reject(error) : undefined));
    req.end();
  });
}

/** The median of five readings a quarter second apart. */
async function steadyRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    readings.push(rssMb(pid));
    await sleep(250);
  }
  return readings.sort((a, b) => a - b)[2] ?? NaN;
}

/** One employee per stream, each signed in (a session) with an access token. */
async function writeUsers(target: BenchTarget, database: DatabaseHandle): Promise<string[]> {
  try {
    await migrateDatabase(database);
    const db = database.db;
    // A kept database may hold the listeners of an earlier run: only the missing are added.
    const people = target.kept ? await findCompany(db) : await writeCompany(db);
    const companyId = people.company.id;
    await db.execute(sql`
      insert into users (id, company_id, role, username, dial_code, phone_number, is_active)
      select gen_random_uuid(), ${companyId}, 'agent', 'مستمع ' || n, '+966', '07' || lpad(n::text, 8, '0'), true
      from generate_series(1, ${STREAMS}::int) as n
      where not exists (
        select 1 from users u
        where u.dial_code = '+966' and u.phone_number = '07' || lpad(n::text, 8, '0')
      )
    `);
    const ids = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from users where company_id = ${companyId} and phone_number like '07%'
          order by phone_number limit ${STREAMS}`,
      ),
    ).map((row) => row.id);
    const config = loadConfig({ ...BENCH_ENV, NODE_ENV: 'test' });
    const tokens = new TokenService({ db, config, clock: { now: () => new Date() } });
    const issued: string[] = [];
    for (let i = 0; i < ids.length; i += 100) {
      issued.push(
        ...(await Promise.all(
          ids.slice(i, i + 100).map(async (userId) => {
            const family = await tokens.startFamily(db, userId);
            return tokens.issueAccessToken({
              userId,
              role: 'agent',
              companyId,
              sessionId: family.familyId,
            });
          }),
        )),
      );
    }
    return issued;
  } finally {
    await database.close();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
