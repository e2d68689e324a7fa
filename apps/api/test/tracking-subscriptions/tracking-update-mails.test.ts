import { formatTrackingNumber, trackingPagePath, type Booking } from '@meridian/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { TrackingSubscriptionModel } from '../../src/modules/tracking-subscriptions/tracking-subscriptions.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, createBooking, uniqueEmail } from '../support/app';
import { assignedBooking, cast, fleetVehicle, move, type Cast } from '../support/shipments';
import { mailsTo, subscribe, subscribeAndConfirm, tokenOf, unsubscribe } from './subscriptions-kit';

const BASE = 'https://track.meridian.test';
const { app, composition } = buildTestApp({ APP_BASE_URL: BASE });

let people: Cast;
let ownerEmail: string;

beforeAll(async () => {
  people = await cast(app);
  ownerEmail = (await UserModel.findById(people.customer.id).lean().exec())!.email;
});

const updatesTo = (to: string) => mailsTo(to, 'tracking-update');
const pickup = (booking: Booking) => move(app, people.driver.token, booking, { type: 'pickup', location: { place: 'Oakland depot' } });

describe('tracking-update mails from shipment moves (decision 0030)', () => {
  it('when the shipment is picked up, then the owner and confirmed subscribers get one update each, a pending address none', async () => {
    const booking = await assignedBooking(app, people);
    const confirmed = uniqueEmail('confirmed');
    const waiting = uniqueEmail('waiting');
    await subscribeAndConfirm(app, booking.trackingNumber, confirmed);
    await subscribe(app, booking.trackingNumber, waiting).expect(202);
    const ownerBefore = (await updatesTo(ownerEmail)).length;

    const picked = await pickup(booking);

    const [update] = await updatesTo(confirmed);
    expect(await updatesTo(confirmed)).toHaveLength(1);
    expect(await updatesTo(waiting)).toHaveLength(0);
    expect((await updatesTo(ownerEmail)).length).toBe(ownerBefore + 1);
    const subscription = await TrackingSubscriptionModel.findOne({ bookingId: booking._id, email: confirmed }).lean().exec();
    expect(update).toMatchObject({
      template: 'tracking-update',
      status: 'queued',
      data: {
        trackingNumber: formatTrackingNumber(booking.trackingNumber),
        headline: 'Picked Up',
        detail: 'Your shipment has been picked up.',
        trackingUrl: `${BASE}${trackingPagePath(booking.trackingNumber)}`,
      },
      dedupeKey: `${booking._id}:${picked.statusHistory.length - 1}:${String(subscription!._id)}`,
    });
    // RFC 8058 one-click: the header's URL is the API's, the body's link the web page's, both with the same token.
    const token = tokenOf(update!.data.unsubscribeUrl!);
    expect(update!.data.unsubscribeUrl).toBe(`${BASE}/tracking/subscriptions/unsubscribe?token=${token}`);
    expect(update!.headers).toEqual({
      'List-Unsubscribe': `<${BASE}/api/v1/tracking-subscriptions/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('when the owner has never subscribed, then their row is made active with their account address on the first update', async () => {
    const booking = await assignedBooking(app, people);
    const rows = await TrackingSubscriptionModel.find({ bookingId: booking._id, kind: 'owner' }).lean().exec();
    // confirm and assign each reached a new step
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: ownerEmail, status: 'active' });
    const owned = (await updatesTo(ownerEmail)).filter((m) => m.dedupeKey?.startsWith(`${booking._id}:`));
    expect(owned.map((m) => m.data.headline)).toEqual(['Booking Confirmed', 'Assigned']);
  });

  it('when a subscriber unsubscribes by the link in an update, then the next step mails everyone else but not them', async () => {
    const booking = await assignedBooking(app, people);
    const leaver = uniqueEmail('leaver');
    const stayer = uniqueEmail('stayer');
    await subscribeAndConfirm(app, booking.trackingNumber, leaver);
    await subscribeAndConfirm(app, booking.trackingNumber, stayer);
    const picked = await pickup(booking);
    const [update] = await updatesTo(leaver);
    await unsubscribe(app, tokenOf(update!.data.unsubscribeUrl!)).expect(200);

    await move(app, people.driver.token, picked, { type: 'out-for-delivery' });
    expect((await updatesTo(leaver)).map((m) => m.data.headline)).toEqual(['Picked Up']);
    expect((await updatesTo(stayer)).map((m) => m.data.headline)).toEqual(['Picked Up', 'Out for Delivery']);
  });

  it('when the owner opts out with their token, then their later updates stop while subscribers still get theirs', async () => {
    const booking = await createBooking(app, people.customer.token);
    const confirmed = await move(app, people.operator.token, booking, { type: 'confirm', unpaidReason: 'Pays on delivery' });
    const follower = uniqueEmail('follower');
    await subscribeAndConfirm(app, booking.trackingNumber, follower);
    const [ownerMail] = (await updatesTo(ownerEmail)).filter((m) => m.dedupeKey?.startsWith(`${booking._id}:`));
    await unsubscribe(app, tokenOf(ownerMail!.data.unsubscribeUrl!)).expect(200);

    const assigned = await move(app, people.operator.token, confirmed, { type: 'assign', driverId: people.driver.id, vehicleId: await fleetVehicle(confirmed.vehicleType) });
    await pickup(assigned);
    const owned = (await updatesTo(ownerEmail)).filter((m) => m.dedupeKey?.startsWith(`${booking._id}:`));
    expect(owned.map((m) => m.data.headline)).toEqual(['Booking Confirmed']);
    expect((await updatesTo(follower)).map((m) => m.data.headline)).toEqual(['Assigned', 'Picked Up']);
    expect(await TrackingSubscriptionModel.findOne({ bookingId: booking._id, kind: 'owner' }).lean().exec()).toMatchObject({ status: 'unsubscribed' });
  });

  it('when a replayed event arrives, then no subscriber is mailed twice', async () => {
    const booking = await assignedBooking(app, people);
    const follower = uniqueEmail('replay');
    await subscribeAndConfirm(app, booking.trackingNumber, follower);
    const picked = await pickup(booking);
    const queued = await MailMessageModel.countDocuments({ template: 'tracking-update' }).exec();

    await composition.events.publish({ kind: 'shipment-moved', type: 'pickup', booking: picked, actorId: people.driver.id });
    await composition.events.publish({ kind: 'shipment-moved', type: 'pickup', booking: picked, actorId: people.driver.id });

    expect(await MailMessageModel.countDocuments({ template: 'tracking-update' }).exec()).toBe(queued);
    expect(await updatesTo(follower)).toHaveLength(1);
  });

  it('when a location ping keeps the step or the driver is reassigned, then nobody is mailed; the first ping after pickup is In Transit', async () => {
    const booking = await assignedBooking(app, people);
    const follower = uniqueEmail('pings');
    await subscribeAndConfirm(app, booking.trackingNumber, follower);
    const reassigned = await move(app, people.operator.token, booking, { type: 'assign', driverId: people.driver.id, vehicleId: await fleetVehicle(booking.vehicleType) });
    expect(await updatesTo(follower)).toHaveLength(0);
    const picked = await pickup(reassigned);
    const first = await move(app, people.driver.token, picked, { type: 'location', location: { place: 'Reno, NV' } });
    await move(app, people.driver.token, first, { type: 'location', location: { place: 'Salt Lake City, UT' } });
    expect((await updatesTo(follower)).map((m) => m.data.headline)).toEqual(['Picked Up', 'In Transit']);
  });

  it("when the owner's own address is also subscribed, then it gets one mail per step, not two", async () => {
    const booking = await assignedBooking(app, people);
    await subscribeAndConfirm(app, booking.trackingNumber, ownerEmail);
    await pickup(booking);
    const forPickup = (await updatesTo(ownerEmail)).filter((m) => m.dedupeKey?.startsWith(`${booking._id}:`) && m.data.headline === 'Picked Up');
    expect(forPickup).toHaveLength(1);
  });

  it("when the customer cancels with a reason, then subscribers read that it was cancelled, never the booking's notes", async () => {
    const booking = await createBooking(app, people.customer.token);
    const follower = uniqueEmail('cancel');
    await subscribeAndConfirm(app, booking.trackingNumber, follower);
    await request(app).patch(`/api/v1/bookings/cancel/${booking._id}`).set(bearer(people.customer.token)).expect(200);
    const [update] = await updatesTo(follower);
    expect(update?.data).toMatchObject({ headline: 'Cancelled', detail: 'This shipment has been cancelled.' });
    expect(JSON.stringify(update?.data)).not.toContain('loading bay');
  });
});
