// Screenshots of the claims screens (issue 51) on `pnpm dev:mock`: the customer's list, form (each step), claim page,
// and the console's queue and claim page, at 375 px and 1280 px in Debian's Chromium. No API, no database.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots-claims] node scripts/screenshots-claims.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:5173';
const outDir = (process.env.OUT_DIR ?? '/tmp/shots-claims').replace(/\/$/, '');
mkdirSync(outDir, { recursive: true });

const DELIVERED = '665f1c2ab0c4d5e6f7a8b902';
const OPEN_CLAIM = '6e0000000000000000000001';
const SETTLED_CLAIM = '6e0000000000000000000002';
const widths = [375, 1280];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const failures = [];

async function signIn(page, email, password) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
}

async function shot(page, name, width) {
  // The first visit of a screen loads its chunk behind the splash: wait for the page's own heading.
  await page.locator('main h1, h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  const path = `${outDir}/${name}-${width}.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(path);
}

for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 640 ? 812 : 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => failures.push(`${width}: ${error.message}`));
  await signIn(page, 'demo@meridian.test', 'Demo!2345');
  await page.goto(`${baseUrl}/bookings/${DELIVERED}`);
  await shot(page, 'customer-booking-report', width);
  await page.getByRole('link', { name: 'Report a problem' }).click();
  await page.getByRole('radio', { name: 'Damaged goods' }).check();
  await page.getByLabel(/Describe what happened/).fill('The pallet arrived with its corner crushed; two cartons inside are split.');
  await shot(page, 'customer-claim-form-1', width);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Add files').setInputFiles({ name: 'crushed-corner.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) });
  await shot(page, 'customer-claim-form-2', width);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Amount claimed/).fill('1500');
  await shot(page, 'customer-claim-form-3', width);
  await page.goto(`${baseUrl}/claims`);
  await shot(page, 'customer-claims', width);
  await page.goto(`${baseUrl}/claims/${OPEN_CLAIM}`);
  await shot(page, 'customer-claim-open', width);
  await page.goto(`${baseUrl}/claims/${SETTLED_CLAIM}`);
  await shot(page, 'customer-claim-settled', width);
  await context.close();

  const staff = await browser.newContext({ viewport: { width, height: width < 640 ? 812 : 900 } });
  const ops = await staff.newPage();
  ops.on('pageerror', (error) => failures.push(`ops ${width}: ${error.message}`));
  await signIn(ops, 'ops@meridian.test', 'Ops!23456');
  await ops.goto(`${baseUrl}/ops/claims`);
  await shot(ops, 'ops-claims-queue', width);
  await ops.goto(`${baseUrl}/ops/claims/${OPEN_CLAIM}`);
  await shot(ops, 'ops-claim', width);
  await staff.close();
}
await browser.close();
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
