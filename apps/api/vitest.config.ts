import { configDefaults, defineConfig } from 'vitest/config';
import { ciTestOptions } from '../../.ci/vitest-ci.mjs';

// Files that start processes of their own (crash and cluster tests, the CLI, the production build, the benchmarks'
// smoke run) or stop the one they run in: each keeps a fresh process, as before. They are few and long, so the
// fresh import (about 3 s of a core per file) is a small share of their time.
const OWN_PROCESS = [
  'test/scale/**/*.test.ts',
  'test/server/**/*.test.ts',
  'test/bench/**/*.test.ts',
  'test/build/**/*.test.ts',
  'test/seed/**/*.test.ts',
  'test/migrations/places-and-pieces.test.ts',
  'test/admin/user-role-cli.test.ts',
  'test/claims/settlement-crash.test.ts',
  'test/notifications/two-processes.test.ts',
  'test/security/organization-access-walk.test.ts',
  'test/security/production-two-processes.test.ts',
];

export default defineConfig({
  test: {
    // The property tests' fixed seed is one file for every package (packages/contracts/src/fixed-property-seed.ts).
    setupFiles: ['test/support/database.ts', '../../packages/contracts/src/fixed-property-seed.ts'],
    pool: 'forks',
    ...ciTestOptions,
    maxWorkers: 2,
    // Backstops against a hang, never figures (test/support/backstop.ts): every wait in a test ends on its event, and on
    // a machine shared with another heavy process (load 20 on two cores) a test takes up to ten times its quiet time.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    env: {
      NODE_ENV: 'test',
      // Fast hashes in tests; the production default (12) is asserted in config tests.
      BCRYPT_COST: '4',
      LOG_LEVEL: 'silent',
      // Rate-limit windows are aligned to the clock (lib/rate-limit-store.ts): with the 15-minute default a test's few
      // requests could straddle a boundary and the limit would not trip. 24 days (under setTimeout's ceiling) puts
      // every test's requests in one window; the production default is asserted in the config tests.
      RATE_LIMIT_WINDOW_MS: String(24 * 24 * 60 * 60 * 1000),
    },
    projects: [
      // A crash test's kills, restarts and convergence took up to 100 s quiet: its backstop is ten times that.
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, testTimeout: 900_000, hookTimeout: 900_000 } },
      {
        extends: true,
        // A worker imports the app once and runs file after file on it (a fresh import per file was 281 s of the
        // suite's summed time, and four times the wall time on two cores). Each file still has its own database
        // (test/support/database.ts) and stops what it starts; 160 files passed so at load 13-16.
        test: { name: 'shared-process', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...OWN_PROCESS], isolate: false },
      },
    ],
  },
});
