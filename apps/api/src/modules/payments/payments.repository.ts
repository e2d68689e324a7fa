import mongoose from 'mongoose';
import { BookingModel, type BookingDoc } from '../bookings/bookings.service';
import { PaymentModel, type PaymentDoc } from './payments.model';

const { ObjectId } = mongoose.Types;
export type Id = mongoose.Types.ObjectId | string;
const oid = (id: Id) => new ObjectId(String(id));

export function findBookingById(id: string): Promise<BookingDoc | null> {
  return BookingModel.findById(new ObjectId(id)).lean<BookingDoc>().exec();
}

/** Stores the quote only if none is stored yet; answers the booking as it now is (with whichever quote won). */
export async function storeQuoteOnce(id: string, quote: Record<string, unknown>): Promise<{ booking: BookingDoc | null; stored: boolean }> {
  const updated = await BookingModel.findOneAndUpdate({ _id: new ObjectId(id), quote: null }, { $set: { quote } }, { returnDocument: 'after' })
    .lean<BookingDoc>()
    .exec();
  if (updated) return { booking: updated, stored: true };
  return { booking: await findBookingById(id), stored: false };
}

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

/** The sweeper's work list: succeeded or pending payments not yet finished and untouched since `before`, oldest first. */
export function listPaymentsToSweep(before: Date, limit: number): Promise<PaymentDoc[]> {
  const filter: Record<string, unknown> = {
    status: mongoose.trusted({ $in: ['succeeded', 'pending'] }),
    finishedAt: null,
    updatedAt: mongoose.trusted({ $lt: before }),
  };
  return PaymentModel.find(filter).sort({ updatedAt: 1 }).limit(limit).lean<PaymentDoc[]>().exec();
}
