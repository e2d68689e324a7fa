import type { Booking, BookingStatus, ShipmentEventType } from '@meridian/contracts';
import mongoose from 'mongoose';
import type { DomainEvent, EventBus } from '../../lib/domain-events';
import { BookingModel, type BookingDoc as BookingRecord } from './bookings.model';

// Decision 0069: a move is one write and then its reactions (notifications, tracking mail, webhooks, the excursion's
// close at delivery, the refund of a cancel). The write also records the move's announcement on the booking
// (`pendingMoves`), and the record goes once every reaction has run; a process that dies in between leaves it, and the
// move sweep announces it again, marked replayed, so no move loses its reactions.

const { ObjectId } = mongoose.Types;

type MoveType = Exclude<ShipmentEventType, 'reading'>;

export type PendingMove = {
  _id: mongoose.Types.ObjectId;
  type: MoveType;
  actorId: string;
  note?: string;
  previousStatus?: BookingStatus;
  /** The booking's version and the index of the move's history entry once the move is written. */
  version: number;
  historyIndex: number;
  at: Date;
};

type MoveFacts = { type: MoveType; actorId: string; note?: string; previousStatus?: BookingStatus; at: Date };

/** The record a move's write pushes onto `pendingMoves`, for the booking as it was read before the move. */
export function pendingMoveFor(before: Pick<BookingRecord, 'version' | 'statusHistory'>, facts: MoveFacts): PendingMove {
  return {
    _id: new ObjectId(),
    type: facts.type,
    actorId: facts.actorId,
    ...(facts.note ? { note: facts.note } : {}),
    ...(facts.previousStatus ? { previousStatus: facts.previousStatus } : {}),
    version: before.version + 1,
    historyIndex: before.statusHistory?.length ?? 0,
    at: facts.at,
  };
}

/** The domain event a pending move announces, about `booking` as the move left it. */
function moveEvent(booking: Booking, pending: PendingMove, replayed = false): DomainEvent {
  return {
    kind: 'shipment-moved',
    type: pending.type,
    booking,
    actorId: pending.actorId,
    ...(pending.note ? { note: pending.note } : {}),
    ...(pending.previousStatus ? { previousStatus: pending.previousStatus } : {}),
    ...(replayed ? { replayed } : {}),
  };
}

/** Runs the move's reactions, then removes its record; a reaction that fails leaves the record for the sweep. */
export async function announceMove(events: EventBus, booking: Booking, pending: PendingMove, replayed = false): Promise<void> {
  await events.publish(moveEvent(booking, pending, replayed));
  await BookingModel.updateOne({ _id: new ObjectId(booking._id) }, { $pull: { pendingMoves: { _id: pending._id } } }).exec();
}

/** Bookings holding an announcement older than `before`, oldest first (the sparse `pending_moves` index). */
export function listBookingsWithPendingMoves(before: Date, limit: number): Promise<BookingRecord[]> {
  return BookingModel.find({ 'pendingMoves.at': mongoose.trusted({ $lt: before }) })
    .sort({ 'pendingMoves.at': 1 })
    .limit(limit)
    .lean<BookingRecord[]>()
    .exec();
}

/** The pending moves a booking document holds, oldest first. */
export function pendingMovesOf(doc: BookingRecord): PendingMove[] {
  return [...((doc.pendingMoves ?? []) as PendingMove[])].sort((a, b) => a.version - b.version);
}
