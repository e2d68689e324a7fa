// Screenshots of the claims screens (issue 51) on `pnpm dev:mock`: the customer's list, form (each step), claim page,
// and the console's queue and claim page, at 375 px and 1280 px in Debian's Chromium. No API, no database.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots-claims] node scripts/screenshots-claims.mjs
import { LOGINS, openScreenshotSession, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:5173', outDir: '/tmp/shots-claims' });

const DELIVERED = '665f1c2ab0c4d5e6f7a8b902';
const OPEN_CLAIM = '6e0000000000000000000001';
const SETTLED_CLAIM = '6e0000000000000000000002';
const widths = [375, 1280];
const session = await openScreenshotSession({ baseUrl, outDir });

async function shot(page, name, width) {
  // The first visit of a screen loads its chunk behind the splash: wait for the page's own heading.
  await page.locator('main h1, h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await session.shot(page, `${name}-${width}.png`, { settle: 600 });
}

for (const width of widths) {
  const { context, page } = await session.signedIn(width, LOGINS.customer);
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

  const { context: staff, page: ops } = await session.signedIn(width, LOGINS.operator);
  await ops.goto(`${baseUrl}/ops/claims`);
  await shot(ops, 'ops-claims-queue', width);
  await ops.goto(`${baseUrl}/ops/claims/${OPEN_CLAIM}`);
  await shot(ops, 'ops-claim', width);
  await staff.close();
}
await session.close();
