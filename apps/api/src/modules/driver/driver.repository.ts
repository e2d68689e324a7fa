import mongoose from 'mongoose';
import { BookingModel, type BookingDoc } from '../bookings/bookings.service';

const { ObjectId } = mongoose.Types;

// A driver's day rarely holds more than a few dozen stops; this bounds a mistaken mass assignment.
const MAX_JOBS = 200;

/** Open jobs plus those delivered since `deliveredSince`, soonest pickup first, from the `driver_pickup` index. */
export function findDriverJobs(driverId: string, deliveredSince: Date): Promise<BookingDoc[]> {
  return BookingModel.find({
    'assignment.driverId': new ObjectId(driverId),
    $or: [
      { status: mongoose.trusted({ $in: ['pending', 'confirmed', 'in-transit'] }) },
      { status: 'delivered', statusHistory: mongoose.trusted({ $elemMatch: { status: 'delivered', at: { $gte: deliveredSince } } }) },
    ],
  })
    .sort({ estimatedPickupDate: 1, _id: 1 })
    .limit(MAX_JOBS)
    .lean<BookingDoc[]>()
    .exec();
}

export function findDriverJob(driverId: string, id: string): Promise<BookingDoc | null> {
  return BookingModel.findOne({ _id: new ObjectId(id), 'assignment.driverId': new ObjectId(driverId) })
    .lean<BookingDoc>()
    .exec();
}
