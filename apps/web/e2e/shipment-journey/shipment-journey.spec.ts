import { readFile } from 'node:fs/promises';
import { formatTrackingNumber } from '@meridian/contracts';
import { bookingBody, dayFromToday } from '../bookings/seed';
import { expect, signUp, test, useSession, type Page } from '../support/fixtures';
import { bookingSsccs, finishWithoutUnscanned, pickUpOnPhone } from '../driver/phone-moves';
import { signInStaff } from '../support/staff';

// The whole shipment promise in one journey: an operator confirms and assigns a booking; the driver (a phone) picks it
// up, posts a reading outside the band, goes out for delivery and delivers with a drawn signature; meanwhile the
// customer's dashboard receives the notifications without reloading, and the public tracking page shows the timeline
// at Delivered, the temperature chart with the excursion, and the proof-of-delivery PDF for the owner.

/** A signature drawn with the mouse on the pad (the driver spec draws one with a finger). */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: /signature/i });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 30 + step * 25, box.y + box.height / 2 + (step % 2 ? -30 : 25));
  await page.mouse.up();
}

test('a perishable shipment moves from booking to proof of delivery, live for its customer and on the public tracking page', async ({ page, browser, request }) => {
  const customer = await signUp(request);
  const created = await request.post('/api/v1/bookings/', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: bookingBody({ isPerishable: true, tempControlCelsius: 4, estimatedPickupDate: dayFromToday(0), estimatedDeliveryDate: dayFromToday(1) }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { _id: string; trackingNumber: string } }).data;
  const tracking = formatTrackingNumber(booking.trackingNumber);

  // The customer watches the dashboard; nothing below reloads it.
  await useSession(page, customer);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // The operator confirms and assigns in the console.
  const opsContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ops = await opsContext.newPage();
  const operator = await signInStaff(request, 'operator');
  await useSession(ops, operator);
  await ops.goto(`/ops/bookings/${booking._id}`);
  await expect(ops.getByRole('heading', { level: 1, name: tracking })).toBeVisible();
  await ops.getByRole('button', { name: 'Confirm', exact: true }).click();
  const confirm = ops.getByRole('dialog', { name: 'Confirm booking' });
  await confirm.getByLabel(/Reason to confirm before payment/).fill('Pays on delivery');
  await confirm.getByRole('button', { name: 'Confirm unpaid booking' }).click();
  await expect(ops.getByText('Booking confirmed.')).toBeVisible();
  await ops.getByRole('button', { name: 'Assign driver' }).click();
  const assign = ops.getByRole('dialog', { name: 'Assign driver' });
  // Each driver is offered with their jobs that day, which other journeys change: chosen by name, whatever the count.
  await assign.getByLabel(/^Driver/).selectOption((await assign.getByRole('option', { name: /^Diego Ramos \(/ }).getAttribute('value'))!);
  // Perishable: only refrigerated vehicles can be chosen (decision 0047).
  await expect(assign.getByRole('option', { name: /^TRK-102 .*\(not refrigerated\)$/ })).toBeDisabled();
  await assign.getByLabel(/^Vehicle/).selectOption('TRK-101');
  await assign.getByRole('button', { name: 'Assign driver' }).click();
  await expect(ops.getByText('Driver assigned.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();

  // The driver, on a phone, makes the moves where the freight is.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const driver = await phone.newPage();
  await useSession(driver, await signInStaff(request, 'driver1'));
  await driver.goto(`/driver/jobs/${booking._id}`);
  await pickUpOnPhone(driver, { ssccs: await bookingSsccs(request, operator.token, booking._id) });
  await expect(driver.getByRole('button', { name: 'Out for delivery' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible();

  await driver.getByRole('button', { name: 'Temperature reading' }).click();
  await driver.getByLabel(/Temperature now/).fill('9');
  await driver.getByRole('button', { name: 'Send reading' }).click();
  // One excursion opens: one notification, however many readings follow.
  await expect(page.getByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible();

  await driver.getByRole('button', { name: 'Out for delivery' }).click();
  await driver.getByRole('button', { name: 'Confirm: Out for delivery' }).click();
  await expect(page.getByRole('button', { name: 'Notifications, 6 unread' })).toBeVisible();

  await driver.getByRole('button', { name: 'Delivered' }).click();
  await driver.getByLabel(/Receiver’s printed name/).fill('Rex Receiver');
  await sign(driver);
  await driver.getByRole('button', { name: 'Submit delivery' }).click();
  await finishWithoutUnscanned(driver);
  await expect(driver.getByText('This job is done. Nothing more to do here.')).toBeVisible();

  // The customer's bell got every step live; the delivery also closed the excursion still open (decision 0041).
  await expect(page.getByRole('button', { name: 'Notifications, 8 unread' })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications, 8 unread' }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  for (const title of ['Excursion closed', 'Shipment delivered', 'Out for delivery', 'Temperature out of range', 'Shipment picked up', 'Driver assigned', 'Booking confirmed']) {
    await expect(panel.getByText(title, { exact: true })).toBeVisible();
  }

  // The public tracking page, as the owner: Delivered, the chart with the excursion, and the proof of delivery.
  await page.goto(`/track?id=${booking.trackingNumber}`);
  await expect(page.getByTestId('shipment-status')).toHaveText('Delivered');
  await expect(page.getByTestId('shipment-progress')).toHaveText('100%');
  const steps = page.getByRole('region', { name: 'Shipment timeline' }).getByRole('listitem');
  await expect(steps.last()).toHaveAttribute('data-completed', 'true');
  const temperature = page.getByRole('region', { name: 'Temperature' });
  await expect(temperature.getByTestId('temperature-plot').locator('canvas').first()).toBeVisible();
  await expect(temperature.getByRole('listitem').filter({ hasText: /Above the band from .+ closed .+ at delivery, peak 9 °C/ })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Proof of delivery' }).click()]);
  expect(download.suggestedFilename()).toBe(`proof-of-delivery-${booking.trackingNumber}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // A stranger with the number sees the same timeline and chart, but no documents.
  const stranger = await browser.newPage();
  await stranger.goto(`/track?id=${booking.trackingNumber}`);
  await expect(stranger.getByTestId('shipment-status')).toHaveText('Delivered');
  await expect(stranger.getByRole('region', { name: 'Temperature' })).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Download Proof of delivery' })).toHaveCount(0);

  await Promise.all([opsContext.close(), phone.close(), stranger.close()]);
});
