import { SANDBOX_TEST_CARDS } from '@meridian/contracts';
import type { APIRequestContext } from '@playwright/test';
import { bookingBody, dayFromToday } from '../bookings/seed';
import { pdfFile, pngFile } from '../kyc/documents';
import { CUSTOMERS, downloadPdf } from '../money/money-helpers';
import { expect, test, useSession, type SignedUpUser } from '../support/fixtures';
import { SEEDED_TRUCK, signInStaff } from '../support/staff';

// Issue 51: a damaged piece claimed with a photo, information asked and given in the thread, part approved, settled by
// credit note, and the credit drawn by the customer's next invoice. Everything through the real API and database.
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
let keys = 0;
const key = () => `e2e-claims-${Date.now()}-${++keys}`;

async function move(request: APIRequestContext, token: string, id: string, body: Record<string, unknown>) {
  const res = await request.post(`/api/v1/bookings/${id}/events`, { headers: { ...auth(token), 'Idempotency-Key': key() }, data: body });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { version: number; trackingNumber: string; pieces?: { sscc: string }[] } }).data;
}

const pngDataUrl = () => `data:image/png;base64,${pngFile(120, 80, [255, 255, 255]).toString('base64')}`;

/** A road booking of four pieces, scanned at both ends, delivered with the first piece damaged and the receiver's reservation. */
async function deliveredBooking(request: APIRequestContext, customer: SignedUpUser) {
  const created = await request.post('/api/v1/bookings/', {
    headers: auth(customer.token),
    data: bookingBody({ estimatedPickupDate: `${dayFromToday(2)}T00:00:00.000Z`, estimatedDeliveryDate: `${dayFromToday(5)}T00:00:00.000Z` }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { _id: string; version: number; pieces: { sscc: string }[] } }).data;
  const ssccs = booking.pieces.map((piece) => piece.sscc);
  const operator = await signInStaff(request, 'operator');
  const driver = await signInStaff(request, 'driver1');
  const confirmed = await move(request, operator.token, booking._id, { type: 'confirm', version: booking.version, unpaidReason: 'Paid on account' });
  const assigned = await move(request, operator.token, booking._id, { type: 'assign', version: confirmed.version, driverId: driver.user._id, vehicleId: SEEDED_TRUCK });
  const picked = await move(request, driver.token, booking._id, {
    type: 'pickup',
    version: assigned.version,
    senderName: 'Pia Pickup',
    senderSignature: pngDataUrl(),
    pieces: ssccs.map((sscc) => ({ sscc, condition: 'ok' })),
  });
  await move(request, driver.token, booking._id, {
    type: 'deliver',
    version: picked.version,
    receiverName: 'Rex Receiver',
    signature: pngDataUrl(),
    reservations: 'Piece 1 carton crushed',
    pieces: ssccs.map((sscc, i) => (i === 0 ? { sscc, condition: 'damaged', note: 'Carton crushed on one side' } : { sscc, condition: 'ok' })),
  });
  return { id: booking._id, trackingNumber: picked.trackingNumber, ssccs };
}

test('a damaged piece is claimed with a photo, evidenced in the thread, part approved, settled by credit note and drawn by the next invoice', async ({ browser, request }) => {
  // The seeded demo customer: a verified e-mail, so its next booking can be paid by card.
  const login = await request.post('/api/v1/auth/login', { data: CUSTOMERS.demo });
  expect(login.status(), await login.text()).toBe(200);
  const customer = { ...((await login.json()) as { data: Pick<SignedUpUser, 'token' | 'user'> }).data, password: CUSTOMERS.demo.password };
  const booking = await deliveredBooking(request, customer);

  // The customer reports the problem from the delivered booking.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useSession(page, customer);
  await page.goto(`/bookings/${booking.id}`);
  await page.getByRole('link', { name: 'Report a problem' }).click();
  await page.getByRole('radio', { name: 'Damaged goods' }).check();
  // The deadline and the limit show as soon as the type is chosen (CMR by road).
  await expect(page.getByTestId('claim-rule')).toContainText('CMR art. 30.1');
  await page.getByLabel(/Describe what happened/).fill('Piece 1 arrived with its carton crushed; the goods inside are broken.');
  await page.getByRole('button', { name: 'Next' }).click();
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(booking.ssccs.length);
  for (const box of (await boxes.all()).slice(1)) await box.uncheck();
  await expect(page.getByTestId('claim-limit')).toBeVisible();
  await page.getByLabel('Add files').setInputFiles({ name: 'crushed-carton.png', mimeType: 'image/png', buffer: pngFile() });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Amount claimed/).fill('400');
  await page.getByRole('button', { name: 'Submit claim' }).click();
  await page.waitForURL(/\/claims\/[a-f0-9]{24}$/);
  await expect(page.getByTestId('claim-number')).toContainText(/CL-\d{4}-\d{6}/);
  const claimNumber = ((await page.getByTestId('claim-number').innerText()).match(/CL-\d{4}-\d{6}/) ?? [''])[0];
  await expect(page.getByTestId('claim-status')).toHaveText('Submitted');
  // The product's own evidence, frozen into the claim: the proof of delivery and the affected piece.
  await expect(page.getByTestId('evidence-pod')).toContainText('Rex Receiver');
  await expect(page.getByTestId('evidence-pieces')).toContainText(booking.ssccs[0]!);
  await expect(page.getByTestId('claim-files').getByRole('img', { name: 'crushed-carton.png' })).toBeVisible();

  // The operator finds it in the queue and asks for the invoice of the goods.
  const operator = await signInStaff(request, 'operator');
  const ops = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useSession(ops, operator);
  await ops.goto('/ops/claims');
  await ops.getByRole('link', { name: new RegExp(claimNumber) }).click();
  await expect(ops.getByTestId('claim-files').getByRole('img', { name: 'crushed-carton.png' })).toBeVisible();
  await ops.getByLabel('Reply to the customer').fill('Please send the commercial invoice of the goods in piece 1.');
  await ops.getByRole('checkbox', { name: /Ask the customer for information/ }).check();
  await ops.getByRole('button', { name: 'Send' }).click();
  await expect(ops.getByTestId('claim-status')).toHaveText('Information requested');

  // The customer answers in the thread with the invoice.
  await page.reload();
  await expect(page.getByText('We need more information. Answer in the messages below.')).toBeVisible();
  await expect(page.getByText('Please send the commercial invoice of the goods in piece 1.')).toBeVisible();
  await page.getByLabel('Your message').fill('Here is the invoice of the goods: 400.00.');
  await page.getByLabel('Attach files').setInputFiles({ name: 'goods-invoice.pdf', mimeType: 'application/pdf', buffer: pdfFile('Invoice 4711: 400.00') });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('claim-message').last()).toContainText('goods-invoice.pdf');

  // The operator approves part of it and settles by credit note.
  await ops.reload();
  await expect(ops.getByText('Here is the invoice of the goods: 400.00.')).toBeVisible();
  await ops.getByRole('radio', { name: 'Approve in part' }).check();
  await ops.getByLabel(/Amount approved/).fill('250');
  await ops.getByLabel(/Reason/).fill('The goods’ value less their salvage.');
  await ops.getByRole('button', { name: 'Record decision' }).click();
  await ops.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(ops.getByTestId('claim-credit-note')).toContainText(/Credit note CN-\d{4}-\d{6} · \$250\.00/);
  const creditNote = ((await ops.getByTestId('claim-credit-note').innerText()).match(/CN-\d{4}-\d{6}/) ?? [''])[0];

  // The customer downloads the credit note.
  await page.reload();
  await expect(page.getByTestId('claim-status')).toHaveText('Settled');
  expect(await downloadPdf(page, page.getByRole('button', { name: 'Download credit note' }))).toBe(`${creditNote}.pdf`);
  await page.goto('/claims');
  await expect(page.getByTestId('claim-row').filter({ hasText: claimNumber })).toContainText('Settled');

  // The next booking's payment draws the credit, and its invoice says so.
  const next = await request.post('/api/v1/bookings/', { headers: auth(customer.token), data: bookingBody() });
  expect(next.status(), await next.text()).toBe(201);
  const nextId = ((await next.json()) as { data: { _id: string } }).data._id;
  const paid = await request.post(`/api/v1/bookings/${nextId}/payments`, {
    headers: { ...auth(customer.token), 'Idempotency-Key': key() },
    data: { method: 'card', card: { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 2034, cvc: '123', name: 'Amara Nwosu' } },
  });
  expect(paid.status(), await paid.text()).toBeLessThan(300);
  await page.goto(`/bookings/${nextId}`);
  await page.getByRole('link', { name: 'View invoice' }).click();
  await expect(page.getByTestId('invoice-credit')).toHaveText(`Credit note ${creditNote}-$250.00`);
  await expect(page.getByTestId('invoice-amount-due')).toBeVisible();
});
