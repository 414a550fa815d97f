import { defineConfig } from 'vitest/config';

/**
 * The server suites run on the embedded PGlite, and when DATABASE_URL is set also on that
 * PostgreSQL server (a fresh database per test file in both cases; see test/support).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const globalSetup = ['test/support/global-setup.ts'];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each file builds its own server on its own database: files run in parallel, two at a time
    // (the machine has two cores), tests within a file in order.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // A worker keeps its modules from file to file: each file still builds its own server on its
    // own database, and importing the server's modules and compiling PGlite's WebAssembly once per
    // worker instead of once per file halves the suite (PGlite 744 → 394 s).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', globalSetup } },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                globalSetup,
                exclude: [
                  // Files that touch no database would only run twice.
                  'test/config.test.ts',
                  'test/start-up-options.test.ts',
                  'test/embedded-template.test.ts',
                  'test/process.test.ts',
                  'src/**',
                  // PGlite's one connection shared by an export and other requests: on PostgreSQL
                  // the export has a connection of its own, and may simply end first.
                  'test/export-interleave.test.ts',
                  // About PGlite's own thread; PostgreSQL has its own processes.
                  'test/embedded-thread.test.ts',
                ],
              },
            },
          ]
        : []),
    ],
  },
});
