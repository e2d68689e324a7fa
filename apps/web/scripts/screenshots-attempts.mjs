// Screenshots of the driver's "Could not deliver" flow and the console's delivery attempts (decision 0108) on
// `pnpm dev:mock` (decision 0093), at 375 px and 1280 px in Debian's Chromium. No API, no database.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots-attempts] node scripts/screenshots-attempts.mjs
import { LOGINS, openScreenshotSession, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:5173', outDir: '/tmp/shots-attempts' });
// The seed's job out for delivery again after one failed attempt (mocks/seed.ts).
const ATTEMPTED = '665f1c2ab0c4d5e6f7a8b90b';

const { signedIn, shot, close } = await openScreenshotSession({ baseUrl, outDir });

for (const width of [375, 1280]) {
  const { context, page } = await signedIn(width, LOGINS.driver);
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
  const { context, page } = await signedIn(width, LOGINS.operator);
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
  const { context, page } = await signedIn(width, LOGINS.customer);
  await page.goto(`${baseUrl}/bookings/${ATTEMPTED}`);
  await page.getByRole('heading', { name: 'Delivery attempts' }).waitFor();
  await shot(page, `customer-booking-attempts-${width}.png`);
  await context.close();
}
await close();
