// Debian's Chromium, never a downloaded browser (our machines reach only npm and Debian, decision 0001): one place for its path and launch flags,
// shared by Playwright, Lighthouse and the screenshot script.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The journeys drive Debian's headless shell (package chromium-headless-shell, the same Chromium without the desktop
// browser around it) where it is installed: the same 30 journeys took 114 CPU seconds instead of 192 (decision 0120).
// Lighthouse and the screenshots keep the full browser, whose figures and pictures are what a person gets. A headed or
// debugging run needs the full browser, so it takes CHROMIUM_PATH.
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const JOURNEY_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
