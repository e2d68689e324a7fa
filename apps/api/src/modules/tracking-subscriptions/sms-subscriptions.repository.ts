import mongoose from 'mongoose';
import { SmsSubscriptionModel, type SmsSubscriptionDoc } from './sms-subscriptions.model';

const { ObjectId } = mongoose.Types;

export function findSmsSubscriber(bookingId: string, phone: string): Promise<SmsSubscriptionDoc | null> {
  return SmsSubscriptionModel.findOne({ bookingId: new ObjectId(bookingId), phone }).lean<SmsSubscriptionDoc>().exec();
}

export type PendingSmsSubscriber = { bookingId: string; trackingNumber: string; phone: string; codeHash: string; sentAt: Date; expiresAt: Date };

/** New or re-sent: a fresh code replaces any earlier one and the count of wrong tries starts again. */
export function upsertPendingSmsSubscriber(p: PendingSmsSubscriber): Promise<SmsSubscriptionDoc | null> {
  return SmsSubscriptionModel.findOneAndUpdate(
    { bookingId: new ObjectId(p.bookingId), phone: p.phone, status: 'pending' },
    { $set: { trackingNumber: p.trackingNumber, codeHash: p.codeHash, codeSentAt: p.sentAt, codeExpiresAt: p.expiresAt, purgeAt: p.expiresAt, failedTries: 0 } },
    { upsert: true, returnDocument: 'after' },
  )
    .lean<SmsSubscriptionDoc>()
    .exec();
}

/** Pending, unexpired, under the tries limit and the right code -> active; otherwise one more wrong try. */
export async function confirmSmsSubscriber(bookingId: string, phone: string, codeHash: string, maxTries: number, now: Date): Promise<SmsSubscriptionDoc | null> {
  const filter = { bookingId: new ObjectId(bookingId), phone, status: 'pending' as const, codeExpiresAt: mongoose.trusted({ $gt: now }), failedTries: mongoose.trusted({ $lt: maxTries }) };
  const confirmed = await SmsSubscriptionModel.findOneAndUpdate(
    { ...filter, codeHash },
    { $set: { status: 'active', confirmedAt: now }, $unset: { codeHash: 1, codeExpiresAt: 1, purgeAt: 1 } },
    { returnDocument: 'after' },
  )
    .lean<SmsSubscriptionDoc>()
    .exec();
  if (confirmed) return confirmed;
  await SmsSubscriptionModel.updateOne({ bookingId: new ObjectId(bookingId), phone, status: 'pending' }, { $inc: { failedTries: 1 } }).exec();
  return null;
}

export function listActiveSmsSubscribers(bookingId: string): Promise<SmsSubscriptionDoc[]> {
  return SmsSubscriptionModel.find({ bookingId: new ObjectId(bookingId), status: 'active' }).sort({ _id: 1 }).lean<SmsSubscriptionDoc[]>().exec();
}
