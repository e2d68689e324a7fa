// Debian's Chromium, never a downloaded browser (our machines reach only npm and Debian, decision 0001): one place for its path and launch flags,
// shared by Playwright, Lighthouse and the screenshot script.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
