import mongoose from 'mongoose';
import { BookingModel, type BookingDoc } from '../bookings/bookings.service';
import { PaymentModel, type PaymentDoc } from './payments.model';

const { ObjectId } = mongoose.Types;
export type Id = mongoose.Types.ObjectId | string;
const oid = (id: Id) => new ObjectId(String(id));

export async function setBookingPaymentStatus(id: Id, from: readonly string[], paymentStatus: string): Promise<BookingDoc | null> {
  const filter: Record<string, unknown> = { _id: oid(id), paymentStatus: mongoose.trusted({ $in: [...from] }) };
  return BookingModel.findOneAndUpdate(
    filter,
    { $set: { paymentStatus }, $inc: { version: 1 } },
    { returnDocument: 'after' },
  )
    .lean<BookingDoc>()
    .exec();
}

export async function insertPayment(doc: Record<string, unknown>): Promise<PaymentDoc> {
  const created = await PaymentModel.create(doc);
  return created.toObject() as PaymentDoc;
}

export function findPaymentById(id: string): Promise<PaymentDoc | null> {
  return PaymentModel.findById(new ObjectId(id)).lean<PaymentDoc>().exec();
}

export function findHoldingPayment(bookingId: Id): Promise<PaymentDoc | null> {
  return PaymentModel.findOne({ holdsBooking: oid(bookingId) }).lean<PaymentDoc>().exec();
}

export function updatePayment(id: Id, fromStatus: readonly string[], update: Record<string, unknown>): Promise<PaymentDoc | null> {
  const filter: Record<string, unknown> = { _id: oid(id), status: mongoose.trusted({ $in: [...fromStatus] }) };
  return PaymentModel.findOneAndUpdate(filter, update, { returnDocument: 'after' })
    .lean<PaymentDoc>()
    .exec();
}

/**
 * The sweeper's second list (decision 0067): bookings cancelled between `since` and `before` whose money still reads
 * paid or invoiced, newest first. Most were cancelled after pickup and keep it; one whose cancel's request died
 * before the refund is finished by the sweep.
 */
export function listCancelledStillPaid(since: Date, before: Date, limit: number): Promise<BookingDoc[]> {
  const filter: Record<string, unknown> = {
    status: 'cancelled',
    paymentStatus: mongoose.trusted({ $in: ['paid', 'invoiced'] }),
    updatedAt: mongoose.trusted({ $gte: since, $lt: before }),
  };
  return BookingModel.find(filter).sort({ updatedAt: -1 }).limit(limit).lean<BookingDoc[]>().exec();
}

/** The sweeper's work list: succeeded or pending payments not yet finished and untouched since `before`, oldest first. */
export function listPaymentsToSweep(before: Date, limit: number): Promise<PaymentDoc[]> {
  const filter: Record<string, unknown> = {
    status: mongoose.trusted({ $in: ['succeeded', 'pending'] }),
    finishedAt: null,
    updatedAt: mongoose.trusted({ $lt: before }),
  };
  return PaymentModel.find(filter).sort({ updatedAt: 1 }).limit(limit).lean<PaymentDoc[]>().exec();
}
