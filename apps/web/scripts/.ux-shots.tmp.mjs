import { chromium, request as apiRequest } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
const base = 'http://localhost:4320';
const only = process.env.ONLY ? new Set(process.env.ONLY.split(',')) : undefined;
const out = '/tmp/ux-shots/';
const api = await apiRequest.newContext({ baseURL: base });
const u = Date.now();
const { token, user } = (await (await api.post('/api/v1/auth/sign-up', { data: { email: `uxshots-${u}@example.com`, firstName: 'Amara', lastName: 'Nwosu', phoneNumber: '+15550100200', address: '12 Wharf Road, Baltimore, MD', companyName: 'Nwosu Fresh Foods', password: 'Str0ng!Passw0rd' } })).json()).data;
const headers = { Authorization: `Bearer ${token}` };
const day = (n) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
const values = {
  vehicleType: 'truck', fullNameOrBusiness: 'Nwosu Fresh Foods', contactPhone: '+1 555 010 0200', email: 'ops@nwosu.example', customerType: 'Business',
  pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0300', email: 'pia@nwosu.example' }, pickupLocation: { address: '1 Dock Street', city: 'Baltimore', state: 'MD' },
  receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0400', email: 'rex@nwosu.example' }, dropoffLocation: { address: '9 Market Road', city: 'Boston', state: 'MA' },
  goodsType: 'Food', cargoWeightKg: 402.6, quantity: 3, isFragile: false, isPerishable: false, tempControlCelsius: 0, estimatedPickupDate: day(3), estimatedDeliveryDate: day(6), notes: '',
};
const booking = (await (await api.post('/api/v1/bookings/', { headers: { ...headers, 'Idempotency-Key': `uxshots-${u}` }, data: values })).json()).data;
await api.post(`/api/v1/bookings/${booking._id}/quote`, { headers });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const pages = [
  ['wizard-review', '/booking/request?step=6', 'Confirm & Submit'],
  ['quotation', `/booking/quotation?booking=${booking._id}`, 'Continue to Payment'],
  ['confirmation', `/booking/confirmation?booking=${booking._id}`, 'Booking Confirmed!'],
  ['bookings', '/bookings', 'My Bookings'],
  ['booking-detail', `/bookings/${booking._id}`, 'Booking Details'],
  ['dashboard', '/dashboard', 'Operations Center'],
  ['track', '/track', 'DL-1001'],
  ['track-dl1001', '/track?id=DL-1001', 'Shipment timeline'],
  ['services', '/services', 'Cargo Insurance'],
  ['reset-invalid', '/auth/reset-password?token=abcdefghijklmnopqrstuvwxyz012345', 'Request a new link'],
  ['verify-otp', '/auth/verify-otp', 'Verify'],
];
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(({ token, user, values }) => {
    sessionStorage.setItem('splashSeen', 'true');
    sessionStorage.setItem('meridian.splashShown', '1');
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    if (!sessionStorage.getItem('meridian.bookingDraft')) sessionStorage.setItem('meridian.bookingDraft', JSON.stringify({ idempotencyKey: 'shots-draft-key-1', step: 5, values }));
  }, { token, user, values });
  for (const [name, path, text] of pages) {
    if (only && !only.has(name)) continue;
    const page = await context.newPage();
    await page.goto(base + path);
    try { await page.getByText(text).first().waitFor({ timeout: 15000 }); } catch { console.warn(`${name}: '${text}' not seen`); }
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `${out}${name}-${width}.png`, fullPage: true });
    await page.close();
  }
  await context.close();
}
await browser.close();
console.warn('done');
