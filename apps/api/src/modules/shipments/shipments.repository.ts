import mongoose, { type UpdateQuery } from 'mongoose';
import { BookingModel, type BookingDoc } from '../bookings/bookings.service';

const { ObjectId } = mongoose.Types;

export function findBookingById(id: string): Promise<BookingDoc | null> {
  return BookingModel.findById(new ObjectId(id)).lean<BookingDoc>().exec();
}

/** The booking when one of its moves was made by this Idempotency-Key attempt (decision 0069). */
export function findBookingMovedBy(id: string, attemptId: mongoose.Types.ObjectId): Promise<BookingDoc | null> {
  return BookingModel.findOne({ _id: new ObjectId(id), 'statusHistory.attempt': attemptId }).lean<BookingDoc>().exec();
}

/**
 * One atomic write guarded by the version and the milestone the move was checked against: of two racing moves
 * only one matches, the other gets null. A booking written before milestones has none stored, so null matches it.
 */
export function moveBookingIfUnchanged(
  id: string,
  guard: { version: number; milestone: string | null },
  update: UpdateQuery<BookingDoc>,
): Promise<BookingDoc | null> {
  const filter: Record<string, unknown> = {
    _id: new ObjectId(id),
    version: guard.version,
    milestone: guard.milestone === null ? mongoose.trusted({ $in: [null] }) : guard.milestone,
  };
  return BookingModel.findOneAndUpdate(filter, update, {
    returnDocument: 'after',
    runValidators: true,
  })
    .lean<BookingDoc>()
    .exec();
}
