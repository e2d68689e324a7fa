// Screenshots of the console's fleet screens at 375 px and 1280 px in Debian's Chromium: the queue (To do), the
// Vehicles page and the assign dialog on a perishable booking (decision 0047). Needs a running API serving the build
// with the staff seed (e.g. `PORT=4330 pnpm --filter @meridian/api start:e2e`).
// Usage: BASE_URL=http://localhost:4330 [OUT_DIR=/tmp/shots] node scripts/screenshots-ops-fleet.mjs
import { mkdirSync } from 'node:fs';
import { chromium, request as apiRequest } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:4173';
const outDir = process.env.OUT_DIR ? `${process.env.OUT_DIR.replace(/\/$/, '')}/` : new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });

const api = await apiRequest.newContext({ baseURL: baseUrl });
const unique = Date.now();
const customer = (
  await (
    await api.post('/api/v1/auth/sign-up', {
      data: { email: `fleet-shots-${unique}@example.com`, firstName: 'Amara', lastName: 'Nwosu', phoneNumber: '+15550100200', address: '12 Wharf Road', companyName: 'Nwosu Fresh Foods', password: 'Str0ng!Passw0rd' },
    })
  ).json()
).data;
const operator = (await (await api.post('/api/v1/auth/login', { data: { email: 'ops@meridian.test', password: 'Ops!23456' } })).json()).data;
const pickup = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const delivery = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
const booking = (
  await (
    await api.post('/api/v1/bookings/', {
      headers: { Authorization: `Bearer ${customer.token}`, 'Idempotency-Key': `fleet-shots-${unique}` },
      data: {
        vehicleType: 'truck',
        fullNameOrBusiness: 'Nwosu Fresh Foods',
        contactPhone: '+1 555 010 0200',
        email: 'ops@nwosu.example',
        customerType: 'Business',
        pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0300', email: 'pia@nwosu.example' },
        pickupLocation: { address: '1 Dock Street', city: 'São Paulo', state: 'SP' },
        receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0400', email: 'rex@nwosu.example' },
        dropoffLocation: { address: '9 Market Road', city: 'Baltimore', state: 'MD' },
        goodsType: 'Food',
        cargoWeightKg: 1200,
        quantity: 40,
        isFragile: false,
        isPerishable: true,
        tempControlCelsius: 4,
        estimatedPickupDate: pickup,
        estimatedDeliveryDate: delivery,
      },
    })
  ).json()
).data;
await api.post(`/api/v1/bookings/${booking._id}/events`, { headers: { Authorization: `Bearer ${operator.token}` }, data: { type: 'confirm', version: booking.version, unpaidReason: 'Pays on delivery' } });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript(() => sessionStorage.setItem('meridian.splashSeen', 'true'));
    await context.addInitScript(
      ({ t, u }) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', JSON.stringify(u));
      },
      { t: operator.token, u: operator.user },
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
    if (shot.act) {
      await shot.act(page);
      await page.waitForTimeout(300);
    }
    const file = `${outDir}${shot.name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: !shot.act });
    console.log(file);
    await context.close();
  }
}
await browser.close();
await api.dispose();
