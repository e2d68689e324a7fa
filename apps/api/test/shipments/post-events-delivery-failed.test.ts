import { attemptOfMax, MAX_DELIVERY_ATTEMPTS, type Booking, type WebhookDelivery } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DomainEventHandler } from '../../src/lib/domain-events';
import { BookingModel, type BookingDoc } from '../../src/modules/bookings/bookings.model';
import { sweepPendingMoves } from '../../src/modules/bookings/move-sweep';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { readProofFile } from '../../src/modules/shipments/proof-files.repository';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { cast, dataUrl, move, outForDelivery, personWithRole, pngBytes, postEvent, proofFilesFor, samePixels, type Cast } from '../support/shipments';
import { createWebhookAs, WEBHOOKS } from '../support/webhooks';

// Decision 0108: the driver records a failed delivery with a reason; the shipment waits for the next attempt, and the
// third failed attempt returns it to the sender (status `returned`), which the history, the bell, the mail and the
// webhooks all say.

let failNext = 0;
const failingReaction: DomainEventHandler = {
  name: 'test-failing-reaction',
  async handle(event) {
    if (event.kind !== 'shipment-moved' || event.type !== 'delivery-failed' || failNext === 0) return;
    failNext -= 1;
    throw new Error('reaction cut short');
  },
};
const { app, composition } = buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, { extraHandlers: [failingReaction] });

const GRACE_MS = 30_000;
const stored = async (id: string) => (await BookingModel.findById(id).lean<BookingDoc>())!;
const bell = (userId: string, event: 'delivery-failed' | 'returned') => NotificationModel.countDocuments({ userId: new mongoose.Types.ObjectId(userId), event });
const updateMails = (bookingId: string) =>
  MailMessageModel.find({ template: 'tracking-update', dedupeKey: new RegExp(`^${bookingId}:`) })
    .sort({ createdAt: 1 })
    .lean()
    .exec();

const fail = (token: string, booking: Pick<Booking, '_id' | 'version'>, body: Record<string, unknown> = { reason: 'no-one-home' }) =>
  postEvent(app, token, booking._id, { type: 'delivery-failed', version: booking.version, ...body });

/** The customer's endpoint for both new events (no worker runs, so deliveries stay queued and are read back as listed). */
async function customerEndpoint(people: Cast) {
  return createWebhookAs(app, people.customer.token, { url: 'http://127.0.0.1:9/hooks', events: ['shipment.delivery-failed', 'shipment.returned'] });
}
const deliveriesOf = async (token: string, id: string): Promise<WebhookDelivery[]> => {
  const res = await request(app).get(`${WEBHOOKS}/${id}/deliveries`).set(bearer(token));
  expect(res.status).toBe(200);
  return res.body.data as WebhookDelivery[];
};

/** One failed attempt, then out for delivery again: answers the shipment out again. */
async function failAndGoOut(people: Cast, booking: Booking, reason = 'no-one-home'): Promise<Booking> {
  const attempted = await move(app, people.driver.token, booking, { type: 'delivery-failed', reason });
  expect(attempted).toMatchObject({ status: 'in-transit', milestone: 'delivery-attempted' });
  return move(app, people.driver.token, attempted, { type: 'out-for-delivery' });
}

describe('POST /api/v1/bookings/{id}/events: delivery-failed (decision 0108)', () => {
  it('when the driver fails three times, then the shipment is returned to sender: status, history, attempts, bell, mail and webhooks say so, and a fourth attempt is refused', async () => {
    const people = await cast(app);
    const webhook = await customerEndpoint(people);
    let booking = await outForDelivery(app, people);
    booking = await failAndGoOut(people, booking, 'no-one-home');
    booking = await failAndGoOut(people, booking, 'no-access');

    const third = await fail(people.driver.token, booking, { reason: 'other', note: 'Gate locked, dog in the yard', location: { place: '12 Harbor St' } });
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect(third.body.message).toBe('Delivery failed recorded');
    const returned = third.body.data as Booking;
    expect(returned).toMatchObject({ status: 'returned', milestone: 'returned', version: booking.version + 1 });
    expect(returned.deliveryAttempts).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(returned.deliveryAttempts!.map((a) => a.reason)).toEqual(['no-one-home', 'no-access', 'other']);
    expect(returned.deliveryAttempts![2]).toMatchObject({ note: 'Gate locked, dog in the yard', place: '12 Harbor St', hasPhoto: false, byName: people.driver.name });
    expect(returned.statusHistory.filter((e) => e.event === 'delivery-failed').map((e) => [e.status, e.milestone])).toEqual([
      ['in-transit', 'delivery-attempted'],
      ['in-transit', 'delivery-attempted'],
      ['returned', 'returned'],
    ]);
    expect(returned.statusHistory.at(-1)).toMatchObject({ byRole: 'driver', note: 'Gate locked, dog in the yard', location: { place: '12 Harbor St' } });

    // The customer's own view agrees with the move's answer.
    const own = await request(app).get(`/api/v1/bookings/${booking._id}`).set(bearer(people.customer.token));
    expect(own.body.data).toMatchObject({ status: 'returned', milestone: 'returned' });
    expect(own.body.data.deliveryAttempts).toHaveLength(3);

    // The driver's list keeps the job returned today: the freight is still on the truck.
    const jobs = await request(app).get('/api/v1/driver/jobs').set(bearer(people.driver.token));
    expect(jobs.body.data.records.map((job: Booking) => [job._id, job.status])).toContainEqual([booking._id, 'returned']);

    // A fourth attempt (or any delivery) is refused: a returned shipment is final.
    const fourth = await fail(people.driver.token, returned);
    expect(fourth.status).toBe(409);
    expectErrorBody(fourth.body, 'This booking is returned to sender; it cannot take "Delivery failed".');
    const deliver = await postEvent(app, people.operator.token, booking._id, { type: 'deliver', version: returned.version, receiverName: 'X', signature: dataUrl(pngBytes()) });
    expect(deliver.status).toBe(409);
    expect((await stored(booking._id)).version).toBe(returned.version);

    // The bell: two attempts, one return, to the customer.
    expect(await bell(people.customer.id, 'delivery-failed')).toBe(2);
    expect(await bell(people.customer.id, 'returned')).toBe(1);
    // The owner's tracking-update mails name each attempt and the return.
    const mails = (await updateMails(booking._id)).map((m) => (m.data as { headline: string }).headline);
    expect(mails.filter((h) => h === 'Delivery attempted')).toHaveLength(2);
    expect(mails.at(-1)).toBe('Returned to sender');
    const attemptMail = (await updateMails(booking._id)).find((m) => (m.data as { headline: string }).headline === 'Delivery attempted')!;
    expect((attemptMail.data as { facts: [string, string][] }).facts).toEqual(expect.arrayContaining([['Attempt', attemptOfMax(1)], ['Reason', 'No one was home']]));

    // Webhooks: shipment.delivery-failed for the first two, shipment.returned for the third.
    const deliveries = await deliveriesOf(people.customer.token, webhook.id);
    expect(deliveries.map((d) => d.type).sort()).toEqual(['shipment.delivery-failed', 'shipment.delivery-failed', 'shipment.returned']);
  });

  it('when an attempt failed, then the driver can go out for delivery again and deliver, and the attempt stays on the booking', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const again = await failAndGoOut(people, out);
    expect(again).toMatchObject({ status: 'in-transit', milestone: 'out-for-delivery' });
    const delivered = await move(app, people.driver.token, again, { type: 'deliver', receiverName: 'Rae Receiver', signature: dataUrl(pngBytes()) });
    expect(delivered).toMatchObject({ status: 'delivered', milestone: 'delivered' });
    expect(delivered.deliveryAttempts).toHaveLength(1);
  });

  it('when the shipment is not out for delivery (or was just attempted), then delivery-failed answers 409 and nothing is written', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const attempted = await move(app, people.driver.token, out, { type: 'delivery-failed', reason: 'refused' });
    const twice = await fail(people.driver.token, attempted);
    expect(twice.status).toBe(409);
    expectErrorBody(twice.body, '"Delivery failed" is not possible while the booking is delivery attempted.');
    expect((await stored(out._id)).deliveryAttempts).toHaveLength(1);
  });

  it('when a driver not assigned to the job records a failed attempt, then it answers 404 like a missing booking; a customer gets 403', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const stranger = await personWithRole(app, 'driver', 'Sam', 'Other');
    const res = await fail(stranger.token, out);
    expect(res.status).toBe(404);
    expectErrorBody(res.body, 'Booking not found');
    expect((await fail(people.customer.token, out)).status).toBe(403);
    expect((await stored(out._id)).deliveryAttempts ?? []).toHaveLength(0);
  });

  it('when the reason is not in the list, or is "other" without a note, then it answers 400 naming that field and writes nothing', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const bad = await fail(people.driver.token, out, { reason: 'too-tired' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ reason: 'Choose why the delivery failed' });
    const missing = await fail(people.driver.token, out, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ reason: 'Choose why the delivery failed' });
    const other = await fail(people.driver.token, out, { reason: 'other' });
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ note: 'Say what happened in the note' });
    expect(await stored(out._id)).toMatchObject({ milestone: 'out-for-delivery', version: out.version });
  });

  it('when the attempt carries a photo, then it is kept as a proof file the owner, staff and the driver can open, and a stranger cannot', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const photo = pngBytes(90, 60);
    const attempted = await move(app, people.driver.token, out, { type: 'delivery-failed', reason: 'address-not-found', photo: dataUrl(photo) });
    expect(attempted.deliveryAttempts![0]).toMatchObject({ reason: 'address-not-found', hasPhoto: true });
    const file = await readProofFile((await stored(out._id)).deliveryAttempts![0]!.photoFileId!);
    expect(await samePixels(file!.bytes, photo)).toBe(true);
    expect(await proofFilesFor(out._id)).toBe(1);

    const path = `/api/v1/bookings/${out._id}/delivery-attempts/0/photo`;
    for (const token of [people.customer.token, people.operator.token, people.driver.token]) {
      const res = await request(app).get(path).set(bearer(token)).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const stranger = await signUp(app);
    expect((await request(app).get(path).set(bearer(stranger.token))).status).toBe(404);
    const none = await request(app).get(`/api/v1/bookings/${out._id}/delivery-attempts/1/photo`).set(bearer(people.customer.token));
    expect(none.status).toBe(404);
    expectErrorBody(none.body, 'This attempt has no photo.');
  });

  it('when the photo is not an image by its bytes, then it answers 400 on photo and neither the attempt nor a file is kept', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const res = await fail(people.driver.token, out, { reason: 'no-one-home', photo: `data:image/png;base64,${Buffer.from('<html>').toString('base64')}` });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['photo']);
    expect((await stored(out._id)).deliveryAttempts ?? []).toHaveLength(0);
    expect(await proofFilesFor(out._id)).toBe(0);
  });

  it('when the process is cut short after the third attempt is written, then the move sweep finishes it: the return is announced once (bell, webhook)', async () => {
    const people = await cast(app);
    const webhook = await customerEndpoint(people);
    let booking = await outForDelivery(app, people);
    booking = await failAndGoOut(people, booking);
    booking = await failAndGoOut(people, booking);

    failNext = 1;
    const res = await fail(people.driver.token, booking);
    // The move is saved; the reaction that failed reaches the caller's error path and leaves the announcement.
    expect(res.status).toBe(500);
    const left = await stored(booking._id);
    expect(left).toMatchObject({ status: 'returned', milestone: 'returned' });
    expect(left.deliveryAttempts).toHaveLength(3);
    expect(left.pendingMoves).toHaveLength(1);

    const outcome = await sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: new Date(Date.now() + GRACE_MS + 1_000) });
    expect(outcome.failed).toBe(0);
    expect((await stored(booking._id)).pendingMoves ?? []).toHaveLength(0);
    expect(await bell(people.customer.id, 'returned')).toBe(1);
    const types = (await deliveriesOf(people.customer.token, webhook.id)).map((d) => d.type);
    expect(types.filter((t) => t === 'shipment.returned')).toHaveLength(1);

    // A second sweep finds nothing left to announce.
    await sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: new Date(Date.now() + GRACE_MS + 1_000) });
    expect(await bell(people.customer.id, 'returned')).toBe(1);
  });
});
