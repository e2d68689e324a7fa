import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { ciTestOptions } from '../../.ci/vitest-ci.mjs';

// Files that replace modules or globals (vi.mock, stubbed globals, fake timers, window properties): each keeps a fresh
// module graph, since a replaced module would otherwise stay replaced for the next file in its worker.
const OWN_MODULES = [
  'src/components/delivery-map/delivery-map-card.test.tsx',
  'src/components/notifications/notification-stream.test.tsx',
  'src/components/reports/report-workspace.test.tsx',
  'src/components/temperature-chart/*.test.tsx',
  'src/components/ui/signature-pad.test.tsx',
  'src/features/auth/pages/verify-otp-page.test.tsx',
  'src/features/booking/pages/booking-confirmation-page.test.tsx',
  'src/features/booking/pages/quote-and-payment.test.tsx',
  'src/features/bookings/components/temperature-log-section.test.tsx',
  'src/features/dashboard/pages/dashboard-page.test.tsx',
  'src/features/driver/pages/*.test.tsx',
  'src/features/invoice/pages/invoice-page.test.tsx',
  'src/features/marketing/components/carousel.test.tsx',
  'src/features/ops/pages/booking-page.test.tsx',
  'src/features/tracking/pages/tracking-page.test.tsx',
  'src/lib/api-client.test.ts',
  'src/lib/use-later.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    ...ciTestOptions,
    // Vitest's default is one worker fewer than the cores: on the two-core CI machine that is one, and the suite ran
    // its files one after another on one core while the other idled. Every file has its own process and its own mock
    // API (MSW in-process, no port), so files run side by side safely.
    maxWorkers: availableParallelism(),
    // A backstop (decision 0119), well above the 60 s findBy wait (src/test/setup.ts), so a slow wait fails as a wait,
    // and a test of several waits on a busy two-core machine does not fail as a timeout.
    testTimeout: 300_000,
    projects: [
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
      {
        extends: true,
        // The other files share their worker's module graph (React, the router, MSW, the contracts are imported once
        // per worker, not once per file); each still renders into its own cleaned-up document with its own query
        // client and handlers.
        test: { name: 'shared-modules', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...OWN_MODULES], isolate: false },
      },
    ],
  },
});
