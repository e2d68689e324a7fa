import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ciTestOptions } from '../../.ci/vitest-ci.mjs';

// Vitest's default is one worker fewer than the cores, one on the two-core CI machine; the files share nothing (each
// server on its own free port, each data folder its own temporary directory), so every core takes files. The property tests' fixed seed is one file for every package, kept with the contracts'.
// Timeouts are backstops against a hang, never figures (decision 0119).
export default defineConfig({ test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], setupFiles: ['../contracts/src/fixed-property-seed.ts'], testTimeout: 300_000, hookTimeout: 300_000, maxWorkers: availableParallelism(), ...ciTestOptions } });
