// Screenshots of the delivery map (decision 0110) on `pnpm dev:mock`: the demo shipment out for delivery on the tracking
// page and on the customer's booking detail, at 375 px and 1280 px in Debian's Chromium. Prints whether this browser
// drew the map with WebGL or fell back to the words. MAP_GL=swiftshader asks Chromium for its software WebGL.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots] node scripts/screenshots-map.mjs
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:5173';
const outDir = (process.env.OUT_DIR ?? '/tmp/shots-map').replace(/\/$/, '');
mkdirSync(outDir, { recursive: true });
const args = process.env.MAP_GL === 'swiftshader' ? [...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'), '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] : CHROMIUM_ARGS;
const suffix = process.env.MAP_GL === 'swiftshader' ? '-swiftshader' : '';
const paths = ['/track/MX0VT4DE71VR9', '/bookings/665f1c2ab0c4d5e6f7a8b90a'];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args });
const failures = [];
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 640 ? 812 : 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => failures.push(`${width}: ${error.message}`));
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel(/^Email/).fill('demo@meridian.test');
  await page.getByLabel(/^Password/).fill('Demo!2345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId('delivery-map-card').waitFor({ timeout: 20_000 });
    const drawn = await page
      .locator('[data-testid="delivery-map-canvas"] canvas, [data-testid="delivery-map-unavailable"]')
      .first()
      .waitFor({ timeout: 20_000 })
      .then(() => page.locator('[data-testid="delivery-map-canvas"] canvas').count());
    // The map's shapes are drawn once it is first idle; the driver's marker may move after.
    if (drawn > 0) await page.locator('[data-testid="delivery-map-canvas"][data-drawn="true"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const name = `${path.replaceAll('/', '-').replace(/^-/, '')}-${width}${suffix}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    await page.getByTestId('delivery-map-card').screenshot({ path: `${outDir}/${name.replace('.png', '-card.png')}` });
    console.log(`${outDir}/${name} ${drawn > 0 ? 'map drawn (WebGL)' : 'no WebGL: the words instead'}`);
  }
  await context.close();
}
await browser.close();
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
