import { defineConfig } from '@playwright/test';

/**
 * Journeys in Debian's Chromium through the built dashboard, served by the built server. The
 * global setup starts the servers (see support/global-setup.ts): the `pglite` project always,
 * the `postgres` project too when DATABASE_URL names a PostgreSQL server.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // A failed test runs once more, recording its trace, and still fails the run: recording a
  // trace for every test, in case it fails, more than doubled the suite's time (Chromium
  // encoding its screencast), so the trace is kept for the retry alone.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'pglite', metadata: { database: 'pglite' } },
    ...(process.env.DATABASE_URL ? [{ name: 'postgres', metadata: { database: 'postgres' } }] : []),
  ],
});
