// Screenshots of the cold chain's screens (decision 0041) at 375 px and 1280 px in Debian's Chromium: the driver's
// excursion warning, the console's excursions, the booking detail's report link, the tracking Documents card and the
// public verification page. Needs a running e2e API serving the build (staff accounts seeded).
// Usage: BASE_URL=http://localhost:4310 [OUT_DIR=/tmp/shots] node scripts/screenshots-cold-chain.mjs
import { request as apiRequest } from 'playwright-core';
import { apiLogin, apiSignUp, bookingRequest, LOGINS, openScreenshotSession, REPO_SHOTS_DIR, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:4310', outDir: REPO_SHOTS_DIR });

const api = await apiRequest.newContext({ baseURL: baseUrl });
const customer = await apiSignUp(api, 'cold');
const operator = await apiLogin(api, LOGINS.operator);
const driver = await apiLogin(api, LOGINS.driver);
const auth = (session) => ({ Authorization: `Bearer ${session.token}` });
const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const booking = (await (
  await api.post('/api/v1/bookings/', {
    headers: auth(customer),
    data: bookingRequest({
      goodsType: 'Food',
      cargoWeightKg: 420,
      quantity: 12,
      isPerishable: true,
      tempControlCelsius: 4,
      estimatedPickupDate: today,
      estimatedDeliveryDate: tomorrow,
    }),
  })
).json()).data;
const move = async (session, body) => {
  const res = await api.post(`/api/v1/bookings/${booking._id}/events`, { headers: auth(session), data: body });
  if (!res.ok()) throw new Error(`${body.type}: ${res.status()} ${await res.text()}`);
  return (await res.json()).data;
};
let b = await move(operator, { type: 'confirm', version: booking.version, unpaidReason: 'Pays on delivery' });
b = await move(operator, { type: 'assign', version: b.version, driverId: driver.user._id, vehicle: { id: 'TRK-12', type: 'truck' } });
b = await move(driver, { type: 'pickup', version: b.version });
const start = Date.now() - 3 * 3_600_000;
for (const [i, celsius] of [4, 4.3, 5.1, 9.5, 8.2, 4.2, 3.9, 4.4, 9.0].entries()) {
  await move(driver, { type: 'reading', celsius, at: new Date(start + i * 20 * 60_000).toISOString() });
}

const shots = await openScreenshotSession({ baseUrl, outDir });
const pageFor = async (session, width) => (await shots.open(width, { session })).page;
const shot = (page, name, width) => shots.shot(page, `cold-${name}-${width}.png`, { settle: 600 });

for (const width of [375, 1280]) {
  const page = await pageFor(driver, width);
  await page.goto(`${baseUrl}/driver/jobs/${booking._id}`);
  await page.getByRole('button', { name: 'Temperature reading' }).click();
  await page.getByLabel(/Temperature now/).fill('9.5');
  await page.getByRole('button', { name: 'Send reading' }).click();
  await page.getByTestId('excursion-warning').waitFor();
  await shot(page, 'driver-warning', width);
  await page.context().close();
}

const signature = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAKCAYAAACNMs+9AAAAFUlEQVR42mNkYPhfz0AEYBxVSF+FAP5FDvcfRYWgAAAAAElFTkSuQmCC';
b = await move(driver, { type: 'out-for-delivery', version: b.version });
await move(driver, { type: 'deliver', version: b.version, receiverName: 'Rex Receiver', signature });
const log = (await (await api.get(`/api/v1/bookings/${booking._id}/readings`, { headers: auth(customer) })).json()).data;

for (const width of [375, 1280]) {
  let page = await pageFor(customer, width);
  await page.goto(`${baseUrl}/bookings/${booking._id}`);
  await page.getByRole('button', { name: 'Download temperature report (PDF)' }).waitFor();
  await page.getByRole('heading', { name: 'Temperature Log' }).scrollIntoViewIfNeeded();
  await shot(page, 'booking-detail', width);
  await page.goto(`${baseUrl}/track?id=${booking.trackingNumber}`);
  await page.getByRole('heading', { name: 'Documents' }).waitFor();
  await shot(page, 'tracking-documents', width);
  await page.context().close();

  page = await pageFor(operator, width);
  await page.goto(`${baseUrl}/ops/excursions`);
  await page.getByTestId('excursion-row').first().waitFor();
  await shot(page, 'ops-excursions', width);
  await page.getByRole('button', { name: 'Acknowledge' }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: `${outDir}/cold-ops-acknowledge-${width}.png` });
  await page.context().close();

  page = await pageFor(null, width);
  await page.goto(`${baseUrl}/verify/${log.reportDigest}`);
  await page.getByText('Verified:').waitFor();
  await shot(page, 'verify', width);
  await page.context().close();
}
await shots.close();
await api.dispose();
console.warn(`screenshots in ${outDir}`);
