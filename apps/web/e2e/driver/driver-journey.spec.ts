import { formatTrackingNumber } from '@meridian/contracts';
import { expect, test, useSession, type Page } from '../support/fixtures';
import { signInStaff } from '../support/staff';
import { bookingSsccs, finishWithoutUnscanned, pickUpOnPhone } from './phone-moves';
import { assignedJob } from './setup';

// The driver's day on a phone (decision 0022), against the real API (the moves go through POST /bookings/{id}/events).
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const eventResponse = (page: Page, id: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/v1/bookings/${id}/events`) && response.request().method() === 'POST');

/** A finger signing: touch events through the DevTools protocol, so the pad sees pointerType "touch". */
async function signWithFinger(page: Page) {
  const pad = page.getByRole('img', { name: /signature/i });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const at = (dx: number, dy: number) => [{ x: box.x + dx, y: box.y + dy }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(30, 120) });
  for (let step = 1; step <= 12; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(30 + step * 22, 120 + (step % 2 ? -40 : 30)) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** How many dark pixels the signature image holds, decoded by the browser itself. */
function inkPixels(page: Page, png: string) {
  return page.evaluate(async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 200) dark++;
    return dark;
  }, png);
}

test('a driver picks up, reports, goes out for delivery and delivers offline with a drawn signature, sent once back online', async ({ page, context, request }) => {
  const job = await assignedJob(request);
  const driver = await signInStaff(request, 'driver1');
  await useSession(page, driver);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 39.2904, longitude: -76.6122 });

  await page.goto('/driver');
  await expect(page.getByText(`Driver · ${driver.user.firstName} ${driver.user.lastName}`)).toBeVisible();
  const today = page.getByRole('region', { name: /Today/ });
  const card = today.getByTestId('driver-job-card').filter({ hasText: formatTrackingNumber(job.trackingNumber) });
  await expect(card).toContainText('Keep at 4 °C');
  await expect(card).toContainText('Fragile');
  await expect(card.getByRole('link', { name: /Pickup contact: Pia Pickup/ })).toHaveAttribute('href', 'tel:+15550100300');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.getByRole('link', { name: formatTrackingNumber(job.trackingNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`/driver/jobs/${job.id}$`));

  // Picked up.
  const pickup = page.getByRole('button', { name: 'Picked up' });
  expect((await pickup.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  let sent = eventResponse(page, job.id);
  await pickUpOnPhone(page, { ssccs: await bookingSsccs(request, job.operatorToken, job.id) });
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Out for delivery' })).toBeVisible();

  // Location update with the phone's position.
  await page.getByRole('button', { name: 'Location update' }).click();
  await expect(page.getByLabel(/Where are you/)).toHaveValue('Near 39.29040, -76.61220');
  sent = eventResponse(page, job.id);
  await page.getByRole('button', { name: 'Send location' }).click();
  expect((await sent).request().postDataJSON()).toMatchObject({ type: 'location', location: { coordinates: { lat: 39.2904, lng: -76.6122 } } });

  // A reading outside the 2-6 °C band.
  await page.getByRole('button', { name: 'Temperature reading' }).click();
  await expect(page.getByText('Allowed: 2 to 6 °C (set 4 °C ± 2)')).toBeVisible();
  await page.getByLabel(/Temperature now/).fill('9');
  sent = eventResponse(page, job.id);
  await page.getByRole('button', { name: 'Send reading' }).click();
  // A reading adds to the temperature log: 201 Created.
  expect((await sent).status()).toBe(201);

  // Out for delivery.
  await page.getByRole('button', { name: 'Out for delivery' }).click();
  sent = eventResponse(page, job.id);
  await page.getByRole('button', { name: 'Confirm: Out for delivery' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('link', { name: /Receiver: Rex Receiver/ })).toBeVisible();

  // The connection drops at the door: the delivery is kept on the phone.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Delivered' }).click();
  await page.getByLabel(/Receiver’s printed name/).fill('Rex Receiver');
  await signWithFinger(page);
  await page.getByRole('button', { name: 'Submit delivery' }).click();
  // Offline, nothing was scanned this time: the driver finishes without the scans.
  await finishWithoutUnscanned(page);
  await expect(page.getByRole('region', { name: '1 update waiting to be sent' })).toContainText(`Delivered · ${formatTrackingNumber(job.trackingNumber)}`);
  await expect(page.getByRole('img', { name: '1 update waiting to be sent' })).toBeVisible();
  await expect(page.getByText(/Delivered\. The proof of delivery is saved on this phone/)).toBeVisible();

  // Back online: sent once, with the signature the finger drew.
  sent = eventResponse(page, job.id);
  await context.setOffline(false);
  const delivered = await sent;
  expect(delivered.status()).toBe(200);
  const body = delivered.request().postDataJSON() as { type: string; receiverName: string; signature: string };
  expect(body).toMatchObject({ type: 'deliver', receiverName: 'Rex Receiver' });
  expect(body.signature).toMatch(/^data:image\/png;base64,/);
  expect(await inkPixels(page, body.signature)).toBeGreaterThan(200);
  await expect(page.getByText('All updates sent.')).toBeVisible();
  await expect(page.getByRole('region', { name: /waiting to be sent/ })).toHaveCount(0);
  await expect(page.getByText('This job is done. Nothing more to do here.')).toBeVisible();

  const stored = await request.get(`/api/v1/ops/bookings/${job.id}`, { headers: { Authorization: `Bearer ${job.operatorToken}` } });
  const booking = ((await stored.json()) as { data: { milestone: string; status: string; proofOfDelivery: { receiverName: string } | null } }).data;
  expect(booking).toMatchObject({ milestone: 'delivered', status: 'delivered', proofOfDelivery: { receiverName: 'Rex Receiver' } });
});

test('when a driver opens another driver’s job, then the screen says it is not theirs', async ({ page, request }) => {
  const job = await assignedJob(request, 'driver1');
  await useSession(page, await signInStaff(request, 'driver2'));
  await page.goto(`/driver/jobs/${job.id}`);
  await expect(page.getByRole('alert')).toContainText('This job is not assigned to you, or it no longer exists.');
  await expect(page.getByRole('button', { name: 'Picked up' })).toHaveCount(0);
});
