// Screenshots of the console's fleet screens at 375 px and 1280 px in Debian's Chromium: the queue (To do), the
// Vehicles page and the assign dialog on a perishable booking (decision 0047). Needs a running API serving the build
// with the staff seed (e.g. `PORT=4330 pnpm --filter @meridian/api start:e2e`).
// Usage: BASE_URL=http://localhost:4330 [OUT_DIR=/tmp/shots] node scripts/screenshots-ops-fleet.mjs
import { request as apiRequest } from 'playwright-core';
import { apiLogin, apiSignUp, bookingRequest, LOGINS, openScreenshotSession, REPO_SHOTS_DIR, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:4173', outDir: REPO_SHOTS_DIR });

const api = await apiRequest.newContext({ baseURL: baseUrl });
const unique = Date.now();
const customer = await apiSignUp(api, 'fleet-shots');
const operator = await apiLogin(api, LOGINS.operator);
const pickup = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const delivery = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
const booking = (
  await (
    await api.post('/api/v1/bookings/', {
      headers: { Authorization: `Bearer ${customer.token}`, 'Idempotency-Key': `fleet-shots-${unique}` },
      data: bookingRequest({
        pickupLocation: { address: '1 Dock Street', city: 'São Paulo', state: 'SP' },
        dropoffLocation: { address: '9 Market Road', city: 'Baltimore', state: 'MD' },
        goodsType: 'Food',
        cargoWeightKg: 1200,
        quantity: 40,
        isPerishable: true,
        tempControlCelsius: 4,
        estimatedPickupDate: pickup,
        estimatedDeliveryDate: delivery,
      }),
    })
  ).json()
).data;
await api.post(`/api/v1/bookings/${booking._id}/events`, { headers: { Authorization: `Bearer ${operator.token}` }, data: { type: 'confirm', version: booking.version, unpaidReason: 'Pays on delivery' } });

const { open, shot: save, close } = await openScreenshotSession({ baseUrl, outDir });
const shots = [
  { name: 'ops-queue', path: '/ops' },
  { name: 'ops-vehicles', path: '/ops/vehicles' },
  {
    name: 'ops-assign-dialog',
    path: `/ops/bookings/${booking._id}`,
    act: async (page) => {
      await page.getByRole('button', { name: 'Assign driver' }).click();
      await page.getByRole('dialog', { name: 'Assign driver' }).getByLabel(/^Vehicle/).waitFor();
      await page.getByRole('dialog', { name: 'Assign driver' }).getByLabel(/^Vehicle/).selectOption('TRK-101');
    },
  },
];
for (const width of [375, 1280]) {
  for (const shot of shots) {
    const { context, page } = await open(width, { height: 900, quiet: true, session: operator });
    await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
    if (shot.act) {
      await shot.act(page);
      await page.waitForTimeout(300);
    }
    await save(page, `${shot.name}-${width}.png`, { settle: 0, fullPage: !shot.act });
    await context.close();
  }
}
await close();
await api.dispose();
