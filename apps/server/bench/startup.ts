/**
 * A fresh embedded database: how long the built server takes from `node dist/main.js` to its
 * first 200 on /readyz with an empty DATA_DIR, as `pnpm start` runs it the first time (demo data
 * on), and how much memory it holds 5 s later, idle; the same with demo data off; and, for
 * scale, how long a bare Fastify hello process takes to its first 200.
 *
 *   pnpm --filter @taseer/server build && pnpm --filter @taseer/server exec tsx bench/startup.ts
 *   … bench/startup.ts --runs 1 --json rows.json
 *
 * Each run starts from a new empty directory (removed afterwards); the figures are the median of
 * `--runs` (default 3). The server logs at `warn`, on a port the system picks.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BENCH_ENV,
  loadAverage,
  printVerdicts,
  rssMb,
  SERVER_DIR,
  writeVerdicts,
  type Verdict,
} from './server-process.js';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '3' },
    /** Seconds after the first 200 at which the idle RSS is read. */
    idle: { type: 'string', default: '5' },
    json: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const IDLE_SECONDS = Number(args.idle);
const GOAL_START_S = 3;
const GOAL_RSS_MB = 250;

interface Start {
  seconds: number;
  rss: number;
}

/** Spawns `argv`, polls `path` from the address its banner prints; stops it after the idle read. */
async function startOnce(argv: string[], env: Record<string, string>, path: string) {
  const started = performance.now();
  const child = spawn(process.execPath, argv, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  try {
    let seen = '';
    const url = await new Promise<string>((resolve, reject) => {
      const look = (chunk: Buffer) => {
        seen += chunk.toString();
        const address = /http:\/\/127\.0\.0\.1:\d+/.exec(seen)?.[0];
        if (address) {
          child.stdout?.off('data', look);
          child.stdout?.resume();
          child.stderr?.resume();
          resolve(address);
        }
      };
      child.stdout?.on('data', look);
      child.stderr?.on('data', (chunk: Buffer) => (seen += chunk.toString()));
      child.once('close', () => reject(new Error(`the process exited:\n${seen}`)));
    });
    for (;;) {
      const response = await fetch(`${url}${path}`).catch(() => null);
      if (response?.status === 200) break;
      if (performance.now() - started > 120_000) throw new Error(`${path} gave no 200 in 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    return { seconds, rss: rssMb(child.pid ?? 0) };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

async function freshServer(seedDemo: boolean): Promise<Start> {
  const dataDir = await mkdtemp(join(tmpdir(), 'taseer-bench-fresh-'));
  try {
    return await startOnce(
      ['dist/main.js'],
      { ...BENCH_ENV, DATA_DIR: dataDir, SEED_DEMO: String(seedDemo) },
      '/readyz',
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function hello(): Promise<Start> {
  const code = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
  `;
  return startOnce(['--input-type=module', '-e', code], {}, '/');
}

function median(starts: Start[]): Start {
  const at = (key: keyof Start) =>
    [...starts].map((s) => s[key]).sort((a, b) => a - b)[Math.floor(starts.length / 2)] ?? NaN;
  return { seconds: at('seconds'), rss: at('rss') };
}

async function main(): Promise<void> {
  const runs: Record<'demo' | 'empty' | 'hello', Start[]> = { demo: [], empty: [], hello: [] };
  // Interleaved, so a busy spell of the machine weighs on each alike.
  for (let i = 0; i < RUNS; i += 1) {
    runs.demo.push(await freshServer(true));
    runs.empty.push(await freshServer(false));
    runs.hello.push(await hello());
  }
  const demo = median(runs.demo);
  const empty = median(runs.empty);
  const bare = median(runs.hello);
  const of = `median of ${RUNS}`;
  const verdicts: Verdict[] = [
    {
      what: `fresh embedded database, demo data on (pnpm start): time to first 200 of /readyz (${of})`,
      goal: `≤ ${GOAL_START_S} s`,
      measured: `${demo.seconds.toFixed(2)} s (${(demo.seconds / bare.seconds).toFixed(1)}× a hello's start)`,
      met: demo.seconds <= GOAL_START_S,
    },
    {
      what: `fresh embedded database, demo data on: idle RSS ${IDLE_SECONDS} s later`,
      goal: `≤ ${GOAL_RSS_MB} MB`,
      measured: `${demo.rss.toFixed(0)} MB`,
      met: demo.rss <= GOAL_RSS_MB,
    },
    {
      what: `fresh embedded database, demo data off: time to first 200 (${of})`,
      goal: `≤ ${GOAL_START_S} s`,
      measured: `${empty.seconds.toFixed(2)} s`,
      met: empty.seconds <= GOAL_START_S,
    },
    {
      what: `fresh embedded database, demo data off: idle RSS ${IDLE_SECONDS} s later`,
      goal: `≤ ${GOAL_RSS_MB} MB`,
      measured: `${empty.rss.toFixed(0)} MB`,
      met: empty.rss <= GOAL_RSS_MB,
    },
    {
      what: `bare Fastify hello process, for scale: first 200, idle RSS (${of})`,
      goal: '—',
      measured: `${bare.seconds.toFixed(2)} s, ${bare.rss.toFixed(0)} MB`,
      met: null,
    },
  ];
  console.log(`load average ${loadAverage()}`);
  printVerdicts(verdicts);
  writeVerdicts(args.json, verdicts);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
