import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { SUPERADMIN_PHONE } from './phones.js';
import { PlatformApi } from './platform-api.js';
import { createThrowawayDatabase } from './postgres.js';
import {
  RUN_STATE_ENV,
  type ProjectServers,
  type RunState,
  type ServerEndpoints,
  type ServerKind,
} from './run-state.js';
import { API_KEY, assertBuilt, startServer } from './server-process.js';
import { startSmsGateway } from './sms-gateway.js';

type Cleanup = () => Promise<void>;
type DatabaseKind = 'pglite' | 'postgres';

/** What differs between the servers of a project; everything else is the production default. */
const SERVER_KINDS: Record<ServerKind, Record<string, string>> = {
  // One superadmin sign-in serves the whole run (codes are limited per number): its token must
  // outlive the slowest run, not 15 minutes.
  main: { ACCESS_TOKEN_TTL: '2h' },
  shortCode: { OTP_TTL_SECONDS: '5' },
  // Long enough for a loaded machine to load the dashboard on one renewed token.
  shortToken: { ACCESS_TOKEN_TTL: '10s' },
};

/**
 * Starts, for every project, its servers (each with its own SMS gateway and empty database),
 * writes where they are to a file the workers read, and answers the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<Cleanup> {
  assertBuilt();
  const runDir = await mkdtemp(join(tmpdir(), 'taseer-e2e-'));
  const cleanups: Cleanup[] = [];
  const outputDir = config.projects[0]?.outputDir;

  const teardown = async () => {
    // Servers first (they hold the databases), then gateways and databases.
    for (const cleanup of cleanups.reverse()) await cleanup().catch(console.error);
    if (outputDir) {
      await cp(join(runDir, 'logs'), join(outputDir, 'server-logs'), { recursive: true }).catch(
        () => {},
      );
    }
    await rm(runDir, { recursive: true, force: true });
  };

  try {
    await mkdir(join(runDir, 'logs'));
    const state: RunState = {};
    await Promise.all(
      // Only the projects this run tests (`--project`): the servers of the others stay unstarted.
      config.filteredProjects.map(async (project) => {
        const database = project.metadata.database as DatabaseKind | undefined;
        if (!database) return;
        state[project.name] = await startProjectServers(project.name, database, runDir, cleanups);
      }),
    );
    const stateFile = join(runDir, 'servers.json');
    await writeFile(stateFile, JSON.stringify(state, null, 2));
    process.env[RUN_STATE_ENV] = stateFile;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function startProjectServers(
  project: string,
  database: DatabaseKind,
  runDir: string,
  cleanups: Cleanup[],
): Promise<ProjectServers> {
  const start = async (kind: ServerKind): Promise<ServerEndpoints> => {
    const gateway = await startSmsGateway();
    cleanups.push(gateway.close);
    const env: Record<string, string> = {
      ...SERVER_KINDS[kind],
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gateway.sendUrl,
      SEED_DEMO: 'false',
      // Every request of the run comes from 127.0.0.1: the per-address limits would trip.
      OTP_IP_SEND_LIMIT: '100000',
      OTP_IP_VERIFY_LIMIT: '100000',
    };
    if (database === 'postgres') {
      const adminUrl = process.env.DATABASE_URL;
      if (!adminUrl) throw new Error('the postgres project needs DATABASE_URL');
      const throwaway = await createThrowawayDatabase(adminUrl, kind.toLowerCase());
      cleanups.push(throwaway.drop);
      env.DATABASE_URL = throwaway.url;
    } else {
      env.DATA_DIR = await mkdtemp(join(runDir, `${project}-${kind}-data-`));
    }
    const server = await startServer({
      env,
      logFile: join(runDir, 'logs', `${project}-${kind}.log`),
    });
    cleanups.push(server.stop);
    return { url: server.url, inboxUrl: gateway.inboxUrl };
  };

  const [main, shortCode, shortToken] = await Promise.all([
    start('main'),
    start('shortCode'),
    start('shortToken'),
  ]);
  // At most 3 codes per number per 10 minutes: one sign-in serves every worker.
  const superadminToken = await new PlatformApi({ ...main, apiKey: API_KEY }).signIn(
    SUPERADMIN_PHONE,
  );
  return { main, shortCode, shortToken, superadminToken };
}
