import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, DomainEventHandler } from '../../src/lib/domain-events';
import { pendingMoveFor } from '../../src/modules/bookings/booking-outbox';
import { BookingModel, type BookingDoc } from '../../src/modules/bookings/bookings.model';
import { sweepPendingMoves } from '../../src/modules/bookings/move-sweep';
import { SealedDocumentModel } from '../../src/modules/documents/documents.model';
import { sealDueSignatures } from '../../src/modules/documents/documents.service';
import { WebhookDeliveryModel } from '../../src/modules/webhooks/webhooks.model';
import { buildTestApp } from '../support/app';
import { assignedBooking, cast } from '../support/shipments';
import { createWebhookAs } from '../support/webhooks';
import { note, verified } from './documents-kit';

// Decision 0103 on decision 0069: the seal is a reaction to the move, so a process killed with SIGKILL after the
// pickup's write and before its reactions leaves the move and its announcement; the move sweep seals it, once.

const GRACE_MS = 30_000;
const later = () => new Date(Date.now() + GRACE_MS + 1_000);
const signed: DomainEvent[] = [];
const listener: DomainEventHandler = {
  name: 'test-document-signed',
  async handle(event) {
    if (event.kind === 'document-signed') signed.push(event);
  },
};
const { app, composition } = buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, { extraHandlers: [listener] });
const stored = async (id: string) => (await BookingModel.findById(id).lean<BookingDoc>())!;
const seals = (id: string) => SealedDocumentModel.countDocuments({ bookingId: new mongoose.Types.ObjectId(id) });

/** What a kill -9 between the pickup's write and its reactions leaves: the move and its announcement, no seal. */
async function pickupWrittenButNotAnnounced(id: string, driver: { id: string; name: string }): Promise<void> {
  const before = await stored(id);
  const at = new Date();
  const pending = pendingMoveFor(before, { type: 'pickup', actorId: driver.id, previousStatus: 'confirmed', at });
  await BookingModel.updateOne(
    { _id: id, version: before.version },
    {
      $set: { status: 'in-transit', milestone: 'picked-up' },
      $inc: { version: 1 },
      $push: {
        statusHistory: { status: 'in-transit', at, by: new mongoose.Types.ObjectId(driver.id), event: 'pickup', milestone: 'picked-up', byName: driver.name, byRole: 'driver', location: { place: 'Oakland depot' } },
        pendingMoves: pending,
      },
    },
  ).exec();
}

describe('a seal survives a crash between the move and its reactions (decision 0103)', () => {
  it('when the process died after the pickup was written, then the sweep seals the carrier’s signature once, announces it once, and later sweeps add nothing', async () => {
    const people = await cast(app);
    await createWebhookAs(app, people.customer.token, { url: 'http://127.0.0.1:9/hooks', events: ['document.signed'] });
    const booking = await assignedBooking(app, people);
    await pickupWrittenButNotAnnounced(booking._id, people.driver);
    expect(await seals(booking._id)).toBe(0);
    expect((await note(app, people.customer.token, booking._id)).signatures).toEqual([]);

    signed.length = 0;
    // Two processes' sweeps at once, then a third: the unique (booking, role) index keeps one seal.
    const runs = await Promise.all([sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: later() }), sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: later() })]);
    expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(0);
    await sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: later() });

    expect(await seals(booking._id)).toBe(1);
    const sealed = await note(app, people.customer.token, booking._id);
    expect(sealed.signatures).toMatchObject([{ role: 'carrier', name: people.driver.name, place: 'Oakland depot' }]);
    expect(await verified(app, sealed.signatures[0]!.digest)).toMatchObject({ superseded: false, signatures: [{ role: 'carrier' }] });
    expect((await stored(booking._id)).pendingMoves ?? []).toHaveLength(0);
    // Announced at most once per process that sealed or found it unannounced, and queued for the webhook exactly once.
    expect(signed.filter((e) => e.kind === 'document-signed' && e.booking._id === booking._id).length).toBeGreaterThanOrEqual(1);
    expect(await WebhookDeliveryModel.countDocuments({ type: 'document.signed', body: new RegExp(sealed.signatures[0]!.digest) })).toBe(1);
  });

  it('when the process died after the seal but before its announcement, then the next pass announces it and seals nothing new', async () => {
    const people = await cast(app);
    const booking = await assignedBooking(app, people);
    await pickupWrittenButNotAnnounced(booking._id, people.driver);
    await sweepPendingMoves(composition.events, { graceMs: GRACE_MS, now: later() });
    await SealedDocumentModel.updateMany({ bookingId: new mongoose.Types.ObjectId(booking._id) }, { $unset: { announcedAt: 1 } });
    signed.length = 0;
    expect(await sealDueSignatures(composition.events, booking._id)).toBe(0);
    expect(signed).toHaveLength(1);
    expect(await seals(booking._id)).toBe(1);
    expect(await SealedDocumentModel.countDocuments({ bookingId: new mongoose.Types.ObjectId(booking._id), announcedAt: mongoose.trusted({ $exists: true }) })).toBe(1);
  });
});
