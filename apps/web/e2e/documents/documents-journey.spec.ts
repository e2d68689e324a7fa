import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { bookingBody, dayFromToday } from '../bookings/seed';
import { finishWithoutUnscanned, signOnPad, typeSsccs } from '../driver/phone-moves';
import { pngFile } from '../kyc/documents';
import { expect, signUp, test, useSession, type Page } from '../support/fixtures';
import { SEEDED_TRUCK, signInStaff } from '../support/staff';

// Issue 48: a shipment's papers from booking to verification. The customer books three pieces and prints their
// labels; the driver scans two at pickup, one of them damaged with a photo and a note, and the sender signs; the
// receiver signs with a reservation; the customer downloads the CMR sealed three times and checks it on its verify
// page, which a stranger sees too, without a single name.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
let keys = 0;
const key = () => `e2e-documents-${Date.now()}-${++keys}`;

async function move(request: APIRequestContext, token: string, id: string, body: Record<string, unknown>) {
  const response = await request.post(`/api/v1/bookings/${id}/events`, { headers: { ...auth(token), 'Idempotency-Key': key() }, data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { version: number } }).data;
}

const eventSent = (page: Page, id: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/v1/bookings/${id}/events`) && response.request().method() === 'POST');

async function download(page: Page, name: RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('three pieces are labelled, scanned and signed at both ends, and the sealed CMR verifies without names', async ({ browser, request }) => {
  const customer = await signUp(request);
  const created = await request.post('/api/v1/bookings/', {
    headers: { ...auth(customer.token), 'Idempotency-Key': key() },
    data: bookingBody({
      cargoWeightKg: undefined,
      quantity: undefined,
      cargoLines: [{ type: 'box', count: 3, weightKg: 20 }],
      estimatedPickupDate: `${dayFromToday(0)}T00:00:00.000Z`,
      estimatedDeliveryDate: `${dayFromToday(2)}T00:00:00.000Z`,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { _id: string; version: number; trackingNumber: string; pieces: { sscc: string }[] } }).data;
  const ssccs = booking.pieces.map((piece) => piece.sscc);
  expect(ssccs).toHaveLength(3);

  // The customer prints the labels from the booking's Documents card: one 4 x 6 in page per piece.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useSession(page, customer);
  await page.goto(`/bookings/${booking._id}`);
  await expect(page.getByTestId('document-labels')).toContainText('Shipping labels');
  const labels = await download(page, /Download Shipping labels/);
  expect(labels.name).toBe(`labels-${booking.trackingNumber}.pdf`);
  expect(labels.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(labels.bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);

  const operator = await signInStaff(request, 'operator');
  const driverUser = await signInStaff(request, 'driver1');
  const confirmed = await move(request, operator.token, booking._id, { type: 'confirm', version: booking.version, unpaidReason: 'Paid on account' });
  await move(request, operator.token, booking._id, { type: 'assign', version: confirmed.version, driverId: driverUser.user._id, vehicleId: SEEDED_TRUCK });

  // Pickup on the driver's phone: two labels scanned (typed: no camera here), the first damaged with a photo and a note.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const driver = await phone.newPage();
  await useSession(driver, driverUser);
  await driver.goto(`/driver/jobs/${booking._id}`);
  await driver.getByRole('button', { name: 'Picked up' }).click();
  await typeSsccs(driver, [`(00)${ssccs[0]}`, ssccs[1]!]);
  await expect(driver.getByText('Scanned 2 of 3')).toBeVisible();
  const damaged = driver.getByRole('listitem').filter({ hasText: 'Piece 1 of 3' });
  await damaged.getByRole('button', { name: 'Damaged' }).click();
  await damaged.getByLabel(/What is wrong/).fill('Corner of the carton crushed');
  await damaged.locator('input[type="file"]').setInputFiles({ name: 'crushed.png', mimeType: 'image/png', buffer: pngFile(160, 120, [200, 80, 40]) });
  await expect(damaged.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await driver.getByLabel(/Sender’s printed name/).fill('Sam Sender');
  await signOnPad(driver);
  let sent = eventSent(driver, booking._id);
  await driver.getByRole('button', { name: 'Submit pickup' }).click();
  await finishWithoutUnscanned(driver);
  expect((await sent).status()).toBe(200);

  // Delivery: all three scanned, the receiver signs and writes a reservation.
  await driver.getByRole('button', { name: 'Delivered' }).click();
  await typeSsccs(driver, ssccs);
  await driver.getByLabel(/Receiver’s printed name/).fill('Rex Receiver');
  await signOnPad(driver);
  await driver.getByLabel(/^Reservations/).fill('Piece 1 carton crushed, contents not checked');
  sent = eventSent(driver, booking._id);
  await driver.getByRole('button', { name: 'Submit delivery' }).click();
  expect((await sent).status()).toBe(200);
  await phone.close();

  // The customer's CMR: signed by sender, carrier and consignee, the PDF downloadable, the latest digest verifiable.
  await page.reload();
  const noteRow = page.getByTestId('document-consignment-note');
  await expect(noteRow).toContainText(/consignee/i);
  const cmr = await download(page, /Download CMR consignment note/);
  expect(cmr.name).toMatch(/\.pdf$/);
  expect(cmr.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const json = await request.get(`/api/v1/bookings/${booking._id}/consignment-note`, { headers: auth(customer.token) });
  const note = ((await json.json()) as { data: { type: string; signatures: { role: string; name: string; digest: string }[] } }).data;
  expect(note.type).toBe('cmr');
  expect(note.signatures.map((signature) => signature.role)).toEqual(['sender', 'carrier', 'consignee']);
  expect(note.signatures.map((signature) => signature.name)).toContain('Sam Sender');
  const latest = note.signatures.at(-1)!.digest;

  await noteRow.getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${latest}$`));
  await expect(page.getByText('Verified: this digest matches a document we sealed.')).toBeVisible();

  // A stranger with the link sees the same seal, and no person's name.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(`/verify/${latest}`);
  await expect(stranger.getByText('Verified: this digest matches a document we sealed.')).toBeVisible();
  const text = await stranger.locator('main').innerText();
  for (const name of ['Sam Sender', 'Rex Receiver', 'Pia Pickup', driverUser.user.firstName, customer.user.firstName]) expect(text).not.toContain(name);
  await strangerContext.close();
});
