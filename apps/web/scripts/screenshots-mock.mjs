// Screenshots of `pnpm dev:mock` (decision 0093): the SPA on the MSW handlers, signed in through the login form with the
// README's demo logins, at 375 px and 1280 px in Debian's Chromium. No API, no database.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots] node scripts/screenshots-mock.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:5173';
const outDir = (process.env.OUT_DIR ?? '/tmp/shots-mock').replace(/\/$/, '');
mkdirSync(outDir, { recursive: true });

const people = [
  { role: 'customer', email: 'demo@meridian.test', password: 'Demo!2345', paths: ['/dashboard', '/bookings', '/bookings/665f1c2ab0c4d5e6f7a8b901'] },
  { role: 'operator', email: 'ops@meridian.test', password: 'Ops!23456', paths: ['/ops', '/ops/bookings/665f1c2ab0c4d5e6f7a8b903', '/ops/vehicles'] },
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
    for (const path of person.paths) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      const name = `${person.role}-${path.replaceAll('/', '-').replace(/^-/, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
