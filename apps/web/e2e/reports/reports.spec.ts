import { readFile } from 'node:fs/promises';
import { formatTrackingNumber } from '@meridian/contracts';
import type { APIRequestContext } from '@playwright/test';
import { bookingBody, dayFromToday } from '../bookings/seed';
import { expect, signUp, test, useSession, type Page } from '../support/fixtures';
import { SEEDED_TRUCK, signInStaff } from '../support/staff';

// Decision 0026: a customer rates a delivered shipment on its detail page, sees the rating in the KPIs of /reports, and
// downloads both CSVs built from their own bookings; an operator sees the same figures for that customer.

type Moved = { _id: string; version: number; trackingNumber: string };

async function send(request: APIRequestContext, token: string, booking: Moved, body: Record<string, unknown>): Promise<Moved> {
  const res = await request.post(`/api/v1/bookings/${booking._id}/events`, { headers: { Authorization: `Bearer ${token}` }, data: { version: booking.version, ...body } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Moved }).data;
}

/** A signature as a phone would send it: a stroke drawn on a canvas, as a PNG data URL. */
async function signatureFrom(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 40;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 120, 40);
    ctx.strokeStyle = '#000';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(5, 30);
    ctx.lineTo(60, 8);
    ctx.lineTo(115, 32);
    ctx.stroke();
    return canvas.toDataURL('image/png');
  });
}

async function downloadCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generate & Download Report' }).click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('a customer rates a delivered shipment, sees it in the report KPIs, downloads both CSVs, and an operator sees the same for that customer', async ({ page, browser, request }) => {
  const customer = await signUp(request);
  const created = await request.post('/api/v1/bookings/', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: bookingBody({ estimatedPickupDate: dayFromToday(0), estimatedDeliveryDate: dayFromToday(1) }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const booked = ((await created.json()) as { data: Moved & { emissions: { co2eWtwKg: number } } }).data;
  let booking: Moved = booked;
  const tracking = formatTrackingNumber(booking.trackingNumber);
  // Decision 0099: the shipping CSV carries the mode and the booking's own CO2e, as it was stored when booked.
  const co2e = booked.emissions.co2eWtwKg.toFixed(3);

  // The carrier takes it all the way (through the API: the console and driver journeys have their own specs).
  const operator = await signInStaff(request, 'operator');
  const driver = await signInStaff(request, 'driver1');
  booking = await send(request, operator.token, booking, { type: 'confirm', unpaidReason: 'Pays on delivery' });
  booking = await send(request, operator.token, booking, { type: 'assign', driverId: driver.user._id, vehicleId: SEEDED_TRUCK });
  booking = await send(request, driver.token, booking, { type: 'pickup', location: { place: 'Baltimore depot' } });
  booking = await send(request, driver.token, booking, { type: 'out-for-delivery' });
  await page.goto('/');
  booking = await send(request, driver.token, booking, { type: 'deliver', receiverName: 'Rex Receiver', signature: await signatureFrom(page) });

  // The owner rates it once on its detail page.
  await useSession(page, customer);
  await page.goto(`/bookings/${booking._id}`);
  const rating = page.getByRole('region', { name: 'Your Rating' });
  await rating.getByRole('radio', { name: '4 stars' }).click();
  await rating.getByLabel(/Comment/).fill('Careful and on time');
  await rating.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(rating.getByText('4/5')).toBeVisible();
  await expect(rating.getByText('“Careful and on time”')).toBeVisible();
  await expect(rating.getByRole('button', { name: 'Submit Rating' })).toHaveCount(0);

  // /reports: Last 30 Days, the KPIs from the API.
  await page.goto('/reports');
  await expect(page.getByLabel('Time Period')).toHaveValue('30d');
  await expect(page.getByTestId('kpi-rating')).toHaveText('4/5');
  await expect(page.getByTestId('kpi-shipments')).toHaveText('1');
  await expect(page.getByTestId('kpi-revenue')).toHaveText('$0.00');

  const today = new Date().toISOString().slice(0, 10);
  const shipping = await downloadCsv(page);
  expect(shipping.name).toBe('shipping-analytics-30d.csv');
  const shippingLines = shipping.text.split('\r\n');
  expect(shippingLines[0]).toBe('Date,Shipment ID,Origin,Destination,Weight,Status,Revenue,Mode,CO2e WTW (kg)');
  expect(shippingLines).toContain(`${today},${tracking},"Baltimore, MD","Boston, MA",120.5,Delivered,0.00,Road Truck,${co2e}`);
  await expect(page.getByText('Downloaded shipping-analytics-30d.csv.')).toBeVisible();

  await page.getByText('Performance Analytics').click();
  await page.getByLabel('Time Period').selectOption('7d');
  const analytics = await downloadCsv(page);
  expect(analytics.name).toBe('analytics-analytics-7d.csv');
  const analyticsLines = analytics.text.split('\r\n').filter(Boolean);
  expect(analyticsLines[0]).toBe('Date,Revenue,Shipments,Avg Weight,Customer Satisfaction,CO2e WTW (kg),Claims Opened,Claims Settled');
  expect(analyticsLines).toHaveLength(8);
  expect(analyticsLines.at(-1)).toBe(`${today},0.00,1,120.5,4.0,${co2e},0,0.00`);

  // Custom Date Range shows its two dates, validated before anything is asked for.
  await page.getByLabel('Time Period').selectOption('custom');
  await page.getByLabel(/From/).fill(dayFromToday(1));
  await page.getByLabel(/To/).fill(dayFromToday(0));
  await expect(page.getByText('From date must be on or before To date')).toBeVisible();

  // The operator's console: the same figures for this customer, by e-mail.
  const opsContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ops = await opsContext.newPage();
  await ops.addInitScript(() => sessionStorage.setItem('meridian.splashSeen', 'true'));
  await useSession(ops, operator);
  await ops.goto('/ops/reports');
  await ops.getByLabel(/Customer/).fill(customer.user.email);
  await expect(ops.getByTestId('kpi-shipments')).toHaveText('1');
  await expect(ops.getByTestId('kpi-rating')).toHaveText('4/5');
  await opsContext.close();
});
