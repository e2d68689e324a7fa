// Screenshots of the screens that show a booking's places, route, pieces and emissions (decision 0096), on `pnpm dev:mock`
// (decision 0093), at 375 px and 1280 px in Debian's Chromium: the customer's booking detail, an old booking that needs
// its country and the edit dialog it opens, the tracking page's owner view, reports, the console's booking and the
// driver's jobs.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots] node scripts/screenshots-shipment-facts.mjs
import { LOGINS, openScreenshotSession, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:5173', outDir: '/tmp/shots-shipment-facts' });

const addCountry = async (page) => {
  await page.getByRole('button', { name: 'Add the country' }).click();
  await page.getByRole('dialog', { name: 'Edit Booking' }).waitFor();
  await page.waitForTimeout(300);
};
const people = [
  {
    role: 'customer',
    login: LOGINS.customer,
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
  { role: 'operator', login: LOGINS.operator, shots: [{ name: 'ops-booking', path: '/ops/bookings/665f1c2ab0c4d5e6f7a8b903', ready: '[data-testid="co2e-figure"]' }] },
  { role: 'driver', login: LOGINS.driver, shots: [{ name: 'driver-jobs', path: '/driver', ready: '[data-testid="driver-job-card"]' }] },
];

const { tour, close } = await openScreenshotSession({ baseUrl, outDir });
await tour(people);
await close();
