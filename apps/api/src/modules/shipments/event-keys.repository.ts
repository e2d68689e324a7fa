import mongoose from 'mongoose';
import { EventKeyModel, type EventKeyDoc } from './event-keys.model';

const { ObjectId } = mongoose.Types;

const unanswered = () => mongoose.trusted({ $exists: false });

export type StoredAnswer = { status: number; message: string; data: unknown };

export function findEventKey(owner: string, key: string): Promise<EventKeyDoc | null> {
  return EventKeyModel.findOne({ owner: new ObjectId(owner), key }).lean<EventKeyDoc>().exec();
}

/** Claims the key; the unique index makes a racing resend fail with a duplicate-key error. */
export async function claimEventKey(owner: string, key: string, requestHash: string, bookingId: string): Promise<void> {
  await EventKeyModel.create({ owner, key, requestHash, bookingId });
}

/** Takes over a claim whose move never finished (its process died), only if nobody else did first. */
export async function reclaimStaleEventKey(owner: string, key: string, claimedBefore: Date): Promise<boolean> {
  const res = await EventKeyModel.updateOne(
    { owner: new ObjectId(owner), key, response: unanswered(), claimedAt: mongoose.trusted({ $lt: claimedBefore }) },
    { $set: { claimedAt: new Date() } },
  ).exec();
  return res.modifiedCount === 1;
}

export async function completeEventKey(owner: string, key: string, response: StoredAnswer): Promise<void> {
  await EventKeyModel.updateOne({ owner: new ObjectId(owner), key }, { $set: { response } }).exec();
}

export async function releaseEventKey(owner: string, key: string): Promise<void> {
  await EventKeyModel.deleteOne({ owner: new ObjectId(owner), key, response: unanswered() }).exec();
}
