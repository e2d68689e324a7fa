// Screenshots of the delivery map (decision 0110) on `pnpm dev:mock`: the demo shipment out for delivery on the tracking
// page and on the customer's booking detail, at 375 px and 1280 px in Debian's Chromium. Prints whether this browser
// drew the map with WebGL or fell back to the words. MAP_GL=swiftshader asks Chromium for its software WebGL.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots] node scripts/screenshots-map.mjs
import { CHROMIUM_ARGS } from './chromium.mjs';
import { LOGINS, openScreenshotSession, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:5173', outDir: '/tmp/shots-map' });
const args = process.env.MAP_GL === 'swiftshader' ? [...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'), '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] : CHROMIUM_ARGS;
const suffix = process.env.MAP_GL === 'swiftshader' ? '-swiftshader' : '';
const paths = ['/track/MX0VT4DE71VR9', '/bookings/665f1c2ab0c4d5e6f7a8b90a'];

const { signedIn, close } = await openScreenshotSession({ baseUrl, outDir, args });
for (const width of [375, 1280]) {
  const { context, page } = await signedIn(width, LOGINS.customer);
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
await close();
