// Screenshots of the screens that show a booking's places, route, pieces and emissions (decision 0096), on `pnpm dev:mock`
// (decision 0093), at 375 px and 1280 px in Debian's Chromium: the customer's booking detail, an old booking that needs
// its country and the edit dialog it opens, the tracking page's owner view, reports, the console's booking and the
// driver's jobs.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots] node scripts/screenshots-shipment-facts.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:5173';
const outDir = (process.env.OUT_DIR ?? '/tmp/shots-shipment-facts').replace(/\/$/, '');
mkdirSync(outDir, { recursive: true });

const addCountry = async (page) => {
  await page.getByRole('button', { name: 'Add the country' }).click();
  await page.getByRole('dialog', { name: 'Edit Booking' }).waitFor();
  await page.waitForTimeout(300);
};
const people = [
  {
    role: 'customer',
    email: 'demo@meridian.test',
    password: 'Demo!2345',
    shots: [
      { name: 'booking-placed', path: '/bookings/665f1c2ab0c4d5e6f7a8b903', ready: '[data-testid="co2e-figure"]' },
      { name: 'booking-us', path: '/bookings/665f1c2ab0c4d5e6f7a8b901', ready: '[data-testid="co2e-figure"]' },
      { name: 'booking-needs-country', path: '/bookings/665f1c2ab0c4d5e6f7a8b907', ready: '[data-testid="needs-country"]' },
      { name: 'edit-dialog-country', path: '/bookings/665f1c2ab0c4d5e6f7a8b907', ready: '[data-testid="needs-country"]', then: addCountry, viewportOnly: true },
      { name: 'tracking-owner', path: '/track?id=DL-1001', ready: '[data-testid="co2e-figure"]' },
      { name: 'reports', path: '/reports', ready: '[data-testid="kpi-co2e"]' },
      { name: 'bulk-import', path: '/bookings/import', ready: '[data-testid="place-columns"]' },
    ],
  },
  { role: 'operator', email: 'ops@meridian.test', password: 'Ops!23456', shots: [{ name: 'ops-booking', path: '/ops/bookings/665f1c2ab0c4d5e6f7a8b903', ready: '[data-testid="co2e-figure"]' }] },
  { role: 'driver', email: 'driver1@meridian.test', password: 'Drive!2345', shots: [{ name: 'driver-jobs', path: '/driver', ready: '[data-testid="driver-job-card"]' }] },
];
const widths = [375, 1280];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const failures = [];
for (const person of people) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 640 ? 812 : 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => failures.push(`${person.role} ${width}: ${error.message}`));
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByLabel(/^Email/).fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
    for (const shot of person.shots) {
      await page.goto(`${baseUrl}${shot.path}`);
      // The dev server compiles a screen's modules on first visit: wait for what the shot is of, not for a time.
      await page.locator(shot.ready).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(500);
      if (shot.then) await shot.then(page);
      const file = `${outDir}/${person.role}-${shot.name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: !shot.viewportOnly });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
