import { defineConfig } from 'vitest/config';
import { ciTestOptions } from '../../.ci/vitest-ci.mjs';

export default defineConfig({ test: { include: ['src/**/*.test.ts'], ...ciTestOptions } });
