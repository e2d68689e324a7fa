import { DELIVERY_PREFERENCES_MESSAGES, deliveryWindowsFor, todayCalendarDate, trackingShipmentSchema, type Booking } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { bearer, bookingPayload, buildTestApp, createBooking, expectErrorBody, uniqueEmail } from '../support/app';
import { assignedBooking, cast, move, type Cast } from '../support/shipments';

// Decision 0112: the receiver's signed link (`?t=`) shows their choices and, until the driver is out for delivery,
// lets them choose a window and leave instructions; the token comes from the e-mail they were sent.

const { app } = buildTestApp();

const receiverPerson = () => ({ name: 'Rae Receiver', phone: '+1 555 000 3333', email: uniqueEmail('rae') });

/** The token of the link in the receiver's "booked" e-mail, read from the mail queue. */
async function receiverToken(booking: Booking): Promise<string> {
  const mail = await MailMessageModel.findOne({ dedupeKey: `receiver:${booking._id}:booked` }).lean();
  expect(mail, 'the receiver was mailed their link').toBeTruthy();
  const url = new URL((mail!.data as { trackingUrl: string }).trackingUrl);
  expect(url.pathname).toMatch(/^\/track\/MX-/);
  return url.searchParams.get('t')!;
}

const track = (number: string, t?: string) => request(app).get(`/api/v1/tracking/${number}`).query(t === undefined ? {} : { t });
const prefer = (number: string, t: string | undefined, body: Record<string, unknown>) =>
  request(app).post(`/api/v1/tracking/${number}/delivery-preferences`).query(t === undefined ? {} : { t }).send(body);

const offered = (booking: Booking) => deliveryWindowsFor(booking.estimatedDeliveryDate, todayCalendarDate(new Date(), 'UTC'));

async function bookedFor(people: Cast) {
  const booking = await createBooking(app, people.customer.token, { receiverPerson: receiverPerson() });
  return { booking, token: await receiverToken(booking) };
}

describe('the receiver link on GET /api/v1/tracking/{trackingNumber}', () => {
  it('when the request carries the receiver token, then it answers the windows offered and the receiver block; without it, neither', async () => {
    const people = await cast(app);
    const { booking, token } = await bookedFor(people);

    const stranger = trackingShipmentSchema.parse((await track(booking.trackingNumber).expect(200)).body.data);
    expect(stranger.receiver).toBeUndefined();
    expect(stranger.deliveryWindows).toBeUndefined();

    const receiver = trackingShipmentSchema.parse((await track(booking.trackingNumber, token).expect(200)).body.data);
    expect(receiver.deliveryWindows).toEqual(offered(booking));
    expect(receiver.receiver).toMatchObject({ deliveryWindow: null, instructions: null, canChangePreferences: true });
    expect(receiver.receiver!.dropoff).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(receiver.receiver!.pickup).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it("when the token is another shipment's or tampered with, then the answer is a stranger's", async () => {
    const people = await cast(app);
    const first = await bookedFor(people);
    const second = await bookedFor(people);
    const other = (await track(second.booking.trackingNumber, first.token).expect(200)).body.data;
    expect(other.receiver).toBeUndefined();
    const flipped = first.token.slice(0, -2) + (first.token.endsWith('AA') ? 'BB' : 'AA');
    expect((await track(first.booking.trackingNumber, flipped).expect(200)).body.data.receiver).toBeUndefined();
  });
});

describe('POST /api/v1/tracking/{trackingNumber}/delivery-preferences', () => {
  it('when the receiver chooses an offered window and writes instructions before out for delivery, then both are kept, the version bumps and the driver reads them', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people, { receiverPerson: receiverPerson() });
    const token = await receiverToken(assigned);
    const window = offered(assigned)[4]!;

    const res = await prefer(assigned.trackingNumber, token, { window, instructions: 'Ring the side door; the dog is friendly.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shipment = trackingShipmentSchema.parse(res.body.data);
    expect(shipment.receiver).toMatchObject({ deliveryWindow: window, instructions: 'Ring the side door; the dog is friendly.', canChangePreferences: true });

    const stored = await BookingModel.findById(assigned._id).lean();
    expect(stored!.deliveryWindow).toMatchObject(window);
    expect(stored!.deliveryInstructions).toBe('Ring the side door; the dog is friendly.');
    expect(stored!.version).toBe(assigned.version + 1);

    // The driver's job shows them.
    const job = await request(app).get(`/api/v1/driver/jobs/${assigned._id}`).set(bearer(people.driver.token)).expect(200);
    expect(job.body.data).toMatchObject({ deliveryWindow: window, deliveryInstructions: 'Ring the side door; the dog is friendly.' });
  });

  it('when the shipment is out for delivery, then a change answers 409 and nothing changes', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people, { receiverPerson: receiverPerson() });
    const token = await receiverToken(assigned);
    const picked = await move(app, people.driver.token, assigned, { type: 'pickup', location: { place: 'Oakland depot' } });
    const out = await move(app, people.driver.token, picked, { type: 'out-for-delivery' });

    // Decision 0108: the driver's position is the receiver's to see while out for delivery, never a stranger's.
    await request(app)
      .post('/api/v1/driver/positions')
      .set(bearer(people.driver.token))
      .send({ positions: [{ at: new Date().toISOString(), lat: 39.7, lng: -104.9, accuracyM: 10, speedKmh: 40 }] })
      .expect(200);
    const seen = trackingShipmentSchema.parse((await track(out.trackingNumber, token).expect(200)).body.data);
    expect(seen.receiver!.canChangePreferences).toBe(false);
    expect(seen.deliveryWindows).toBeUndefined();
    expect(seen.position).toMatchObject({ lat: 39.7, lng: -104.9 });
    expect((await track(out.trackingNumber).expect(200)).body.data.position).toBeNull();

    const res = await prefer(out.trackingNumber, token, { instructions: 'Leave it with the neighbour' });
    expect(res.status).toBe(409);
    expectErrorBody(res.body, DELIVERY_PREFERENCES_MESSAGES.tooLate);
    const stored = await BookingModel.findById(out._id).lean();
    expect(stored!.deliveryInstructions).toBeUndefined();
    expect(stored!.version).toBe(out.version);
  });

  it('when the link is missing, tampered with or another shipment\'s, then it answers 401 and nothing changes', async () => {
    const people = await cast(app);
    const first = await bookedFor(people);
    const second = await bookedFor(people);
    const window = offered(first.booking)[0]!;
    for (const t of [undefined, '', 'not-a-token', second.token, `${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`]) {
      const res = await prefer(first.booking.trackingNumber, t, { window });
      expect(res.status, `t=${t}`).toBe(401);
      expectErrorBody(res.body, DELIVERY_PREFERENCES_MESSAGES.tokenInvalid);
    }
    expect((await BookingModel.findById(first.booking._id).lean())!.deliveryWindow).toBeUndefined();
  });

  it('when the shipment is final (cancelled), then its link no longer works: 401, and tracking answers a stranger', async () => {
    const people = await cast(app);
    const { booking, token } = await bookedFor(people);
    await request(app).patch(`/api/v1/bookings/cancel/${booking._id}`).set(bearer(people.customer.token)).expect(200);
    expect((await prefer(booking.trackingNumber, token, { instructions: 'Hello' })).status).toBe(401);
    expect((await track(booking.trackingNumber, token).expect(200)).body.data.receiver).toBeUndefined();
  });

  it('when the window is not one offered, then it answers 400 on `window`; the window already chosen may be sent back', async () => {
    const people = await cast(app);
    const { booking, token } = await bookedFor(people);
    const res = await prefer(booking.trackingNumber, token, { window: { date: booking.estimatedDeliveryDate, from: '09:00', to: '10:00' } });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, DELIVERY_PREFERENCES_MESSAGES.windowNotOffered);
    expect(res.body.fields).toMatchObject({ window: DELIVERY_PREFERENCES_MESSAGES.windowNotOffered });

    const late = { date: '2099-01-05', from: '08:00', to: '12:00' };
    expect((await prefer(booking.trackingNumber, token, { window: late })).status).toBe(400);

    // A window stored earlier (say, chosen in the wizard) and no longer offered is still accepted unchanged.
    await BookingModel.updateOne({ _id: booking._id }, { $set: { deliveryWindow: late } });
    const kept = await prefer(booking.trackingNumber, token, { window: late, instructions: 'Back door' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });

  it('when the window is null or the instructions empty, then each is cleared; a field left out is kept', async () => {
    const people = await cast(app);
    const { booking, token } = await bookedFor(people);
    const window = offered(booking)[2]!;
    await prefer(booking.trackingNumber, token, { window, instructions: 'Back door' }).expect(200);
    const onlyInstructions = await prefer(booking.trackingNumber, token, { instructions: '' }).expect(200);
    expect(onlyInstructions.body.data.receiver).toMatchObject({ deliveryWindow: window, instructions: null });
    const cleared = await prefer(booking.trackingNumber, token, { window: null }).expect(200);
    expect(cleared.body.data.receiver).toMatchObject({ deliveryWindow: null, instructions: null });
  });
});

describe('the wizard offers the same windows: POST /api/v1/bookings with deliveryWindow', () => {
  it('when the window is offered, then the booking keeps it; when not, then 400 on deliveryWindow', async () => {
    const people = await cast(app);
    const due = { estimatedDeliveryDate: todayCalendarDate(new Date(Date.now() + 12 * 86_400_000), 'UTC') };
    const window = deliveryWindowsFor(due.estimatedDeliveryDate, todayCalendarDate(new Date(), 'UTC'))[1]!;
    const booking = await createBooking(app, people.customer.token, { ...due, deliveryWindow: window });
    expect(booking.deliveryWindow).toEqual(window);

    const res = await request(app)
      .post('/api/v1/bookings/')
      .set(bearer(people.customer.token))
      .send({ ...bookingPayload(due), deliveryWindow: { ...window, from: '07:00' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ deliveryWindow: DELIVERY_PREFERENCES_MESSAGES.windowNotOffered });
  });
});
