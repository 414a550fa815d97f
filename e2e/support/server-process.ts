import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DASHBOARD_DIR, REPO_ROOT, SERVER_MAIN } from './paths.js';

export interface RunningServer {
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

/** The development API key: the dashboard bundle sends it unless built with another. */
export const API_KEY = process.env.E2E_API_KEY ?? 'taseer-dev-api-key';

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
const ADDRESS = /http:\/\/127\.0\.0\.1:\d+/;

/** The built dashboard the servers serve: DASHBOARD_DIR when set, else apps/dashboard/dist. */
export function dashboardDir(): string {
  return process.env.DASHBOARD_DIR ?? DEFAULT_DASHBOARD_DIR;
}

/** Fails early, with the command to run, when `pnpm build` has not been run. */
export function assertBuilt(): void {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: run \`pnpm build\` before the journeys`);
  }
  if (!existsSync(join(dashboardDir(), 'index.html'))) {
    throw new Error(`${dashboardDir()}/index.html is missing: run \`pnpm build\` first`);
  }
}

/**
 * Runs `node apps/server/dist/main.js` — the process `pnpm start` runs — on a port the system
 * picks, and resolves once it answers /readyz. Its output goes to `logFile` for failures.
 */
export async function startServer(options: {
  env: Record<string, string>;
  logFile: string;
}): Promise<RunningServer> {
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      API_KEY,
      DASHBOARD_DIR: dashboardDir(),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  try {
    const url = await addressOf(child, options.logFile);
    await waitUntilReady(url);
    return { url, logFile: options.logFile, stop: () => stop(child).finally(() => log.end()) };
  } catch (error) {
    await stop(child);
    log.end();
    throw error;
  }
}

/** The banner prints the address the server listens on (PORT=0 lets the system choose). */
function addressOf(child: ChildProcess, logFile: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      reject(new Error(`the server printed no address within ${START_TIMEOUT_MS} ms (${logFile})`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = ADDRESS.exec(seen);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve(match[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening; see ${logFile}`));
    });
  });
}

async function waitUntilReady(url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // Not accepting connections yet.
    }
    if (Date.now() > deadline) throw new Error(`${url}/readyz did not answer 200 in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM lets the server drain and close its database; SIGKILL only if it hangs. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
