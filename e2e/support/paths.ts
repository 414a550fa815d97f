import { fileURLToPath } from 'node:url';

/** The repository root, seen from this package (e2e/support/ → ../..). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_MAIN = fileURLToPath(
  new URL('../../apps/server/dist/main.js', import.meta.url),
);
export const DEFAULT_DASHBOARD_DIR = fileURLToPath(
  new URL('../../apps/dashboard/dist', import.meta.url),
);
