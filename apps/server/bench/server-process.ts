/**
 * What the export, stream and start-up benchmarks share: the server as a process of its own
 * (its memory is then its own, read from /proc), a way to read that memory, and the
 * goal / measured / verdict table they print.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Compiles the server in `dir` to its dist/ (what `pnpm build` does for it), so the process
 * measured is the one `pnpm start` runs: under tsx the same server holds ~70 MB more.
 */
export function buildServer(dir = SERVER_DIR): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: dir,
    stdio: 'inherit',
  });
}

export const BENCH_ENV = {
  API_KEY: 'bench-api-key-0123456789',
  JWT_SECRET: 'bench-jwt-secret-0123456789-0123456789',
  WEBHOOK_SECRET_KEY: 'bench-webhook-secret-key-0123456789',
};

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawning to the address in its banner. */
  startedInMs: number;
  stop(): Promise<void>;
}

/**
 * Starts `args` (a server entry) in `cwd` and resolves with the address its banner prints.
 * Its logs are drained and dropped, so a full pipe never stalls it.
 */
export async function startServer(options: {
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  nodeOptions?: string[];
}): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), ...options.args], {
    cwd: options.cwd ?? SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    child.once('close', () => reject(new Error(`the server exited:\n${seen}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    child,
    url,
    startedInMs: performance.now() - started,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU time a process has used so far, in seconds (user + system, Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak. */
export function watchRss(pid: number, everyMs = 50): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // The process has gone; the peak so far stands.
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

export function kindLabel(kind: 'pglite' | 'postgres'): string {
  return kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
}

/** One row of `pnpm bench`'s table; `met: null` for a figure given for scale, with no goal. */
export interface Verdict {
  what: string;
  goal: string;
  measured: string;
  met: boolean | null;
}

export function verdictText(met: boolean | null): string {
  return met === null ? 'info' : met ? 'met' : 'NOT MET';
}

export function printVerdicts(verdicts: Verdict[]): void {
  printTable(
    ['what', 'goal', 'measured', 'verdict'],
    verdicts.map((v) => [v.what, v.goal, v.measured, verdictText(v.met)]),
  );
}

/**
 * Adds the rows to the JSON array in `file` (`--json <file>`, what `pnpm bench` collects);
 * nothing without a file.
 */
export function writeVerdicts(file: string | undefined, verdicts: Verdict[]): void {
  if (!file) return;
  const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Verdict[]) : [];
  writeFileSync(file, `${JSON.stringify([...before, ...verdicts], null, 2)}\n`);
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
}

/** p50, p95 and p99 of `runs` calls of `work`, one after another, after 5 warm-up calls. */
export async function timeIt(work: () => Promise<unknown>, runs: number): Promise<Timing> {
  for (let i = 0; i < 5; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

function percentiles(samples: number[]): Timing {
  samples.sort((x, y) => x - y);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5) ?? 0, p95: at(0.95) ?? 0, p99: at(0.99) ?? 0 };
}

/** Milliseconds as the tables print them. */
export function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}
