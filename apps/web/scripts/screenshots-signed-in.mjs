/* global history */
// Screenshots of the account and signed-in screens at 375 px and 1280 px in Debian's Chromium.
// Needs a running API serving the build.
// Usage: BASE_URL=http://localhost:4173 [OUT_DIR=/tmp/shots] [ONLY=dashboard,profile] node scripts/screenshots-signed-in.mjs
import { request as apiRequest } from 'playwright-core';
import { apiSignUp, bookingRequest, openScreenshotSession, REPO_SHOTS_DIR, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:4173', outDir: REPO_SHOTS_DIR });
const only = process.env.ONLY ? new Set(process.env.ONLY.split(',')) : undefined;

const api = await apiRequest.newContext({ baseURL: baseUrl });
const unique = Date.now();
const session = await apiSignUp(api, 'shots');
const headers = { Authorization: `Bearer ${session.token}` };
const cities = [
  ['Baltimore', 'MD', 'Boston', 'MA'],
  ['Raleigh', 'NC', 'Denver', 'CO'],
  ['Austin', 'TX', 'Seattle', 'WA'],
];
const created = [];
for (let i = 0; i < 12; i += 1) {
  const [pc, ps, dc, ds] = cities[i % 3];
  const response = await api.post('/api/v1/bookings/', {
    headers: { ...headers, 'Idempotency-Key': `shots-${unique}-${i}` },
    data: bookingRequest({
      vehicleType: ['truck', 'air', 'sea'][i % 3],
      fullNameOrBusiness: ['Nwosu Fresh Foods', 'Harbor Pharma Inc', 'Blue Ridge Textiles'][i % 3],
      pickupLocation: { address: '1 Dock Street', city: pc, state: ps },
      dropoffLocation: { address: '9 Market Road', city: dc, state: ds },
      goodsType: ['Food', 'Electronics', 'Clothing'][i % 3],
      cargoWeightKg: 100 + i * 12.5,
      quantity: 1 + i,
      isFragile: i % 2 === 0,
      isPerishable: i % 3 === 0,
      tempControlCelsius: i % 3 === 0 ? 4 : 0,
      estimatedPickupDate: '2026-12-01T09:30:00.000Z',
      estimatedDeliveryDate: '2026-12-04T15:00:00.000Z',
      notes: i === 11 ? 'Keep refrigerated. Call the receiver 30 minutes before arrival.' : undefined,
    }),
  });
  created.push((await response.json()).data);
}
await api.patch(`/api/v1/bookings/cancel/${created[0]._id}`, { headers });
const newest = created[created.length - 1];

const { open, shot: save, close } = await openScreenshotSession({ baseUrl, outDir });

const shots = [
  { name: 'signup', path: '/auth/signup', signedIn: false },
  { name: 'login', path: '/auth/login', signedIn: false },
  { name: 'forgot-password', path: '/auth/forgot-password', signedIn: false },
  { name: 'reset-password', path: '/auth/reset-password?token=abcdefghijklmnopqrstuvwxyz', signedIn: false },
  { name: 'verify-otp', path: '/auth/verify-otp', signedIn: false },
  { name: 'profile-setup', path: '/onboarding/profile-setup', signedIn: false },
  { name: 'kyc-pending', path: '/onboarding/kyc-pending', signedIn: false },
  { name: 'kyc-rejected', path: '/onboarding/kyc-rejected', signedIn: false },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'dashboard-notifications', path: '/dashboard', act: (page) => page.getByRole('button', { name: /Notifications/ }).click() },
  { name: 'booking-request', path: '/booking/request' },
  {
    name: 'booking-request-cargo',
    path: '/booking/request',
    before: (page) =>
      page.evaluate(() =>
        sessionStorage.setItem(
          'meridian.bookingDraft',
          JSON.stringify({ step: 4, idempotencyKey: 'shots-key-1234', values: { vehicleType: 'truck', isPerishable: true, tempControlCelsius: 20, quantity: 1, cargoWeightKg: 0 } }),
        ),
      ),
  },
  { name: 'booking-confirmation', path: '/booking/confirmation', state: { booking: newest } },
  { name: 'booking-confirmation-empty', path: '/booking/confirmation' },
  { name: 'bookings', path: '/bookings' },
  { name: 'bookings-filtered-empty', path: '/bookings?status=delivered' },
  { name: 'booking-detail', path: `/bookings/${newest._id}` },
  { name: 'booking-detail-cancelled', path: `/bookings/${created[0]._id}` },
  { name: 'booking-edit-dialog', path: `/bookings/${newest._id}`, act: (page) => page.getByRole('button', { name: 'Edit' }).click() },
  { name: 'booking-cancel-dialog', path: `/bookings/${newest._id}`, act: (page) => page.getByRole('button', { name: 'Cancel', exact: true }).click() },
  { name: 'booking-detail-error', path: '/bookings/000000000000000000000000' },
  { name: 'profile', path: '/profile' },
  { name: 'profile-edit', path: '/profile', act: (page) => page.getByRole('button', { name: 'Edit Profile' }).click() },
  // A customer in the staff areas sees the no-access screen (decision 0011).
  { name: 'ops-no-access', path: '/ops' },
  { name: 'driver-no-access', path: '/driver' },
];

for (const width of [375, 1280]) {
  for (const shot of shots.filter((candidate) => !only || only.has(candidate.name))) {
    const { context, page } = await open(width, { height: 900, quiet: true, session: shot.signedIn === false ? undefined : session });
    await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
    if (shot.before) {
      await shot.before(page);
      await page.reload({ waitUntil: 'networkidle' });
    }
    if (shot.state) {
      await page.evaluate(({ state, path }) => history.replaceState({ usr: state, key: 'shots', idx: 0 }, '', path), { state: shot.state, path: shot.path });
      await page.reload({ waitUntil: 'networkidle' });
    }
    if (shot.act) {
      await shot.act(page);
      await page.waitForTimeout(300);
    }
    await save(page, `app-${shot.name}-${width}.png`, { settle: 0, fullPage: !shot.act });
    await context.close();
  }
}
await close();
await api.dispose();
