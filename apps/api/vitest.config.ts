import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/support/database.ts', 'test/support/fixed-property-seed.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      // Fast hashes in tests; the production default (12) is asserted in config tests.
      BCRYPT_COST: '4',
      LOG_LEVEL: 'silent',
    },
  },
});
