import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, signUp, test, useSession } from '../support/fixtures';
import { addVehicle, signInStaff } from '../support/staff';
import { bookingBody } from '../bookings/seed';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function perishableBooking(request: APIRequestContext, token: string) {
  const res = await request.post('/api/v1/bookings/', { headers: auth(token), data: bookingBody({ goodsType: 'Food', isPerishable: true, tempControlCelsius: 2 }) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { _id: string; trackingNumber: string; version: number };
}

async function issueKey(request: APIRequestContext, token: string, vehicleId: string) {
  const res = await request.post('/api/v1/ops/device-keys', { headers: auth(token), data: { vehicleId } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { _id: string; key: string };
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

test.describe('cold-chain temperature log', () => {
  test('a customer’s perishable booking shows an empty temperature log until readings arrive; a revoked device key is refused', async ({ page, request }) => {
    const customer = await signUp(request);
    const booking = await perishableBooking(request, customer.token);
    const ops = await signInStaff(request, 'operator');
    // A vehicle of its own: the sensor's readings go to every booking its vehicle carries.
    const vehicleId = `RF-${Date.now().toString(36)}`.toUpperCase();
    await addVehicle(request, ops.token, { id: vehicleId });
    const { _id, key } = await issueKey(request, ops.token, vehicleId);

    // The vehicle carries nothing yet: the sensor's reading belongs to no booking.
    const unassigned = await request.post('/api/v1/telemetry/readings', { headers: { 'X-Device-Key': key }, data: { readings: [{ at: minutesAgo(1), celsius: 3 }] } });
    expect((await unassigned.json()).data).toEqual({ accepted: 0, duplicates: 0, unassigned: 1 });
    expect((await request.delete(`/api/v1/ops/device-keys/${_id}`, { headers: auth(ops.token) })).status()).toBe(200);
    const refused = await request.post('/api/v1/telemetry/readings', { headers: { 'X-Device-Key': key }, data: { readings: [{ at: minutesAgo(1), celsius: 3 }] } });
    expect(refused.status()).toBe(401);

    await useSession(page, customer);
    await page.goto(`/bookings/${booking._id}`);
    await expect(page.getByRole('heading', { name: 'Temperature Log' })).toBeVisible();
    await expect(page.getByText('No temperature readings yet.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  test('a sensor on the booking’s vehicle reports an excursion: the customer sees it on the chart and downloads the CSV', async ({ page, request }) => {
    const customer = await signUp(request);
    const booking = await perishableBooking(request, customer.token);
    const ops = await signInStaff(request, 'operator');
    const driver = await signInStaff(request, 'driver1');
    // A vehicle of its own: the sensor's readings go to every booking its vehicle carries.
    const vehicleId = `RF-${Date.now().toString(36)}`.toUpperCase();
    await addVehicle(request, ops.token, { id: vehicleId });
    // Assigning is the console's move (POST /bookings/{id}/events, decision 0019); here it is called directly.
    const confirm = await request.post(`/api/v1/bookings/${booking._id}/events`, { headers: auth(ops.token), data: { type: 'confirm', version: booking.version, unpaidReason: 'Pays on delivery' } });
    const confirmed = (await confirm.json()).data as { version: number };
    const assign = await request.post(`/api/v1/bookings/${booking._id}/events`, {
      headers: auth(ops.token),
      data: { type: 'assign', version: confirmed.version, driverId: driver.user._id, vehicleId },
    });
    expect(assign.status(), await assign.text()).toBe(200);
    const { key } = await issueKey(request, ops.token, vehicleId);
    // Readings count for the booking from its assignment on; the API takes readings up to two minutes ahead of its clock.
    const readings = [2, 3, 6.5, 7, 3, 2].map((celsius, i) => ({ at: new Date(Date.now() + (i + 1) * 5_000).toISOString(), celsius }));
    const sent = await request.post('/api/v1/telemetry/readings', { headers: { 'X-Device-Key': key }, data: { readings } });
    expect((await sent.json()).data).toEqual({ accepted: 6, duplicates: 0, unassigned: 0 });

    await useSession(page, customer);
    await page.goto(`/bookings/${booking._id}`);
    await expect(page.getByTestId('temperature-plot').locator('canvas').first()).toBeVisible();
    await expect(page.getByText(/^\d+(\.\d)?% of the time in band$/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /Above the band from .+ closed .+ peak 7 °C/ })).toBeVisible();
    await expect(page.getByTestId('temperature-summary')).toContainText('6 temperature readings');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`temperature-log-${booking.trackingNumber}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toBe('at,celsius,source,inBand');
    expect(csv.trim().split('\n')).toHaveLength(7);
  });

  test('the public pages never download the chart library', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(scripts.some((url) => url.includes('temperature-plot'))).toBe(false);
  });
});
