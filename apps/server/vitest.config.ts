import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file builds its own server on its own database: files run in parallel, two at a time
    // (the machine has two cores), tests within a file in order.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
