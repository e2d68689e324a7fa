import type { Booking } from '@meridian/contracts';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { ExcursionStateModel } from '../../src/modules/cold-chain/excursion-state.model';
import { sweepPendingTransitions } from '../../src/modules/cold-chain/excursions.service';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { WebhookDeliveryModel } from '../../src/modules/webhooks/webhooks.model';
import { buildTestApp, signUp } from '../support/app';
import { cast, outForDelivery, postEvent, type Cast } from '../support/shipments';
import { createWebhookAs } from '../support/webhooks';
import { assignVehicle, issueKey, minutesAgo, perishableBooking, postReadings, signUpAs, uniqueVehicle } from './cold-chain-kit';

// Decision 0069: an excursion's opening or closing is recorded with the state that makes it, and removed once its
// reactions have run; the event sweep announces what a dead process left behind, once.

const { app, composition } = buildTestApp();
const { ObjectId } = mongoose.Types;
const GRACE_MS = 30_000;
const later = () => new Date(Date.now() + GRACE_MS + 1_000);

async function onTheRoad(): Promise<{ people: Cast; booking: Booking }> {
  const people = await cast(app);
  const booking = await outForDelivery(app, people, { goodsType: 'Food', isPerishable: true, tempControlCelsius: 4 });
  return { people, booking };
}
const reading = (people: Cast, id: string, celsius: number, at: string) => postEvent(app, people.driver.token, id, { type: 'reading', celsius, at });
const state = async (bookingId: string) => (await ExcursionStateModel.findOne({ bookingId: new ObjectId(bookingId) }).lean())!;
const told = (userId: string, bookingId: string) => NotificationModel.countDocuments({ userId: new ObjectId(userId), bookingId: new ObjectId(bookingId), event: 'excursion-opened' });
const mailed = (excursionId: string) => MailMessageModel.countDocuments({ dedupeKey: `excursion:${excursionId}:excursion-opened` });

/** What a kill -9 between the state's write and its reactions leaves: a second excursion open, recorded, untold. */
async function openedButNotAnnounced(bookingId: string, celsius: number): Promise<string> {
  const before = await state(bookingId);
  const id = new ObjectId().toHexString();
  const at = new Date();
  await ExcursionStateModel.updateOne(
    { _id: before._id, version: before.version },
    {
      $set: { lastAt: at, lastCelsius: celsius, pending: before.pending + 1 },
      $inc: { version: 1 },
      $push: {
        excursions: { id, openedAt: at, closedAt: null, closedBy: null, peakCelsius: celsius, direction: 'above', acknowledgement: null },
        pendingTransitions: { _id: new ObjectId(), kind: 'excursion-opened', excursionId: id, celsius, at, openedAt: at, peakCelsius: celsius, recordedAt: at },
      },
    },
  ).exec();
  return id;
}

describe('excursion announcements (decision 0069)', () => {
  it('when a reading opens and another closes an excursion, then their reactions run and the state keeps no record', async () => {
    const { people, booking } = await onTheRoad();
    expect((await reading(people, booking._id, 9.5, minutesAgo(3))).status).toBe(201);
    expect((await reading(people, booking._id, 4.1, minutesAgo(2))).status).toBe(201);
    expect((await state(booking._id)).pendingTransitions ?? []).toHaveLength(0);
    expect(await told(people.customer.id, booking._id)).toBe(1);
    expect((await sweepPendingTransitions(composition.events, { graceMs: GRACE_MS, now: later() })).announced).toBe(0);
  });

  it("when the process died after writing a booking's second opening, then the sweep tells the customer and the staff of that one once, and a second sweep does nothing", async () => {
    const { people, booking } = await onTheRoad();
    // The first excursion, opened and closed as usual: its opening is told.
    await reading(people, booking._id, 9.5, minutesAgo(3));
    await reading(people, booking._id, 4.1, minutesAgo(2));
    const second = await openedButNotAnnounced(booking._id, 9.5);
    expect(await told(people.customer.id, booking._id)).toBe(1);
    // Within the grace period the sweep leaves it: the request may still be announcing it.
    expect((await sweepPendingTransitions(composition.events, { graceMs: GRACE_MS })).announced).toBe(0);

    const outcome = await sweepPendingTransitions(composition.events, { graceMs: GRACE_MS, now: later() });
    expect(outcome).toMatchObject({ failed: 0 });
    // Same booking, same kind, same words as the first: told all the same, since it is another excursion.
    expect(await told(people.customer.id, booking._id)).toBe(2);
    expect(await told(people.operator.id, booking._id)).toBe(2);
    expect(await mailed(second)).toBe(1);
    expect((await state(booking._id)).pendingTransitions ?? []).toHaveLength(0);

    await sweepPendingTransitions(composition.events, { graceMs: GRACE_MS, now: later() });
    expect(await told(people.customer.id, booking._id)).toBe(2);
    expect(await mailed(second)).toBe(1);
  });

  it("when a sensor's batch opens and closes an excursion, then the owner's organization hears both, each told once, and the state keeps no record", async () => {
    const ops = await signUpAs(app, 'operator');
    const driver = await signUpAs(app, 'driver');
    const customer = await signUp(app);
    const webhook = await createWebhookAs(app, customer.token, { url: 'https://hooks.example.com/cold-chain', events: ['temperature.excursion'] });
    const booking = await perishableBooking(app, customer.token, 5);
    const vehicleId = uniqueVehicle();
    await assignVehicle(booking._id, vehicleId, driver.user._id, { assignedAt: new Date(Date.now() - 10 * 60_000) });
    const { key } = await issueKey(app, ops.token, vehicleId);

    const res = await postReadings(app, key, [
      { at: minutesAgo(3), celsius: 5 },
      { at: minutesAgo(2), celsius: 9.5 },
      { at: minutesAgo(1), celsius: 5.2 },
    ]);
    expect(res.status).toBe(200);
    const deliveries = await WebhookDeliveryModel.find({ endpointId: new ObjectId(webhook.id) }).sort({ createdAt: 1, _id: 1 }).lean();
    const states = deliveries.map((d) => JSON.parse(d.body) as { type: string; data: { booking: { _id: string }; excursion: { state: string } } });
    expect(states.map((b) => [b.type, b.data.booking._id, b.data.excursion.state])).toEqual([
      ['temperature.excursion', booking._id, 'opened'],
      ['temperature.excursion', booking._id, 'closed'],
    ]);
    expect(deliveries.every((d) => String(d.organizationId) === customer.user._id)).toBe(true);
    expect(await told(customer.user._id, booking._id)).toBe(1);
    expect((await state(booking._id)).pendingTransitions ?? []).toHaveLength(0);
    expect((await sweepPendingTransitions(composition.events, { graceMs: GRACE_MS, now: later() })).announced).toBe(0);
  });
});
