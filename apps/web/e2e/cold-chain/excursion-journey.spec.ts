import { formatTrackingNumber } from '@meridian/contracts';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser } from '@playwright/test';
import { bookingBody, dayFromToday } from '../bookings/seed';
import { expect, signUp, test, useSession, type Page, type SignedUpUser } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';
import { SEEDED_TRUCK, signInStaff } from '../support/staff';

// Decision 0041, the whole story: a driver's readings leave the band and come back, the delivery closes what is still
// open, the customer is e-mailed and downloads the signed report, an operator acknowledges, a stranger verifies.
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
let keys = 0;
const key = () => `e2e-cold-${Date.now()}-${++keys}`;

async function move(request: APIRequestContext, token: string, id: string, body: Record<string, unknown>) {
  const res = await request.post(`/api/v1/bookings/${id}/events`, { headers: { ...auth(token), 'Idempotency-Key': key() }, data: body });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { version: number; trackingNumber: string } }).data;
}

async function pickedUpJob(request: APIRequestContext, customer: SignedUpUser) {
  const created = await request.post('/api/v1/bookings/', {
    headers: auth(customer.token),
    data: bookingBody({ goodsType: 'Food', isPerishable: true, tempControlCelsius: 4, estimatedPickupDate: dayFromToday(0), estimatedDeliveryDate: dayFromToday(1) }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { _id: string; version: number } }).data;
  const operator = await signInStaff(request, 'operator');
  const driver = await signInStaff(request, 'driver1');
  const confirmed = await move(request, operator.token, booking._id, { type: 'confirm', version: booking.version, unpaidReason: 'Pays on delivery' });
  const assigned = await move(request, operator.token, booking._id, { type: 'assign', version: confirmed.version, driverId: driver.user._id, vehicleId: SEEDED_TRUCK });
  const picked = await move(request, driver.token, booking._id, { type: 'pickup', version: assigned.version });
  return { id: booking._id, trackingNumber: picked.trackingNumber, version: picked.version, operator, driver };
}

async function sendReading(page: Page, celsius: string) {
  await page.getByRole('button', { name: 'Temperature reading' }).click();
  await page.getByLabel(/Temperature now/).fill(celsius);
  const sent = page.waitForResponse((r) => r.url().includes('/events') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send reading' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  return (await response.json()).data as { inBand: boolean; band: { min: number; max: number } };
}

async function desktopPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  return context.newPage();
}

test('a cold-chain excursion from the driver’s warning to a stranger verifying the report', async ({ page, request, browser }) => {
  const customer = await signUp(request);
  const job = await pickedUpJob(request, customer);
  const number = formatTrackingNumber(job.trackingNumber);

  // The driver posts 4, 9.5, 4.2 and 9.0 °C and is warned on the spot.
  await page.setViewportSize({ width: 375, height: 812 });
  await useSession(page, job.driver);
  await page.goto(`/driver/jobs/${job.id}`);
  expect(await sendReading(page, '4')).toMatchObject({ inBand: true });
  await expect(page.getByRole('status').filter({ hasText: '4 °C is inside the band' })).toBeVisible();
  expect(await sendReading(page, '9.5')).toMatchObject({ inBand: false, band: { min: 2, max: 6 } });
  const warning = page.getByRole('alert').filter({ hasText: 'Temperature out of range: 9.5 °C' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Allowed 2 °C to 6 °C (set 4 °C)');
  await expect(warning).toContainText('Check the reefer now');
  await expect(warning.getByRole('link', { name: 'Call the operator' })).toHaveAttribute('href', /^tel:/);
  await sendReading(page, '4.2');
  await expect(page.getByRole('status').filter({ hasText: '4.2 °C is inside the band' })).toBeVisible();
  await sendReading(page, '9.0');
  await expect(page.getByRole('alert').filter({ hasText: 'Temperature out of range: 9 °C' })).toBeVisible();

  // The driver delivers (a signature drawn in the browser, sent as the driver's phone sends it).
  const signature = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 60;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 200, 60);
    ctx.strokeStyle = '#000';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(10, 40);
    ctx.bezierCurveTo(60, 0, 120, 60, 190, 20);
    ctx.stroke();
    return canvas.toDataURL('image/png');
  });
  const out = await move(request, job.driver.token, job.id, { type: 'out-for-delivery', version: job.version });
  await move(request, job.driver.token, job.id, { type: 'deliver', version: out.version, receiverName: 'Rex Receiver', signature });

  // The customer is e-mailed about each excursion, through the mail queue.
  const opened = await waitForMail({ to: customer.user.email, subject: 'temperature out of range' });
  expect(opened.subject).toContain(number);
  expect(opened.text).toContain('9.5 °C');
  expect(opened.text).toContain('2 °C to 6 °C');
  expect(opened.text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  await waitForMail({ to: customer.user.email, subject: 'temperature back in range' });
  await waitForMail({ to: customer.user.email, subject: 'temperature excursion closed at delivery' });

  // The customer downloads the report from the booking detail, and sees it offered on the tracking page too.
  const customerPage = await desktopPage(browser);
  await useSession(customerPage, customer);
  await customerPage.goto(`/bookings/${job.id}`);
  await expect(customerPage.getByRole('heading', { name: 'Temperature Log' })).toBeVisible();
  const [download] = await Promise.all([customerPage.waitForEvent('download'), customerPage.getByRole('button', { name: 'Download temperature report (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`temperature-report-${job.trackingNumber}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await customerPage.goto(`/track?id=${job.trackingNumber}`);
  const documents = customerPage.locator('section').filter({ has: customerPage.getByRole('heading', { name: 'Documents' }) });
  await expect(documents.getByRole('button', { name: 'Download Temperature report' })).toBeVisible();

  const log = await request.get(`/api/v1/bookings/${job.id}/readings`, { headers: auth(customer.token) });
  const { reportDigest, excursions } = ((await log.json()) as { data: { reportDigest: string; excursions: { closedBy: string }[] } }).data;
  expect(excursions.map((e) => e.closedBy)).toEqual(['reading', 'delivery']);

  // An operator acknowledges the first excursion from the console.
  const opsPage = await desktopPage(browser);
  await useSession(opsPage, job.operator);
  await opsPage.goto('/ops/excursions');
  const rows = opsPage.getByTestId('excursion-row').filter({ hasText: number });
  await expect(rows).toHaveCount(2);
  const first = rows.filter({ hasText: 'peak 9.5 °C' });
  await first.getByRole('button', { name: 'Acknowledge' }).click();
  const dialog = opsPage.getByRole('dialog', { name: 'Acknowledge the excursion' });
  await dialog.getByLabel(/Released/).check();
  await dialog.getByLabel(/Note/).fill('Within the stability budget');
  await dialog.getByRole('button', { name: 'Record the decision' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.filter({ hasText: 'peak 9.5 °C' })).toContainText('Released by');
  await waitForMail({ to: customer.user.email, subject: 'excursion reviewed: released' });

  // A stranger opens the QR code's page and sees the same summary.
  const stranger = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/verify/${reportDigest}`);
  await expect(strangerPage.getByText('Verified: this digest belongs to a report we issued.')).toBeVisible();
  await expect(strangerPage.getByText(number)).toBeVisible();
  await expect(strangerPage.getByText('2 °C to 6 °C (set 4 °C)')).toBeVisible();
  await expect(strangerPage.getByRole('listitem').filter({ hasText: 'peak 9.5 °C' })).toContainText('Released');
  await expect(strangerPage.getByRole('listitem').filter({ hasText: 'peak 9 °C' })).toContainText('Awaiting review');
  await strangerPage.goto(`/verify/${'0'.repeat(64)}`);
  await expect(strangerPage.getByText('No document has this digest. Check that it was copied completely.')).toBeVisible();
});
