/* global document */
// Full-page screenshots of every public page at 375 px and 1280 px in Debian's Chromium.
// Usage: BASE_URL=http://localhost:4173 [OUT_DIR=/tmp/shots] node scripts/screenshots.mjs [path ...]
// The account and signed-in screens have their own script: scripts/screenshots-signed-in.mjs.
import { openScreenshotSession, REPO_SHOTS_DIR, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:4273', outDir: REPO_SHOTS_DIR });
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/services', '/pricing', '/about', '/portfolio', '/team', '/blog', '/contact', '/track', '/no-such-page'];
const widths = [375, 1280];

const { open, close } = await openScreenshotSession({ baseUrl, outDir });
for (const width of widths) {
  const { context, page } = await open(width, { height: 900, quiet: true });
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
    if (process.env.SEGMENTS) {
      // Tall phone pages are also cut into readable slices.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = 1400;
      for (let y = 0, part = 1; y < height; y += slice, part += 1) {
        const clip = { x: 0, y, width, height: Math.min(slice, height - y) };
        await page.screenshot({ path: `${outDir}/${name.replace('.png', `-part${part}.png`)}`, fullPage: true, clip });
      }
    }
  }
  await context.close();
}
await close();
