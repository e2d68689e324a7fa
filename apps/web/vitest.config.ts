import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Vitest's default is one worker fewer than the cores: on the two-core CI machine that is one, and the suite ran
    // its files one after another on one core while the other idled. Every file has its own process and its own mock
    // API (MSW in-process, no port), so files run side by side safely.
    maxWorkers: availableParallelism(),
    // Well above the 15 s findBy wait (src/test/setup.ts), so a slow wait fails as a wait, and a test of several waits
    // on a busy two-core machine does not fail as a timeout.
    testTimeout: 60_000,
  },
});
