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

/**
 * Decision 0106: reserves a claim's refund on the charge, unless this reference is already there or the claims' refunds
 * would pass `mostBefore` (what was charged, less the cancel's refund and this refund) before it. Null when refused.
 */
export function reserveClaimRefund(id: Id, reference: string, amountCents: number, mostBefore: number, at: Date): Promise<PaymentDoc | null> {
  const filter: Record<string, unknown> = {
    _id: oid(id),
    status: 'succeeded',
    'claimRefunds.reference': mongoose.trusted({ $ne: reference }),
    $or: [{ claimRefundedCents: mongoose.trusted({ $exists: false }) }, { claimRefundedCents: mongoose.trusted({ $lte: mostBefore }) }],
  };
  return PaymentModel.findOneAndUpdate(filter, { $push: { claimRefunds: { reference, amountCents, at } }, $inc: { claimRefundedCents: amountCents } }, { returnDocument: 'after' })
    .lean<PaymentDoc>()
    .exec();
}

/** The provider's reference for a claim refund it made. */
export async function recordClaimRefundRef(id: Id, reference: string, refundRef: string): Promise<void> {
  await PaymentModel.updateOne({ _id: oid(id) }, { $set: { 'claimRefunds.$[refund].refundRef': refundRef } }, { arrayFilters: [{ 'refund.reference': reference }] }).exec();
}
