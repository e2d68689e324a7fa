// Screenshots of the screens with "Print labels" (decision 0101), on `pnpm dev:mock`, at 375 px and 1280 px in Debian's
// Chromium: the customer's booking detail, the console's booking page and the driver's job.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots-labels] node scripts/screenshots-labels.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:5173';
const outDir = (process.env.OUT_DIR ?? '/tmp/shots-labels').replace(/\/$/, '');
mkdirSync(outDir, { recursive: true });

const ready = '[data-testid="print-labels"]';
const people = [
  { role: 'customer', email: 'demo@meridian.test', password: 'Demo!2345', shots: [{ name: 'booking-detail', path: '/bookings/665f1c2ab0c4d5e6f7a8b903', ready }] },
  { role: 'operator', email: 'ops@meridian.test', password: 'Ops!23456', shots: [{ name: 'ops-booking', path: '/ops/bookings/665f1c2ab0c4d5e6f7a8b903', ready }] },
  { role: 'driver', email: 'driver1@meridian.test', password: 'Drive!2345', shots: [{ name: 'driver-job', path: '/driver/jobs/665f1c2ab0c4d5e6f7a8b903', ready }] },
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
