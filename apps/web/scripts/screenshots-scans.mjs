// Screenshots of the driver's "Scan pieces" steps and the console's piece scans (decision 0100) on `pnpm dev:mock`
// (decision 0093), at 375 px and 1280 px in Debian's Chromium. No API, no database.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots-scans] node scripts/screenshots-scans.mjs
import { LOGINS, openScreenshotSession, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:5173', outDir: '/tmp/shots-scans' });
const ASSIGNED = '665f1c2ab0c4d5e6f7a8b903';
const SCANNED = '665f1c2ab0c4d5e6f7a8b908';
// The seed's placed booking's SSCCs (fixtures/placed-booking.ts).
const SSCCS = ['006141411234567814', '006141411234567821', '006141411234567838'];

const { signedIn, shot, close } = await openScreenshotSession({ baseUrl, outDir });

for (const width of [375, 1280]) {
  const { context, page } = await signedIn(width, LOGINS.driver);
  await page.goto(`${baseUrl}/driver/jobs/${ASSIGNED}`);
  await page.getByRole('button', { name: 'Picked up' }).click();
  await shot(page, `driver-pickup-empty-${width}.png`);
  await page.getByLabel('Type the SSCC').fill(`(00)${SSCCS[0]}`);
  await page.getByRole('button', { name: 'Add piece' }).click();
  await page.getByLabel('Type the SSCC').fill(SSCCS[1]);
  await page.getByRole('button', { name: 'Add piece' }).click();
  await page.getByRole('group', { name: /^Condition/ }).nth(1).getByRole('button', { name: 'Damaged' }).click();
  await page.getByLabel(/What is wrong/).fill('Corner crushed');
  await page.getByLabel('Type the SSCC').fill('006141410009999997');
  await page.getByRole('button', { name: 'Add piece' }).click();
  await shot(page, `driver-pickup-scanned-${width}.png`);
  await page.getByRole('button', { name: 'Submit pickup' }).click();
  await shot(page, `driver-pickup-confirm-${width}.png`);
  // The seed's in-transit job: the delivery's scan step, the receiver's signature and reservations.
  await page.goto(`${baseUrl}/driver/jobs/665f1c2ab0c4d5e6f7a8b901`);
  await page.getByRole('button', { name: 'Delivered' }).click();
  await page.getByRole('button', { name: 'Missing' }).first().click();
  await page.getByLabel(/Reservations/).fill('One box crushed on a corner');
  await shot(page, `driver-deliver-${width}.png`);
  await context.close();
}

for (const width of [375, 1280]) {
  const { context, page } = await signedIn(width, LOGINS.operator);
  await page.goto(`${baseUrl}/ops/bookings/${SCANNED}`);
  await page.getByRole('heading', { name: 'Piece scans' }).waitFor();
  await page.getByRole('button', { name: 'Show photo' }).first().click();
  await shot(page, `ops-piece-scans-${width}.png`);
  await page.getByRole('heading', { name: 'Piece scans' }).locator('xpath=ancestor::section[1]').screenshot({ path: `${outDir}/ops-piece-scans-card-${width}.png` });
  await context.close();
}

for (const width of [375, 1280]) {
  const { context, page } = await signedIn(width, LOGINS.customer);
  await page.goto(`${baseUrl}/bookings/${SCANNED}`);
  await page.waitForLoadState('networkidle');
  await shot(page, `customer-booking-scanned-${width}.png`);
  await page.getByRole('heading', { name: 'Pieces' }).first().locator('xpath=ancestor::section[1]').screenshot({ path: `${outDir}/customer-pieces-${width}.png` });
  await context.close();
}
await close();
