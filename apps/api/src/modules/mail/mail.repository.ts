import { MAIL_MAX_ATTEMPTS } from '@meridian/contracts';
import mongoose from 'mongoose';
import { MailMessageModel, type MailMessageDoc } from './mail-messages.model';

/** How long a claimed message stays with its worker; after that another process may take it over (a crash mid-send). */
const CLAIM_MS = 60_000;

/**
 * Claims the oldest due message for `workerId` in one atomic update: queued and due, or 'sending' whose claim has
 * run out. Two workers can never claim the same message, whichever process they run in.
 */
export function claimNextMessage(workerId: string, now = new Date()): Promise<MailMessageDoc | null> {
  return MailMessageModel.findOneAndUpdate(
    {
      $or: [
        { status: 'queued', nextAttemptAt: mongoose.trusted({ $lte: now }) },
        { status: 'sending', claimExpiresAt: mongoose.trusted({ $lt: now }) },
      ],
    },
    { $set: { status: 'sending', claimedBy: workerId, claimExpiresAt: new Date(now.getTime() + CLAIM_MS) } },
    { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
  )
    .lean<MailMessageDoc>()
    .exec();
}

/** Only the worker that still holds the claim may record the outcome. */
export async function markSent(id: mongoose.Types.ObjectId, workerId: string, messageId: string): Promise<boolean> {
  const res = await MailMessageModel.updateOne(
    { _id: id, status: 'sending', claimedBy: workerId },
    { $set: { status: 'sent', messageId, sentAt: new Date(), lastError: null }, $inc: { attempts: 1 }, $unset: { claimExpiresAt: 1 } },
  ).exec();
  return res.modifiedCount === 1;
}

export async function markAttemptFailed(
  message: MailMessageDoc,
  workerId: string,
  error: string,
  backoffMs: (attempt: number) => number,
): Promise<'queued' | 'failed'> {
  const attempts = (message.attempts ?? 0) + 1;
  const status = attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'queued';
  await MailMessageModel.updateOne(
    { _id: message._id, status: 'sending', claimedBy: workerId },
    {
      $set: { status, attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) },
      $unset: { claimExpiresAt: 1 },
    },
  ).exec();
  return status;
}

export type MailPage = { records: MailMessageDoc[]; total: number };

export async function listMessages(status: 'failed' | 'queued' | 'sent', page: number, limit: number): Promise<MailPage> {
  const statuses: MailMessageDoc['status'][] = status === 'queued' ? ['queued', 'sending'] : [status];
  // sanitizeFilter is on; this $in is trusted because its statuses come from the enum above, never from a client.
  const filter = { status: mongoose.trusted({ $in: statuses }) as unknown as MailMessageDoc['status'] };
  const [records, total] = await Promise.all([
    MailMessageModel.find(filter)
      .select({ attachments: 0 })
      .sort({ updatedAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<MailMessageDoc[]>()
      .exec(),
    MailMessageModel.countDocuments(filter).exec(),
  ]);
  return { records, total };
}

/** An operator's retry: a failed message goes back to the queue, due now, with a fresh count of attempts. */
export function requeueFailed(id: string): Promise<MailMessageDoc | null> {
  return MailMessageModel.findOneAndUpdate(
    { _id: id, status: 'failed' },
    { $set: { status: 'queued', attempts: 0, nextAttemptAt: new Date() }, $unset: { claimedBy: 1, claimExpiresAt: 1 } },
    { returnDocument: 'after', projection: { attachments: 0 } },
  )
    .lean<MailMessageDoc>()
    .exec();
}

export function findMessage(id: string): Promise<MailMessageDoc | null> {
  return MailMessageModel.findById(id, { attachments: 0 }).lean<MailMessageDoc>().exec();
}
