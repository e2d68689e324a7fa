import type { Booking } from '@meridian/contracts';
import mongoose from 'mongoose';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { ClaimModel } from '../../src/modules/claims/claims.model';

let sequence = 900_000;

/**
 * A claim on `booking` already decided as `status` for `amountCents`, stored as the claims module stores one: the
 * settlement tests need the state a decision leaves, not the path to it (the claims module's own tests cover that).
 */
export async function decidedClaim(booking: Booking, amountCents: number, status: 'approved' | 'approved_partial' | 'in_review' = 'approved'): Promise<string> {
  sequence += 1;
  const now = new Date();
  const stored = await BookingModel.findById(booking._id).lean();
  const doc = await ClaimModel.create({
    number: `CL-${now.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`,
    year: now.getUTCFullYear(),
    sequence,
    bookingId: new mongoose.Types.ObjectId(booking._id),
    organizationId: stored?.organizationId ?? new mongoose.Types.ObjectId(booking.createdBy),
    trackingNumber: booking.trackingNumber,
    vehicleType: booking.vehicleType,
    type: 'damage',
    status,
    openKey: `${booking._id}:damage`,
    description: 'One pallet arrived crushed',
    amountClaimedCents: amountCents * 2,
    currency: 'USD',
    pieces: [],
    deadline: { noticeBy: now, rule: 'CMR art. 30', convention: 'cmr' },
    late: false,
    liability: { limitCents: 10_000_000, currency: 'USD', basis: 'declared value', sdrRate: 1.3 },
    evidence: { frozenAt: now.toISOString(), proofOfDelivery: null, proofOfPickup: null, pieces: [], temperature: null, timeline: [] },
    decision: status === 'in_review' ? null : { outcome: status, amountCents, reason: 'Partly covered', at: now, by: new mongoose.Types.ObjectId(), byName: 'Olu Operator' },
    createdBy: new mongoose.Types.ObjectId(booking.createdBy),
    createdByName: 'Ada Lovelace',
  });
  return String(doc._id);
}
