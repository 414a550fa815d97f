import { defineConfig } from 'vitest/config';

// Unit tests cover the pure parts (schemas, menu table, guard decisions, catalogues): no DOM needed.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/i18n/test-setup.ts'],
  },
});
