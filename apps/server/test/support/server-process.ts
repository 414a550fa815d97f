import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A real server process from the sources: what `app.inject` cannot show (several processes). */
export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `src/main.ts` (development, no demo data, a free port) and waits for its address. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      PORT: '0',
      ...env,
    },
  });
  let seen = '';
  child.stdout.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  // Polls the output (no fixed sleep); a process that exits first fails the start.
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(seen)?.[0];
      if (found) {
        clearInterval(timer);
        resolve(found);
      }
    }, 20);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server exited:\n${seen}`));
    });
  });
  return { child, url, output: () => seen, exited };
}

/** One statement on the server's administrative connection (create or drop a database). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
