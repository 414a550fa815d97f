import { readFileSync } from 'node:fs';

/** One running server of the run and the inbox of its SMS gateway. */
export interface ServerEndpoints {
  url: string;
  inboxUrl: string;
}

/**
 * The servers of one Playwright project (one database kind):
 * - `main`: the defaults (60-second codes), with 2-hour access tokens for the run's superadmin;
 * - `shortCode`: 5-second codes, so a countdown reaches zero while the test watches;
 * - `shortToken`: 10-second access tokens, so a session outlives its token.
 */
export interface ProjectServers {
  main: ServerEndpoints;
  shortCode: ServerEndpoints;
  shortToken: ServerEndpoints;
  /** A superadmin access token on `main`, taken once so tests do not each spend its codes. */
  superadminToken: string;
}

export type ServerKind = 'main' | 'shortCode' | 'shortToken';
export type RunState = Record<string, ProjectServers>;

/** Set by the global setup; workers inherit it from the runner. */
export const RUN_STATE_ENV = 'TASEER_E2E_STATE';

export function readRunState(): RunState {
  const file = process.env[RUN_STATE_ENV];
  if (!file) throw new Error(`${RUN_STATE_ENV} is not set: run the suite with \`playwright test\``);
  return JSON.parse(readFileSync(file, 'utf8')) as RunState;
}
