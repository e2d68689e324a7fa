import { defineConfig } from 'vitest/config';
import { ciTestOptions } from '../../.ci/vitest-ci.mjs';

// The timeout is a backstop against a hang, never a figure (decision 0119): a property test that takes 1-2 s quiet takes
// ten times that beside another heavy process on two cores, past vitest's default 5 s.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], setupFiles: ['src/fixed-property-seed.ts'], testTimeout: 300_000, ...ciTestOptions } });
