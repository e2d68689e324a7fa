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
    // Well above the 5 s findBy wait (src/test/setup.ts), so a slow wait fails as a wait, and a test of several waits
    // on a busy two-core machine does not fail as a timeout.
    testTimeout: 30_000,
  },
});
