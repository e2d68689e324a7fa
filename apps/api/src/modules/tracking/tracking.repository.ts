import mongoose from 'mongoose';
import { BookingModel, type BookingDoc } from '../bookings/bookings.service';

// Only what the public answer (and the owner check) reads: nothing else is loaded, so nothing else can leak.
const TRACKING_PROJECTION = {
  trackingNumber: 1,
  createdBy: 1,
  organizationId: 1,
  status: 1,
  milestone: 1,
  estimatedDeliveryDate: 1,
  'pickupLocation.city': 1,
  'pickupLocation.state': 1,
  'dropoffLocation.city': 1,
  'dropoffLocation.state': 1,
  'pickupPerson.name': 1,
  'receiverPerson.name': 1,
  'assignment.driverId': 1,
  'assignment.driverName': 1,
  'assignment.driverPhone': 1,
  'assignment.vehicleId': 1,
  'currentLocation.place': 1,
  'currentLocation.at': 1,
  'statusHistory.status': 1,
  'statusHistory.milestone': 1,
  'statusHistory.at': 1,
  isPerishable: 1,
  tempControlCelsius: 1,
  'proofOfDelivery.receiverName': 1,
  'proofOfDelivery.deliveredAt': 1,
  'proofOfDelivery.place': 1,
  updatedAt: 1,
} as const;

export type TrackedBookingDoc = Pick<
  BookingDoc,
  | '_id'
  | 'trackingNumber'
  | 'createdBy'
  | 'organizationId'
  | 'status'
  | 'milestone'
  | 'estimatedDeliveryDate'
  | 'pickupLocation'
  | 'dropoffLocation'
  | 'pickupPerson'
  | 'receiverPerson'
  | 'assignment'
  | 'currentLocation'
  | 'statusHistory'
  | 'isPerishable'
  | 'tempControlCelsius'
  | 'proofOfDelivery'
  | 'updatedAt'
>;

/** One seek on the unique tracking_number index. */
export function findByTrackingNumber(trackingNumber: string): Promise<TrackedBookingDoc | null> {
  return BookingModel.findOne({ trackingNumber }, TRACKING_PROJECTION).lean<TrackedBookingDoc>().exec();
}

/** Which of these numbers exist: a seek per number on the same unique index. */
export async function existingTrackingNumbers(numbers: readonly string[]): Promise<string[]> {
  const found = await BookingModel.find({ trackingNumber: mongoose.trusted({ $in: [...numbers] }) }, { trackingNumber: 1 })
    .lean<{ trackingNumber: string }[]>()
    .exec();
  return found.map((doc) => doc.trackingNumber);
}
