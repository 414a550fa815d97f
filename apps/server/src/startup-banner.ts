import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './config.js';
import { demoAccountLines } from './seed/demo-accounts-banner.js';
import type { SeedOutcome } from './seed/seed-demo.js';

/** What someone who just ran `pnpm start` needs to know: where to go and who to sign in as. */
export function startupBanner(input: {
  address: string;
  config: AppConfig;
  demoSeed: SeedOutcome | null;
}): string[] {
  const { address, config, demoSeed } = input;
  const lines = existsSync(join(config.dashboardDir, 'index.html'))
    ? [`Taseer is running: open ${address}/ (API under ${address}/api/v1)`]
    : [`Taseer API listening on ${address} (no built dashboard in ${config.dashboardDir})`];

  const demoPresent = demoSeed?.status === 'seeded' || demoSeed?.status === 'already-seeded';
  if (demoPresent) lines.push(...demoAccountLines(config.superadmin));
  else if (demoSeed?.status === 'not-empty') {
    lines.push('Demo data not written: this database already holds companies.');
  }
  if (config.sms.provider === 'console') {
    lines.push('Sign-in codes are printed on this console ([sms → …] lines).');
  }
  return lines;
}
