import type { APIRequestContext } from '@playwright/test';
import { bookingBody, dayFromToday } from '../bookings/seed';
import { expect, signUp, test, useSession, type Page, type SignedUpUser } from '../support/fixtures';
import { SEEDED_TRUCK, signInStaff } from '../support/staff';

// Decision 0084: one computation behind every cold-chain figure, and a delivered booking that reads as delivered.
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
let keys = 0;
const key = () => `e2e-delivered-${Date.now()}-${++keys}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function post(request: APIRequestContext, token: string, id: string, body: Record<string, unknown>, status = 200) {
  const res = await request.post(`/api/v1/bookings/${id}/events`, { headers: { ...auth(token), 'Idempotency-Key': key() }, data: body });
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: { version: number; trackingNumber: string } }).data;
}

async function pickedUp(request: APIRequestContext, customer: SignedUpUser, cargo: Record<string, unknown>) {
  const created = await request.post('/api/v1/bookings/', {
    headers: auth(customer.token),
    data: bookingBody({ ...cargo, estimatedPickupDate: dayFromToday(3), estimatedDeliveryDate: dayFromToday(6) }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { _id: string; version: number } }).data;
  const operator = await signInStaff(request, 'operator');
  const driver = await signInStaff(request, 'driver1');
  const confirmed = await post(request, operator.token, booking._id, { type: 'confirm', version: booking.version, unpaidReason: 'Paid on account' });
  const assigned = await post(request, operator.token, booking._id, { type: 'assign', version: confirmed.version, driverId: driver.user._id, vehicleId: SEEDED_TRUCK });
  const picked = await post(request, driver.token, booking._id, { type: 'pickup', version: assigned.version, location: { place: 'Baltimore cold store' } });
  return { id: booking._id, trackingNumber: picked.trackingNumber, version: picked.version, operator, driver };
}

/** A small PNG drawn in the browser, as the driver's phone sends a signature or a photo. */
const drawnPng = (page: Page, colour: string) =>
  page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 120, 80);
    ctx.strokeStyle = '#000';
    ctx.lineWidth = 3;
    ctx.strokeRect(10, 10, 100, 60);
    return canvas.toDataURL('image/png');
  }, colour);

const timeInBandOn = async (page: Page) => (await page.getByTestId('time-in-band').first().innerText()).trim();

test('during an open excursion the console, the customer and the verify page give the same figures', async ({ page, request, browser }) => {
  const customer = await signUp(request);
  const job = await pickedUp(request, customer, { goodsType: 'Food', isPerishable: true, tempControlCelsius: 4 });
  // In band for 92 hours, then 9.5 °C for the last 8 and still out: 92 % of the time in band, drifting only a
  // hundredth of a percent a minute, so three screens read a few seconds apart agree.
  await post(request, job.driver.token, job.id, { type: 'reading', celsius: 4, at: hoursAgo(100) }, 201);
  await post(request, job.driver.token, job.id, { type: 'reading', celsius: 5, at: hoursAgo(50) }, 201);
  await post(request, job.driver.token, job.id, { type: 'reading', celsius: 9.5, at: hoursAgo(8) }, 201);

  const ops = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await useSession(ops, job.operator);
  await ops.goto(`/ops/bookings/${job.id}`);
  await expect(ops.getByTestId('cold-chain-verdict')).toHaveText('Out of band now: excursion ongoing');
  const onConsole = await timeInBandOn(ops);
  expect(onConsole).toBe('92%');

  await page.setViewportSize({ width: 375, height: 812 });
  await useSession(page, customer);
  await page.goto(`/bookings/${job.id}`);
  await expect(page.getByTestId('cold-chain-verdict')).toHaveText('Out of band now: excursion ongoing');
  expect(await timeInBandOn(page)).toBe(onConsole);
  await expect(page.getByText(/Above the band from .+, ongoing, peak 9.5 °C/)).toBeVisible();

  const log = await request.get(`/api/v1/bookings/${job.id}/readings`, { headers: auth(customer.token) });
  const { reportDigest } = ((await log.json()) as { data: { reportDigest: string } }).data;
  const stranger = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await stranger.goto(`/verify/${reportDigest}`);
  await expect(stranger.getByText('Verified: this digest belongs to a report we issued.')).toBeVisible();
  const row = (label: string) => stranger.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(row('Verdict')).toHaveText('Out of band now: excursion ongoing');
  await expect(row('Time in band')).toHaveText(new RegExp(`^${onConsole.replace('.', '\\.')} as of `));
  await expect(stranger.getByRole('listitem').filter({ hasText: 'peak 9.5 °C' })).toContainText('ongoing');
});

test('a delivered booking shows when it was really picked up and delivered, and its proof with place, signer and photo', async ({ page, request }) => {
  const customer = await signUp(request);
  const job = await pickedUp(request, customer, { goodsType: 'Electronics' });
  await page.goto('/');
  const signature = await drawnPng(page, '#ffffff');
  const photo = await drawnPng(page, '#38bdf8');
  const out = await post(request, job.driver.token, job.id, { type: 'out-for-delivery', version: job.version });
  await post(request, job.driver.token, job.id, { type: 'deliver', version: out.version, receiverName: 'Rex Receiver', signature, photo, location: { place: '9 Market Road, Boston' } });
  const booking = ((await (await request.get(`/api/v1/bookings/${job.id}`, { headers: auth(customer.token) })).json()) as {
    data: { statusHistory: { milestone?: string; at: string }[]; proofOfDelivery: { deliveredAt: string } };
  }).data;
  const pickedAt = booking.statusHistory.find((s) => s.milestone === 'picked-up')!.at;
  const shown = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await useSession(page, customer);
  await page.goto(`/bookings/${job.id}`);
  await expect(page.getByTestId('origin-when')).toContainText(shown(pickedAt));
  await expect(page.getByTestId('destination-when')).toContainText(shown(booking.proofOfDelivery.deliveredAt));
  await expect(page.getByText('Planned pickup')).toHaveCount(0);
  await expect(page.getByText('Planned delivery')).toHaveCount(0);
  const proof = page.getByRole('region', { name: 'Proof of Delivery' });
  await expect(proof.getByTestId('proof-of-delivery')).toContainText('9 Market Road, Boston');
  await expect(proof.getByTestId('proof-of-delivery')).toContainText('Rex Receiver');
  await expect(proof.getByTestId('proof-of-delivery')).toContainText(shown(booking.proofOfDelivery.deliveredAt));
  const img = proof.getByRole('img', { name: /delivery to Rex Receiver/ });
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
});
