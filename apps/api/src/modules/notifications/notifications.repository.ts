import type { NotificationEvent, NotificationType } from '@meridian/contracts';
import mongoose from 'mongoose';
import { CounterModel } from './counters.model';
import { NotificationModel, type NotificationDoc } from './notifications.model';
import { StreamTicketModel } from './stream-tickets.model';

const { ObjectId } = mongoose.Types;
const SEQUENCE = 'notifications';

export type NotificationDraft = {
  userId: string;
  type: NotificationType;
  event: NotificationEvent;
  title: string;
  message: string;
  bookingId: string | null;
  trackingNumber: string | null;
  source?: string;
};

/** Reserves `count` consecutive numbers of the shared sequence in one atomic write; returns the first. */
async function reserveSeq(count: number): Promise<number> {
  const counter = await CounterModel.collection.findOneAndUpdate({ _id: SEQUENCE as never }, { $inc: { seq: count } }, { upsert: true, returnDocument: 'after' });
  if (!counter) throw new Error('notification counter missing after upsert');
  return counter.seq - count + 1;
}

export async function insertNotifications(drafts: NotificationDraft[]): Promise<NotificationDoc[]> {
  if (drafts.length === 0) return [];
  const first = await reserveSeq(drafts.length);
  const createdAt = new Date();
  const docs: NotificationDoc[] = drafts.map((draft, i) => ({
    ...draft,
    _id: new ObjectId(),
    userId: new ObjectId(draft.userId),
    bookingId: draft.bookingId ? new ObjectId(draft.bookingId) : null,
    read: false,
    dismissed: false,
    seq: first + i,
    createdAt,
  }));
  // The drafts are built here from typed data, every field the schema stores set, so they go to the driver as they
  // are (decision 0070): an operator's "New booking" goes to every staff member in one write (bench: 1,000 at a time).
  await NotificationModel.collection.insertMany(docs, { ordered: true });
  return docs;
}

const visibleFilter = (userId: string) => ({ userId: new ObjectId(userId), dismissed: false });

export function listVisible(userId: string, skip: number, limit: number): Promise<NotificationDoc[]> {
  return NotificationModel.find(visibleFilter(userId)).sort({ seq: -1 }).skip(skip).limit(limit).lean<NotificationDoc[]>().exec();
}

export function countVisible(userId: string): Promise<number> {
  return NotificationModel.countDocuments(visibleFilter(userId)).exec();
}

export function countUnread(userId: string): Promise<number> {
  return NotificationModel.countDocuments({ ...visibleFilter(userId), read: false }).exec();
}

/** Owner-only: another user's id, a dismissed one and a missing one all match nothing. */
export function updateVisible(id: string, userId: string, set: { read?: true; dismissed?: true }): Promise<NotificationDoc | null> {
  return NotificationModel.findOneAndUpdate({ _id: new ObjectId(id), ...visibleFilter(userId) }, { $set: set }, { returnDocument: 'after' })
    .lean<NotificationDoc>()
    .exec();
}

export async function markAllRead(userId: string): Promise<number> {
  const result = await NotificationModel.updateMany({ ...visibleFilter(userId), read: false }, { $set: { read: true } }).exec();
  return result.modifiedCount;
}

/** The stream's replay: one user's visible notifications in (after, upTo], oldest first. */
export function listForReplay(userId: string, after: number, upTo: number): Promise<NotificationDoc[]> {
  return NotificationModel.find({ ...visibleFilter(userId), seq: mongoose.trusted({ $gt: after, $lte: upTo }) })
    .sort({ seq: 1 })
    .lean<NotificationDoc[]>()
    .exec();
}

/** The fan-out poller's read: every user's notifications after the high-water mark, in seq order (the seq index). */
export function listAfterSeq(after: number, limit: number): Promise<NotificationDoc[]> {
  return NotificationModel.find({ seq: mongoose.trusted({ $gt: after }) })
    .sort({ seq: 1 })
    .limit(limit)
    .lean<NotificationDoc[]>()
    .exec();
}

export async function latestSeq(): Promise<number> {
  const last = await NotificationModel.findOne({}, { seq: 1 }).sort({ seq: -1 }).lean<{ seq: number }>().exec();
  return last?.seq ?? 0;
}

/**
 * Whether this user was already told about this booking's event (a replayed event's check): about that very move or
 * excursion step when the event names one (`source`), else about any of that kind.
 */
export async function hasBookingNotification(userId: string, bookingId: string, event: NotificationEvent, source?: string): Promise<boolean> {
  const filter = { userId: new ObjectId(userId), bookingId: new ObjectId(bookingId), event, ...(source === undefined ? {} : { source }) };
  return (await NotificationModel.exists(filter).exec()) !== null;
}

export async function insertStreamTicket(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
  await StreamTicketModel.create({ tokenHash, userId, expiresAt });
}

export async function findLiveStreamTicket(tokenHash: string, now: Date): Promise<{ userId: string } | null> {
  const ticket = await StreamTicketModel.findOne({ tokenHash, expiresAt: mongoose.trusted({ $gt: now }) })
    .lean<{ userId: mongoose.Types.ObjectId }>()
    .exec();
  return ticket ? { userId: String(ticket.userId) } : null;
}
