import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { backfillExcursionIdentities } from '../../src/migrations/0004-excursion-identities';
import { MIGRATIONS } from '../../src/migrations/run-migrations';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { ExcursionStateModel } from '../../src/modules/cold-chain/excursion-state.model';
import { buildTestApp, createBooking, signUp } from '../support/app';

const { app } = buildTestApp();
const { ObjectId } = mongoose.Types;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));

/** An excursion state as it was stored before excursions had ids (written past mongoose, as the old code left it). */
async function legacyState(bookingId: string, excursions: Record<string, unknown>[]) {
  await ExcursionStateModel.collection.insertOne({ bookingId: new ObjectId(bookingId), version: 3, lastAt: at(30), lastCelsius: 9, excursions, createdAt: at(0), updatedAt: at(30) });
}

async function perishable(status: 'in-transit' | 'delivered' | 'cancelled') {
  const customer = await signUp(app);
  const booking = await createBooking(app, customer.token, { goodsType: 'Food', isPerishable: true, tempControlCelsius: 4 });
  const history = [{ status, at: at(40), event: status === 'delivered' ? 'deliver' : status === 'cancelled' ? 'cancel' : 'pickup' }];
  await BookingModel.updateOne(
    { _id: new ObjectId(booking._id) },
    {
      $set: {
        status,
        milestone: status === 'in-transit' ? 'picked-up' : status,
        ...(status === 'delivered' ? { 'proofOfDelivery.deliveredAt': at(45), 'proofOfDelivery.receiverName': 'Rae' } : {}),
      },
      $push: { statusHistory: { $each: history } },
    },
  );
  return booking._id;
}

describe('migration 0004-excursion-identities', () => {
  it('when old excursions lack ids and one is open on a delivered booking, then each gets an id and closedBy, and the open one closes at delivery', async () => {
    const delivered = await perishable('delivered');
    const moving = await perishable('in-transit');
    const cancelled = await perishable('cancelled');
    const closed = { openedAt: at(1), closedAt: at(5), peakCelsius: 9.5, direction: 'above' };
    const open = { openedAt: at(20), closedAt: null, peakCelsius: 9, direction: 'above' };
    await legacyState(delivered, [closed, open]);
    await legacyState(moving, [open]);
    await legacyState(cancelled, [open]);

    expect(await backfillExcursionIdentities()).toBeGreaterThanOrEqual(3);

    const stateOf = (id: string) => ExcursionStateModel.findOne({ bookingId: new ObjectId(id) }).lean();
    const d = await stateOf(delivered);
    expect(d?.excursions).toEqual([
      { ...closed, id: expect.stringMatching(/^[a-f0-9]{24}$/), closedBy: 'reading', acknowledgement: null },
      { ...open, id: expect.stringMatching(/^[a-f0-9]{24}$/), closedAt: at(45), closedBy: 'delivery', acknowledgement: null },
    ]);
    expect(d?.sealedAt).toEqual(at(45));
    expect(d?.pending).toBe(2);
    expect((await stateOf(moving))?.excursions).toEqual([{ ...open, id: expect.any(String), closedBy: null, acknowledgement: null }]);
    expect((await stateOf(moving))?.sealedAt ?? null).toBeNull();
    expect((await stateOf(cancelled))?.excursions[0]).toMatchObject({ closedAt: at(40), closedBy: 'cancellation' });

    // Run again (a start after a crash): nothing changes, ids stay.
    const ids = d!.excursions.map((e) => e.id);
    await backfillExcursionIdentities();
    expect((await stateOf(delivered))!.excursions.map((e) => e.id)).toEqual(ids);
  });

  it('when the migrations are listed, then they run in number order with none missing, 0004 among them', () => {
    const ids = MIGRATIONS.map((m) => m.id);
    expect(ids.slice(0, 4)).toEqual(['0001-booking-identifiers', '0002-fleet-from-assignments', '0003-search-keys', '0004-excursion-identities']);
    expect(ids.map((id) => Number(id.slice(0, 4)))).toEqual(ids.map((_, i) => i + 1));
  });
});
