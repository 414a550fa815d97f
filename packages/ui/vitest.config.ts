import { defineConfig } from 'vitest/config';

// Pure logic only (formatters, stores, calculations): components are checked in Storybook.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
