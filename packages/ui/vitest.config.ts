import { defineConfig } from 'vitest/config';

// Pure logic only (formatters, stores, calculations): components are checked in Storybook.
// The screenshot comparison of the Storybook checks is pure logic too, tested with the package.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', '../../.storybook/*.test.ts'],
  },
});
