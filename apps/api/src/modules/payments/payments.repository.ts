import mongoose from 'mongoose';
import { PaymentModel, type PaymentDoc } from './payments.model';

const { ObjectId } = mongoose.Types;
export type Id = mongoose.Types.ObjectId | string;
const oid = (id: Id) => new ObjectId(String(id));

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
