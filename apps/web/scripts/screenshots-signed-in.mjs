/* global history */
// Screenshots of the account and signed-in screens at 375 px and 1280 px in Debian's Chromium.
// Needs a running API serving the build.
// Usage: BASE_URL=http://localhost:4173 [OUT_DIR=/tmp/shots] [ONLY=dashboard,profile] node scripts/screenshots-signed-in.mjs
import { mkdirSync } from 'node:fs';
import { chromium, request as apiRequest } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:4173';
const outDir = process.env.OUT_DIR ? `${process.env.OUT_DIR.replace(/\/$/, '')}/` : new URL('../screenshots/', import.meta.url).pathname;
const only = process.env.ONLY ? new Set(process.env.ONLY.split(',')) : undefined;
mkdirSync(outDir, { recursive: true });

const api = await apiRequest.newContext({ baseURL: baseUrl });
const unique = Date.now();
const signUp = await api.post('/api/v1/auth/sign-up', {
  data: {
    email: `shots-${unique}@example.com`,
    firstName: 'Amara',
    lastName: 'Nwosu',
    phoneNumber: '+15550100200',
    address: '12 Wharf Road, Baltimore, MD',
    companyName: 'Nwosu Fresh Foods',
    password: 'Str0ng!Passw0rd',
  },
});
const { token, user } = (await signUp.json()).data;
const headers = { Authorization: `Bearer ${token}` };
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
    data: {
      vehicleType: ['truck', 'air', 'sea'][i % 3],
      fullNameOrBusiness: ['Nwosu Fresh Foods', 'Harbor Pharma Inc', 'Blue Ridge Textiles'][i % 3],
      contactPhone: '+1 555 010 0200',
      email: 'ops@nwosu.example',
      customerType: 'Business',
      pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0300', email: 'pia@nwosu.example' },
      pickupLocation: { address: '1 Dock Street', city: pc, state: ps },
      receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0400', email: 'rex@nwosu.example' },
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
    },
  });
  created.push((await response.json()).data);
}
await api.patch(`/api/v1/bookings/cancel/${created[0]._id}`, { headers });
const newest = created[created.length - 1];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

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
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript(() => sessionStorage.setItem('meridian.splashSeen', 'true'));
    if (shot.signedIn !== false) {
      await context.addInitScript(
        ({ t, u }) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', JSON.stringify(u));
        },
        { t: token, u: user },
      );
    }
    const page = await context.newPage();
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
    const file = `${outDir}app-${shot.name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: !shot.act });
    console.log(file);
    await context.close();
  }
}
await browser.close();
await api.dispose();
