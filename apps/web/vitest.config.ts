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
    // Above the 5 s findBy wait (src/test/setup.ts), so a slow wait fails as a wait, not as a test timeout.
    testTimeout: 15_000,
  },
});
