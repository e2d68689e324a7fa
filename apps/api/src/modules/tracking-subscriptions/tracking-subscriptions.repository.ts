import mongoose from 'mongoose';
import { TrackingSubscriptionModel, type TrackingSubscriptionDoc } from './tracking-subscriptions.model';

const { ObjectId } = mongoose.Types;

export function findSubscriber(bookingId: string, email: string): Promise<TrackingSubscriptionDoc | null> {
  return TrackingSubscriptionModel.findOne({ bookingId: new ObjectId(bookingId), kind: 'subscriber', email }).lean<TrackingSubscriptionDoc>().exec();
}

export type PendingSubscriber = { bookingId: string; trackingNumber: string; email: string; tokenHash: string; sentAt: Date; expiresAt: Date };

/** New, pending again or re-sent: a fresh confirmation token replaces any earlier one. */
export function upsertPendingSubscriber(p: PendingSubscriber): Promise<TrackingSubscriptionDoc | null> {
  return TrackingSubscriptionModel.findOneAndUpdate(
    { bookingId: new ObjectId(p.bookingId), kind: 'subscriber', email: p.email },
    {
      $set: { trackingNumber: p.trackingNumber, status: 'pending', confirmTokenHash: p.tokenHash, confirmSentAt: p.sentAt, confirmExpiresAt: p.expiresAt, purgeAt: p.expiresAt },
      $unset: { unsubscribedAt: 1, confirmedAt: 1 },
    },
    { upsert: true, returnDocument: 'after' },
  )
    .lean<TrackingSubscriptionDoc>()
    .exec();
}

/**
 * The owner's row, made active on first use; later calls follow the account's current address and keep the status,
 * so an owner who opted out stays out.
 */
export function ensureOwnerSubscription(bookingId: string, trackingNumber: string, email: string): Promise<TrackingSubscriptionDoc | null> {
  return TrackingSubscriptionModel.findOneAndUpdate(
    { bookingId: new ObjectId(bookingId), kind: 'owner' },
    { $set: { email, trackingNumber }, $setOnInsert: { status: 'active' } },
    { upsert: true, returnDocument: 'after' },
  )
    .lean<TrackingSubscriptionDoc>()
    .exec();
}

export function listActiveSubscriptions(bookingId: string): Promise<TrackingSubscriptionDoc[]> {
  return TrackingSubscriptionModel.find({ bookingId: new ObjectId(bookingId), status: 'active' }).sort({ kind: 1, _id: 1 }).lean<TrackingSubscriptionDoc[]>().exec();
}

/** Pending and unexpired -> active. A second click on the same link finds it active and changes nothing. */
export async function confirmByTokenHash(tokenHash: string, now: Date): Promise<TrackingSubscriptionDoc | null> {
  const confirmed = await TrackingSubscriptionModel.findOneAndUpdate(
    { confirmTokenHash: tokenHash, status: 'pending', confirmExpiresAt: mongoose.trusted({ $gt: now }) },
    { $set: { status: 'active', confirmedAt: now }, $unset: { purgeAt: 1 } },
    { returnDocument: 'after' },
  )
    .lean<TrackingSubscriptionDoc>()
    .exec();
  if (confirmed) return confirmed;
  return TrackingSubscriptionModel.findOne({ confirmTokenHash: tokenHash, status: 'active' }).lean<TrackingSubscriptionDoc>().exec();
}

/** Idempotent: an unsubscribed row stays as it is; the old confirmation link stops working. */
export async function unsubscribeById(id: string, now: Date): Promise<TrackingSubscriptionDoc | null> {
  const changed = await TrackingSubscriptionModel.findOneAndUpdate(
    { _id: new ObjectId(id), status: mongoose.trusted({ $ne: 'unsubscribed' }) },
    { $set: { status: 'unsubscribed', unsubscribedAt: now }, $unset: { confirmTokenHash: 1, confirmExpiresAt: 1, purgeAt: 1 } },
    { returnDocument: 'after' },
  )
    .lean<TrackingSubscriptionDoc>()
    .exec();
  return changed ?? TrackingSubscriptionModel.findById(id).lean<TrackingSubscriptionDoc>().exec();
}
