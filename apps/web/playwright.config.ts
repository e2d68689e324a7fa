import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, JOURNEY_CHROMIUM_PATH } from './scripts/chromium.mjs';

// A person watching (--headed, --debug, --ui) needs the full browser; the headless shell has no window.
const watched = process.argv.some((arg) => arg === '--headed' || arg === '--debug' || arg === '--ui');
const port = Number(process.env.E2E_PORT ?? 4173);
// E2E_BASE_URL points the suite at an already running server (e.g. `vite preview`) instead of the API.
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Backstops against a hang, never figures: every wait ends on its event (an element, a response, a URL), and on a
  // machine shared with another heavy process (load 20 on two cores) a journey takes up to ten times its quiet time.
  // Where an issue names a time (the receiver's page within 5 s of a tap), the journey asserts it itself.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // A failed journey's retry records its trace (DOM snapshots before and after each action, network, console); a first
    // attempt records none: snapshotting every action of every passing journey was CPU the two-core CI machine gave the
    // journeys themselves. Without retries (a developer's run) a failure keeps its trace.
    trace: process.env.CI ? { mode: 'on-first-retry', screenshots: false } : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: watched ? CHROMIUM_PATH : JOURNEY_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // The API serves the production build (apps/web/dist) with SPA fallback on a fresh in-memory database.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'pnpm --filter @meridian/api start:e2e',
        // bcrypt at cost 4 as in the API's own tests: the production floor (12, asserted by the config tests) spent a
        // quarter second of a core on every sign-up and sign-in the journeys make, which is CI time and tests nothing.
        env: { NODE_ENV: 'test', PORT: String(port), BCRYPT_COST: '4' },
        url: `${baseURL}/healthz`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
