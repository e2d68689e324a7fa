import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, DomainEventHandler } from '../../src/lib/domain-events';
import { pendingMoveFor } from '../../src/modules/bookings/booking-outbox';
import { BookingModel, type BookingDoc } from '../../src/modules/bookings/bookings.model';
import { sweepPendingMoves } from '../../src/modules/bookings/move-sweep';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { buildTestApp, createBooking } from '../support/app';
import { cast, move, postEvent } from '../support/shipments';

// Decision 0069: a move's write records its announcement; the reactions remove it once they have all run, and the move
// sweep announces what a dead process left behind, once.

const GRACE_MS = 30_000;
const later = () => new Date(Date.now() + GRACE_MS + 1_000);

// Every shipment-moved event these apps publish, and a reaction that can be told to fail.
const heard: DomainEvent[] = [];
let failNext = 0;
const listener: DomainEventHandler = {
  name: 'test-listener',
  async handle(event) {
    if (event.kind !== 'shipment-moved') return;
    heard.push(event);
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('reaction failed');
    }
  },
};
const { app, composition } = buildTestApp({}, { extraHandlers: [listener] });

const stored = async (id: string) => (await BookingModel.findById(id).lean<BookingDoc>())!;
const notices = (userId: string, event: 'confirmed' | 'cancelled') => NotificationModel.countDocuments({ userId: new mongoose.Types.ObjectId(userId), event });
const trackingMails = (bookingId: string) => MailMessageModel.countDocuments({ template: 'tracking-update', dedupeKey: new RegExp(`^${bookingId}:`) });

/** What a kill -9 between a move's write and its reactions leaves: the move and its announcement, nothing else. */
async function moveWrittenButNotAnnounced(id: string, actorId: string): Promise<void> {
  const before = await stored(id);
  const at = new Date();
  const pending = pendingMoveFor(before, { type: 'confirm', actorId, previousStatus: 'pending', at });
  await BookingModel.updateOne(
    { _id: id, version: before.version },
    {
      $set: { status: 'confirmed', milestone: 'confirmed' },
      $inc: { version: 1 },
      $push: { statusHistory: { status: 'confirmed', at, by: new mongoose.Types.ObjectId(actorId), event: 'confirm', milestone: 'confirmed', byRole: 'operator' }, pendingMoves: pending },
    },
  ).exec();
}

describe('move announcements (decision 0069)', () => {
  it('when a move and its reactions complete, then the booking keeps no announcement and the reactions ran once', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const confirmed = await move(app, people.operator.token, booking, { type: 'confirm', unpaidReason: 'Pays on delivery' });
    expect((await stored(booking._id)).pendingMoves ?? []).toHaveLength(0);
    expect(await notices(people.customer.id, 'confirmed')).toBe(1);
    expect((await sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: later() })).announced).toBe(0);
    expect(confirmed.status).toBe('confirmed');
  });

  it('when the process died between the move and its reactions, then the sweep announces it once, as the move left the booking, and a second sweep does nothing', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    await moveWrittenButNotAnnounced(booking._id, people.operator.id);
    expect(await notices(people.customer.id, 'confirmed')).toBe(0);
    // Within the grace period the sweep leaves it: the request may still be announcing it.
    expect((await sweepPendingMoves(composition.events, { graceMs: GRACE_MS })).announced).toBe(0);

    heard.length = 0;
    const first = await sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: later() });
    expect(first.failed).toBe(0);
    expect(first.announced).toBeGreaterThanOrEqual(1);
    const announced = heard.filter((e) => e.kind === 'shipment-moved' && e.booking._id === booking._id);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({ type: 'confirm', replayed: true, previousStatus: 'pending', booking: { status: 'confirmed', version: booking.version + 1 } });
    expect(await notices(people.customer.id, 'confirmed')).toBe(1);
    expect(await trackingMails(booking._id)).toBe(1);
    expect((await stored(booking._id)).pendingMoves ?? []).toHaveLength(0);

    await sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: later() });
    expect(await notices(people.customer.id, 'confirmed')).toBe(1);
    expect(await trackingMails(booking._id)).toBe(1);
  });

  it('when a later move landed before the sweep, then the earlier one is announced as it was, and the later one is not touched', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    await moveWrittenButNotAnnounced(booking._id, people.operator.id);
    const now = await stored(booking._id);
    await move(app, people.operator.token, { _id: booking._id, version: now.version }, { type: 'cancel', reason: 'Customer asked' });
    heard.length = 0;
    await sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: later() });
    const announced = heard.filter((e) => e.kind === 'shipment-moved' && e.booking._id === booking._id);
    expect(announced.map((e) => e.kind === 'shipment-moved' && [e.type, e.booking.status, e.booking.statusHistory.length])).toEqual([['confirm', 'confirmed', 2]]);
    expect(await notices(people.customer.id, 'confirmed')).toBe(1);
    expect(await notices(people.customer.id, 'cancelled')).toBe(1);
  });

  it('when a reaction fails, then the announcement stays, and the sweep finishes it without repeating what had run', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    failNext = 1;
    const res = await postEvent(app, people.operator.token, booking._id, { version: booking.version, type: 'confirm', unpaidReason: 'Pays on delivery' });
    // The move itself is saved; the failed reaction reaches the caller's error path.
    expect(res.status).toBe(500);
    expect((await stored(booking._id)).status).toBe('confirmed');
    expect((await stored(booking._id)).pendingMoves).toHaveLength(1);
    expect(await notices(people.customer.id, 'confirmed')).toBe(1);

    const outcome = await sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: later() });
    expect(outcome.failed).toBe(0);
    expect((await stored(booking._id)).pendingMoves ?? []).toHaveLength(0);
    expect(await notices(people.customer.id, 'confirmed')).toBe(1);
    expect(await trackingMails(booking._id)).toBe(1);
  });
});
