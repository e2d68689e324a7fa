import { SMS_MAX_ATTEMPTS } from '@meridian/contracts';
import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../lib/errors';
import { SmsMessageModel, type SmsMessageDoc } from './sms-messages.model';
import { SmsOptOutModel } from './sms-opt-outs.model';

/** How long a claimed message stays with its worker; after that another process may take it over (a crash mid-send). */
const CLAIM_MS = 60_000;

type NewMessage = { to: string; body: string; purpose: string; dedupeKey?: string | undefined; status: 'queued' | 'suppressed'; lastError?: string };

/** Inserts a message; false when its dedupeKey was already queued (a resend). */
export async function insertMessage(message: NewMessage): Promise<boolean> {
  try {
    await SmsMessageModel.create({ ...message, attempts: 0, nextAttemptAt: new Date() });
    return true;
  } catch (error) {
    if (message.dedupeKey && isDuplicateKeyError(error)) return false;
    throw error;
  }
}

export async function isOptedOut(phone: string): Promise<boolean> {
  return (await SmsOptOutModel.exists({ phone }).exec()) !== null;
}

export async function recordOptOut(phone: string, keyword: string): Promise<void> {
  await SmsOptOutModel.updateOne({ phone }, { $setOnInsert: { phone, keyword, optedOutAt: new Date() } }, { upsert: true }).exec();
}

export async function removeOptOut(phone: string): Promise<boolean> {
  const res = await SmsOptOutModel.deleteOne({ phone }).exec();
  return res.deletedCount === 1;
}

/** Claims the oldest due message for `workerId` in one atomic update (see the mail queue's claimNextMessage). */
export function claimNextMessage(workerId: string, now = new Date()): Promise<SmsMessageDoc | null> {
  return SmsMessageModel.findOneAndUpdate(
    {
      $or: [
        { status: 'queued', nextAttemptAt: mongoose.trusted({ $lte: now }) },
        { status: 'sending', claimExpiresAt: mongoose.trusted({ $lt: now }) },
      ],
    },
    { $set: { status: 'sending', claimedBy: workerId, claimExpiresAt: new Date(now.getTime() + CLAIM_MS) } },
    { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
  )
    .lean<SmsMessageDoc>()
    .exec();
}

/** Only the worker that still holds the claim may record the outcome. */
export async function markSent(id: mongoose.Types.ObjectId, workerId: string, providerId: string): Promise<boolean> {
  const res = await SmsMessageModel.updateOne(
    { _id: id, status: 'sending', claimedBy: workerId },
    { $set: { status: 'sent', providerId, sentAt: new Date(), lastError: null }, $inc: { attempts: 1 }, $unset: { claimExpiresAt: 1 } },
  ).exec();
  return res.modifiedCount === 1;
}

/** The number opted out between queueing and sending: the message is kept, marked, and never sent. */
export async function markSuppressed(id: mongoose.Types.ObjectId, workerId: string, reason: string): Promise<void> {
  await SmsMessageModel.updateOne(
    { _id: id, status: 'sending', claimedBy: workerId },
    { $set: { status: 'suppressed', lastError: reason }, $unset: { claimExpiresAt: 1 } },
  ).exec();
}

export async function markAttemptFailed(
  message: SmsMessageDoc,
  workerId: string,
  error: string,
  backoffMs: (attempt: number) => number,
): Promise<'queued' | 'failed'> {
  const attempts = (message.attempts ?? 0) + 1;
  const status = attempts >= SMS_MAX_ATTEMPTS ? 'failed' : 'queued';
  await SmsMessageModel.updateOne(
    { _id: message._id, status: 'sending', claimedBy: workerId },
    {
      $set: { status, attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) },
      $unset: { claimExpiresAt: 1 },
    },
  ).exec();
  return status;
}

/**
 * The provider's delivery report. Only a sent message moves, and only forward: a late "sent" after "delivered" is
 * ignored, as callbacks may arrive out of order.
 */
export async function recordDeliveryStatus(providerId: string, outcome: 'delivered' | 'undelivered', error?: string): Promise<boolean> {
  const res = await SmsMessageModel.updateOne(
    { providerId, status: 'sent' },
    { $set: { status: outcome, ...(outcome === 'delivered' ? { deliveredAt: new Date() } : { lastError: error ?? 'undelivered' }) } },
  ).exec();
  return res.modifiedCount === 1;
}

export type SmsPage = { records: SmsMessageDoc[]; total: number };

export async function listMessages(status: 'failed' | 'queued' | 'sent' | 'suppressed', page: number, limit: number): Promise<SmsPage> {
  const byView: Record<typeof status, SmsMessageDoc['status'][]> = {
    failed: ['failed', 'undelivered'],
    queued: ['queued', 'sending'],
    sent: ['sent', 'delivered'],
    suppressed: ['suppressed'],
  };
  // sanitizeFilter is on; this $in is trusted because its statuses come from the table above, never from a client.
  const filter = { status: mongoose.trusted({ $in: byView[status] }) as unknown as SmsMessageDoc['status'] };
  const [records, total] = await Promise.all([
    SmsMessageModel.find(filter)
      .sort({ updatedAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<SmsMessageDoc[]>()
      .exec(),
    SmsMessageModel.countDocuments(filter).exec(),
  ]);
  return { records, total };
}

/** An operator's retry: a failed message goes back to the queue, due now, with a fresh count of attempts. */
export function requeueFailed(id: string): Promise<SmsMessageDoc | null> {
  return SmsMessageModel.findOneAndUpdate(
    { _id: id, status: 'failed' },
    { $set: { status: 'queued', attempts: 0, nextAttemptAt: new Date() }, $unset: { claimedBy: 1, claimExpiresAt: 1 } },
    { returnDocument: 'after' },
  )
    .lean<SmsMessageDoc>()
    .exec();
}

export function findMessage(id: string): Promise<SmsMessageDoc | null> {
  return SmsMessageModel.findById(id).lean<SmsMessageDoc>().exec();
}
