/* global document, requestAnimationFrame, window */
// How soon a deep link to a shipment shows on a phone (decision 0053): opens /track?id=DL-1001 cold in Debian's
// Chromium at 375 px under three profiles and prints the median of five loads of first contentful paint, the moment
// the page's frame (its heading) is on screen and the moment the shipment (its status) is. A measurement to read, not a
// test: the figures move with the machine's load.
//   pnpm build && node apps/web/scripts/deep-link-timing.mjs          (serves the build through the API on port 4350)
//   WEB_DIST_DIR=/tmp/other-dist node apps/web/scripts/deep-link-timing.mjs   (another build, same API)
//   BASE_URL=http://localhost:4173 node apps/web/scripts/deep-link-timing.mjs  (an already running server)
// Options: DEEP_LINK_PATH (default /track?id=DL-1001), RUNS (default 5), PORT (default 4350).
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const path = process.env.DEEP_LINK_PATH ?? '/track?id=DL-1001';
const runs = Number(process.env.RUNS ?? 5);
const port = process.env.PORT ?? '4350';
const repoRoot = new URL('../../../', import.meta.url).pathname;

// Chrome DevTools' "Slow 4G"-like link: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (bytes per second here).
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PROFILES = [
  { name: 'no throttling', cpu: 1 },
  { name: '4x CPU', cpu: 4 },
  { name: '4x CPU + slow 4G', cpu: 4, network: slow4g },
];

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// Runs in the page before its own scripts: each animation frame (the moment before a paint) notes when the heading and
// the shipment's status first have a box, in ms since navigation start.
function watchForContent() {
  const seen = {};
  window.__deepLinkTiming = seen;
  const visible = (selector) => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const frame = (now) => {
    if (seen.frame === undefined && visible('h1')) seen.frame = now;
    if (seen.result === undefined && visible('[data-testid="shipment-status"]')) seen.result = now;
    if (seen.result === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function measureOnce(browser, baseUrl, profile) {
  // A new context each time: an empty cache and new connections, as a tab opened from an e-mail.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(watchForContent);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', profile.network);
    }
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    // The shipment may be in the HTML (decision 0068), seen by an animation frame before the first paint is recorded.
    const done = () => window.__deepLinkTiming?.result !== undefined && performance.getEntriesByName('first-contentful-paint').length > 0;
    await page.waitForFunction(done, undefined, { timeout: 60_000 });
    const seen = await page.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, ...window.__deepLinkTiming }));
    // Nothing shows before the first contentful paint: an element in the HTML is in the DOM (and seen by an animation
    // frame) a little before that paint.
    return { fcp: seen.fcp, frame: Math.max(seen.frame, seen.fcp), result: Math.max(seen.result, seen.fcp) };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`.padStart(8);

let server;
let baseUrl = process.env.BASE_URL;
if (!baseUrl) {
  // The server the browser journeys use: the API serving the production build, with DL-1001 seeded.
  server = spawn('pnpm', ['--filter', '@meridian/api', 'start:e2e'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', PORT: port },
    stdio: 'ignore',
    detached: true,
  });
  baseUrl = `http://localhost:${port}`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await waitFor(`${baseUrl}/healthz`);
  // A fresh browser's first page pays for starting its renderer, which no visitor's tab does: one unmeasured visit.
  await measureOnce(browser, baseUrl, PROFILES[0]);
  console.log(`${path}, 375 px, cold cache, median of ${runs} loads`);
  console.log(`${'profile'.padEnd(20)} ${'FCP'.padStart(8)} ${'frame'.padStart(8)} ${'result'.padStart(8)}`);
  for (const profile of PROFILES) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measureOnce(browser, baseUrl, profile));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    console.log(`${profile.name.padEnd(20)} ${ms(pick('fcp'))} ${ms(pick('frame'))} ${ms(pick('result'))}`);
  }
} finally {
  await browser.close();
  // The API runs under pnpm and tsx: the whole process group goes.
  if (server) process.kill(-server.pid, 'SIGTERM');
}
