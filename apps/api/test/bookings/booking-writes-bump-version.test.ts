import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Booking } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import * as writes from '../../src/modules/bookings/booking-writes';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { bearer, buildTestApp, createBooking, signUp } from '../support/app';
import { deliveredBooking } from '../support/deliveries';
import { cast, move, outForDelivery } from '../support/shipments';

// Decision 0090: every change to a booking goes through one of booking-writes.ts's intent-named writes, and each
// bumps the version exactly once (an edit names the version it read). One row per write; a write added without a row
// fails the first test.

const { app } = buildTestApp();

const storedVersion = async (id: string) => (await BookingModel.findById(id, { version: 1 }).lean())!.version;

type Drive = {
  /** Makes the booking the write applies to, through the API. */
  given: () => Promise<{ booking: Booking; token: string; organizationId: string }>;
  /** The write itself, through the API where one leads to it, else the bookings service's function. */
  write: (ctx: { booking: Booking; token: string; organizationId: string }) => Promise<unknown>;
};

const organizationOf = async (id: string) => String((await BookingModel.findById(id, { organizationId: 1 }).lean())!.organizationId);

async function customerBooking() {
  const account = await signUp(app);
  const booking = await createBooking(app, account.token);
  return { booking, token: account.token, organizationId: await organizationOf(booking._id) };
}

async function delivered() {
  const people = await cast(app);
  const booking = await deliveredBooking(app, people);
  return { booking, token: people.customer.token, organizationId: await organizationOf(booking._id) };
}

const ROWS: Record<keyof typeof writes, Drive[]> = {
  changeOwnedBookingIfUnchanged: [
    {
      // The customer's edit (PATCH /bookings/{id}).
      given: customerBooking,
      write: ({ booking, token }) => request(app).patch(`/api/v1/bookings/${booking._id}`).set(bearer(token)).send({ version: booking.version, notes: 'Ring twice' }).expect(200),
    },
    {
      // The customer's cancel of an unpaid booking (nothing to refund, so no other write follows).
      given: customerBooking,
      write: ({ booking, token }) => request(app).patch(`/api/v1/bookings/cancel/${booking._id}`).set(bearer(token)).expect(200),
    },
  ],
  recordMove: [
    {
      given: customerBooking,
      write: async ({ booking }) => {
        const { operator } = await cast(app);
        return move(app, operator.token, booking, { type: 'confirm', unpaidReason: 'Pays on delivery' });
      },
    },
  ],
  recordFailedAttempt: [
    {
      // Decision 0108: the driver's delivery-failed move on a shipment out for delivery.
      given: async () => {
        const people = await cast(app);
        const booking = await outForDelivery(app, people);
        return { booking, token: people.driver.token, organizationId: await organizationOf(booking._id) };
      },
      write: ({ booking, token }) => move(app, token, booking, { type: 'delivery-failed', reason: 'no-one-home' }),
    },
  ],
  storeQuoteOnce: [
    {
      given: customerBooking,
      write: ({ booking, token }) => request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(token)).expect(201),
    },
  ],
  markPaid: [{ given: customerBooking, write: ({ booking }) => writes.markPaid(booking._id) }],
  markInvoiced: [{ given: customerBooking, write: ({ booking }) => writes.markInvoiced(booking._id) }],
  markRefunded: [
    {
      given: async () => {
        const ctx = await customerBooking();
        await writes.markPaid(ctx.booking._id);
        return { ...ctx, booking: { ...ctx.booking, version: await storedVersion(ctx.booking._id) } };
      },
      write: ({ booking }) => writes.markRefunded(booking._id, 'paid'),
    },
  ],
  linkInvoice: [{ given: customerBooking, write: ({ booking }) => writes.linkInvoice(booking._id, new mongoose.Types.ObjectId()) }],
  recordRating: [
    {
      // POST /bookings/{id}/rating on a delivered shipment.
      given: delivered,
      write: ({ booking, token }) => request(app).post(`/api/v1/bookings/${booking._id}/rating`).set(bearer(token)).send({ stars: 5 }).expect(201),
    },
  ],
  setDeliveryPreferences: [
    {
      // The receiver's POST /tracking/{number}/delivery-preferences?t= (decision 0112), with the link they were mailed.
      given: customerBooking,
      write: async ({ booking }) => {
        const mail = await MailMessageModel.findOne({ dedupeKey: `receiver:${booking._id}:booked` }).lean();
        const link = new URL((mail!.data as { trackingUrl: string }).trackingUrl);
        return request(app)
          .post(`/api/v1/tracking/${booking.trackingNumber}/delivery-preferences`)
          .query({ t: link.searchParams.get('t') })
          .send({ instructions: 'Ring twice' })
          .expect(200);
      },
    },
  ],
};

/** What each write leaves alone when its guard no longer matches: run again, it must change nothing. */
const GUARDED_AGAIN: Partial<Record<keyof typeof writes, (booking: Booking, organizationId: string) => Promise<unknown>>> = {
  markPaid: (b) => writes.markPaid(b._id),
  markInvoiced: (b) => writes.markInvoiced(b._id),
  markRefunded: (b) => writes.markRefunded(b._id, 'paid'),
  linkInvoice: (b) => writes.linkInvoice(b._id, new mongoose.Types.ObjectId()),
  storeQuoteOnce: (b) => writes.storeQuoteOnce(b._id, { amountDueCents: 1 }).then((r) => (r.stored ? r.booking : null)),
  setDeliveryPreferences: (b) => writes.setDeliveryPreferences(b._id, { version: b.version }, { instructions: 'Stale' }),
  recordRating: (b, organizationId) => writes.recordRating(b._id, organizationId, { stars: 1, ratedAt: new Date() }),
  changeOwnedBookingIfUnchanged: (b, organizationId) => writes.changeOwnedBookingIfUnchanged(b._id, organizationId, { version: b.version }, { set: { notes: 'Stale' } }),
  recordFailedAttempt: (b) =>
    writes.recordFailedAttempt(
      b._id,
      { version: b.version, milestone: b.milestone },
      {
        set: { status: 'in-transit', milestone: 'delivery-attempted' },
        history: { status: 'in-transit', at: new Date(), by: new mongoose.Types.ObjectId() },
        pending: undefined as never,
        attempt: { at: new Date(), reason: 'refused' },
      },
    ),
  recordMove: (b) =>
    writes.recordMove(
      b._id,
      { version: b.version, milestone: b.milestone },
      { set: { status: 'confirmed', milestone: 'confirmed' }, history: { status: 'confirmed', at: new Date(), by: new mongoose.Types.ObjectId() }, pending: undefined as never },
    ),
};

describe('booking writes (decision 0090)', () => {
  it('when booking-writes.ts exports a write, then this table has a row driving it', () => {
    const exported = Object.entries(writes)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(ROWS).sort()).toEqual(exported);
    expect(Object.keys(GUARDED_AGAIN).sort()).toEqual(exported);
  });

  for (const [name, drives] of Object.entries(ROWS)) {
    drives.forEach((drive, i) => {
      it(`when ${name} (case ${i + 1}) changes a booking, then its version goes up by exactly 1, and run again on the same version it changes nothing`, async () => {
        const ctx = await drive.given();
        const before = await storedVersion(ctx.booking._id);
        await drive.write(ctx);
        const after = await storedVersion(ctx.booking._id);
        expect(after).toBe(before + 1);

        // The guard (status, version, "not yet set") now refuses the same write: no second bump.
        const again = GUARDED_AGAIN[name as keyof typeof writes]!;
        expect(await again({ ...ctx.booking, version: before }, ctx.organizationId)).toBeNull();
        expect(await storedVersion(ctx.booking._id)).toBe(after);
      });
    });
  }

  it('when a file of the API changes the bookings collection, then it is the one helper (or a named exception)', () => {
    // Only writeBooking bumps the version; the migrations' back-fills and the outbox's own bookkeeping change no field
    // a client reads, so they do not.
    const allowed = new Set(['bookings.repository.ts:writeBooking', 'bookings.repository.ts:fillMissingIdentifiers', 'bookings.repository.ts:fillSearchKeys', 'booking-outbox.ts:announceMove']);
    const srcRoot = resolve(import.meta.dirname, '../../src/modules');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts')) {
          const text = readFileSync(path, 'utf8');
          for (const match of text.matchAll(/BookingModel(?:\.collection)?\s*\.(?:updateOne|updateMany|findOneAndUpdate|findByIdAndUpdate|bulkWrite|replaceOne|deleteOne|deleteMany)\(/g)) {
            const enclosing = [...text.slice(0, match.index).matchAll(/function (\w+)/g)].at(-1)?.[1] ?? '?';
            found.push(`${relative(srcRoot, dir) === 'bookings' ? entry.name : relative(srcRoot, path)}:${enclosing}`);
          }
        }
      }
    };
    walk(srcRoot);
    expect(found).toContain('bookings.repository.ts:writeBooking');
    expect(found.filter((site) => !allowed.has(site))).toEqual([]);
  });
});
