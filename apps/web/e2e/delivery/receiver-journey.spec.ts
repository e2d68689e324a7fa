import { formatTrackingNumber, trackingPagePath } from '@meridian/contracts';
import { bookingBody, dayFromToday } from '../bookings/seed';
import { bookingSsccs, pickUpOnPhone, signOnPad, typeSsccs } from '../driver/phone-moves';
import { expect, signUp, test, useSession, type Page } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mailbox';
import { SEEDED_TRUCK, signInStaff } from '../support/staff';

// Issue 49's journey (decisions 0108-0113, 0117): the receiver opens the link they were e-mailed and picks a window; the
// driver taps Out for delivery on the phone and the receiver's open page says so within 5 s; the driver moves
// (positions sent by the test, as the phone's batches are); the receiver's page shows the driver's marker and an
// arrival window within 5 s of each position; the driver taps Could not deliver; the receiver reschedules; the second
// attempt is delivered on the phone, and the map and the arrival window go.

const BALTIMORE = { lat: 39.2904, lng: -76.6122 };
const api = (path: string) => `/api/v1${path}`;

/** The phone's outbox sending a move of this booking, as the server answered it. */
const phoneSends = (phone: Page, id: string, type: string) =>
  phone.waitForResponse((r) => r.url().endsWith(`/api/v1/bookings/${id}/events`) && r.request().method() === 'POST' && (r.request().postDataJSON() as { type?: string }).type === type);

/** Out for delivery, tapped and confirmed on the phone; resolves when the tap lands, with its time. */
async function goOutForDelivery(phone: Page, id: string) {
  await phone.getByRole('button', { name: 'Out for delivery' }).click();
  const sent = phoneSends(phone, id, 'out-for-delivery');
  await phone.getByRole('button', { name: 'Confirm: Out for delivery' }).click();
  const tappedAt = Date.now();
  expect((await sent).status()).toBe(200);
  return tappedAt;
}

async function move(page: Page, token: string, id: string, body: Record<string, unknown>) {
  const response = await page.request.post(api(`/bookings/${id}/events`), { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { version: number } }).data;
}

test('the receiver chooses a window, follows the driver on the map, reschedules after a missed delivery, and sees it delivered', async ({ browser, request }) => {
  // The customer books with a receiver whose mailbox the test reads; the operator confirms and assigns driver1.
  const customer = await signUp(request);
  const receiverEmail = `receiver.${Date.now().toString(36)}@example.test`;
  const created = await request.post(api('/bookings/'), {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: bookingBody({
      receiverPerson: { name: 'Rae Receiver', phone: '+1 555 010 0399', email: receiverEmail },
      estimatedPickupDate: dayFromToday(0),
      estimatedDeliveryDate: dayFromToday(1),
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { _id: string; version: number; trackingNumber: string } }).data;
  const operator = await signInStaff(request, 'operator');
  const driver = await signInStaff(request, 'driver1');

  // Two people, two browsers, each where their phone says it is.
  const receiverContext = await browser.newContext({ geolocation: { latitude: 42.36, longitude: -71.06 }, permissions: ['geolocation'] });
  const driverContext = await browser.newContext({ geolocation: { latitude: BALTIMORE.lat, longitude: BALTIMORE.lng }, permissions: ['geolocation'], viewport: { width: 375, height: 812 }, hasTouch: true });
  const receiver = await receiverContext.newPage();
  const phone = await driverContext.newPage();

  const confirmed = await move(phone, operator.token, booking._id, { type: 'confirm', version: booking.version, unpaidReason: 'Pays on delivery' });
  await move(phone, operator.token, booking._id, { type: 'assign', version: confirmed.version, driverId: driver.user._id, vehicleId: SEEDED_TRUCK });

  // The receiver opens the link from the "on its way to you" e-mail and picks a window.
  const mail = await waitForMail({ to: receiverEmail, subject: /on its way to you/ });
  const link = linkIn(mail, trackingPagePath(booking.trackingNumber));
  expect(link.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{28}$/);
  await receiver.goto(link.pathname + link.search);
  const preferences = receiver.getByRole('form', { name: 'Your delivery preferences' });
  await expect(preferences).toBeVisible();
  const choice = preferences.getByLabel('When are you home?');
  const firstWindow = (await choice.locator('option').nth(2).textContent())!;
  await choice.selectOption({ label: firstWindow });
  await preferences.getByLabel(/Instructions for the driver/).fill('Blue door, ring twice');
  await preferences.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(preferences.getByRole('status')).toContainText(`Saved. We will deliver ${firstWindow}.`);

  // The driver sees the window and instructions on the job, picks up and goes out for delivery.
  await useSession(phone, driver);
  await phone.goto(`/driver/jobs/${booking._id}`);
  await expect(phone.getByTestId('receiver-preferences')).toContainText(firstWindow);
  await expect(phone.getByTestId('receiver-preferences')).toContainText('Blue door, ring twice');
  await pickUpOnPhone(phone, { ssccs: await bookingSsccs(request, operator.token, booking._id) });
  await expect(phone.getByRole('button', { name: 'Out for delivery' })).toBeVisible();
  const jobNow = async () =>
    ((await (await request.get(api(`/driver/jobs/${booking._id}`), { headers: { Authorization: `Bearer ${driver.token}` } })).json()) as { data: { version: number; milestone: string } }).data;
  // The phone's outbox sends the pickup a moment after the screen shows it.
  await expect.poll(async () => (await jobNow()).milestone).toBe('picked-up');

  // The driver taps Out for delivery; the receiver's page, still open on the first link, says so within 5 s.
  const tappedAt = await goOutForDelivery(phone, booking._id);
  await expect(receiver.getByTestId('shipment-status')).toHaveText('Out for Delivery', { timeout: 5_000 });
  await expect(receiver.getByText(/already out for delivery/)).toBeVisible({ timeout: Math.max(1, 5_000 - (Date.now() - tappedAt)) });
  expect(Date.now() - tappedAt).toBeLessThan(5_000);

  // The receiver opens the "out for delivery" e-mail's link.
  const outMail = await waitForMail({ to: receiverEmail, subject: /out for delivery/ });
  const outLink = linkIn(outMail, trackingPagePath(booking.trackingNumber));
  await receiver.goto(outLink.pathname + outLink.search);
  await expect(receiver.getByText(/already out for delivery/)).toBeVisible();

  // The driver moves: positions from the test, as the phone's batches send them; each shows within 5 s.
  const drive = [
    { lat: 42.25, lng: -71.0 },
    { lat: 42.3, lng: -71.03 },
  ];
  for (const point of drive) {
    const sent = await request.post(api('/driver/positions'), {
      headers: { Authorization: `Bearer ${driver.token}` },
      data: { positions: [{ at: new Date().toISOString(), lat: point.lat, lng: point.lng, accuracyM: 10, speedKmh: 40 }] },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const seen = receiver.waitForResponse((r) => r.url().includes(`/api/v1/tracking/${booking.trackingNumber}`) && r.status() === 200, { timeout: 5_000 });
    const answer = (await (await seen).json()) as { data: { position: { lat: number; lng: number } | null } };
    expect(answer.data.position).toMatchObject(point);
    await expect(receiver.getByTestId('delivery-map-card')).toBeVisible({ timeout: 5_000 });
    await expect(receiver.getByTestId('eta-window')).toContainText('Arriving', { timeout: 5_000 });
  }
  // Out for delivery, the window can no longer change.
  await expect(receiver.getByText(/already out for delivery/)).toBeVisible();

  // No one home: the driver taps Could not deliver and says why.
  await phone.getByRole('button', { name: 'Could not deliver' }).click();
  await phone.getByRole('group', { name: /Why could you not deliver/ }).getByRole('radio', { name: 'No one was home' }).check();
  const failed = phoneSends(phone, booking._id, 'delivery-failed');
  await phone.getByRole('button', { name: 'Record failed attempt' }).click();
  expect((await failed).status()).toBe(200);
  const missed = await waitForMail({ to: receiverEmail, subject: /we missed you/ });
  const rescheduleLink = linkIn(missed, trackingPagePath(booking.trackingNumber));

  // The receiver reschedules through the link of the "we missed you" e-mail.
  await receiver.goto(rescheduleLink.pathname + rescheduleLink.search);
  const again = receiver.getByRole('form', { name: 'Your delivery preferences' });
  const later = (await again.getByLabel('When are you home?').locator('option').nth(5).textContent())!;
  await again.getByLabel('When are you home?').selectOption({ label: later });
  await again.getByRole('button', { name: 'Save my preferences' }).click();
  await expect(again.getByRole('status')).toContainText(`Saved. We will deliver ${later}.`);

  // The driver opens the job again and sees the new window (the receiver's change moved the booking on, so a screen
  // drawn before it would send a stale version); the second attempt delivers; the map and the arrival window go.
  await phone.goto(`/driver/jobs/${booking._id}`);
  await expect(phone.getByTestId('receiver-preferences')).toContainText(later);
  await goOutForDelivery(phone, booking._id);
  await phone.getByRole('button', { name: 'Delivered' }).click();
  await typeSsccs(phone, await bookingSsccs(request, operator.token, booking._id));
  await phone.getByLabel(/Receiver’s printed name/).fill('Rae Receiver');
  await signOnPad(phone);
  const delivered = phoneSends(phone, booking._id, 'deliver');
  await phone.getByRole('button', { name: 'Submit delivery' }).click();
  expect((await delivered).status()).toBe(200);
  await expect(phone.getByText('This job is done. Nothing more to do here.')).toBeVisible();
  await expect(receiver.getByTestId('delivery-map-card')).toHaveCount(0, { timeout: 5_000 });
  await expect(receiver.getByTestId('eta-window')).toHaveCount(0);
  await expect(receiver.getByText(formatTrackingNumber(booking.trackingNumber)).first()).toBeVisible();

  await receiverContext.close();
  await driverContext.close();
});
