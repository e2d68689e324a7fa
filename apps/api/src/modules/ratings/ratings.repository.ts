import mongoose from 'mongoose';
import { BookingModel, type BookingDoc } from '../bookings/bookings.service';

const { ObjectId } = mongoose.Types;

/**
 * One atomic write that only lands on the organization's delivered, not yet rated booking: of two racing ratings one
 * matches and the other gets null, so a shipment is rated once.
 */
export function storeRatingOnce(id: string, organizationId: string, rating: { stars: number; comment?: string; ratedAt: Date }): Promise<BookingDoc | null> {
  return BookingModel.findOneAndUpdate(
    { _id: new ObjectId(id), organizationId: new ObjectId(organizationId), status: 'delivered', rating: mongoose.trusted({ $in: [null] }) },
    { $set: { rating }, $inc: { version: 1 } },
    { returnDocument: 'after', runValidators: true },
  )
    .lean<BookingDoc>()
    .exec();
}
