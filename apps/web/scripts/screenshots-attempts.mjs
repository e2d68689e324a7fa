// Screenshots of the driver's "Could not deliver" flow and the console's delivery attempts (decision 0108) on
// `pnpm dev:mock` (decision 0093), at 375 px and 1280 px in Debian's Chromium. No API, no database.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots-attempts] node scripts/screenshots-attempts.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:5173';
const outDir = (process.env.OUT_DIR ?? '/tmp/shots-attempts').replace(/\/$/, '');
mkdirSync(outDir, { recursive: true });
// The seed's job out for delivery again after one failed attempt (mocks/seed.ts).
const ATTEMPTED = '665f1c2ab0c4d5e6f7a8b90a';

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const failures = [];

async function signedIn(width, email, password) {
  const context = await browser.newContext({ viewport: { width, height: width < 640 ? 812 : 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => failures.push(`${email} ${width}: ${error.message}`));
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
  return { context, page };
}

const shot = async (page, name) => {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
  console.log(`${outDir}/${name}`);
};

for (const width of [375, 1280]) {
  const { context, page } = await signedIn(width, 'driver1@meridian.test', 'Drive!2345');
  await page.goto(`${baseUrl}/driver/jobs/${ATTEMPTED}`);
  await page.getByRole('button', { name: 'Could not deliver' }).click();
  await page.getByRole('radio', { name: 'Other' }).check();
  await page.getByRole('button', { name: 'Record failed attempt' }).click();
  await shot(page, `driver-could-not-deliver-${width}.png`);
  await page.getByLabel(/^Note/).fill('Gate locked, no answer on the intercom');
  await page.getByRole('button', { name: 'Record failed attempt' }).click();
  await page.getByRole('button', { name: 'Out for delivery' }).waitFor();
  await shot(page, `driver-attempted-${width}.png`);
  await context.close();
}

for (const width of [375, 1280]) {
  const { context, page } = await signedIn(width, 'ops@meridian.test', 'Ops!23456');
  await page.goto(`${baseUrl}/ops`);
  await page.getByText(/attempts failed/).first().waitFor();
  await shot(page, `ops-queue-attempts-${width}.png`);
  await page.goto(`${baseUrl}/ops/bookings/${ATTEMPTED}`);
  await page.getByRole('heading', { name: 'Delivery attempts' }).waitFor();
  await page.getByRole('button', { name: 'Show photo' }).first().click();
  await shot(page, `ops-booking-attempts-${width}.png`);
  await page.getByRole('button', { name: 'Delivery failed' }).click();
  await shot(page, `ops-delivery-failed-dialog-${width}.png`);
  await context.close();
}

for (const width of [375, 1280]) {
  const { context, page } = await signedIn(width, 'demo@meridian.test', 'Demo!2345');
  await page.goto(`${baseUrl}/bookings/${ATTEMPTED}`);
  await page.getByRole('heading', { name: 'Delivery attempts' }).waitFor();
  await shot(page, `customer-booking-attempts-${width}.png`);
  await context.close();
}
await browser.close();
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
