import type { ReadingSource } from '@meridian/contracts';
import mongoose from 'mongoose';
import { BookingModel, type BookingDoc } from '../bookings/bookings.service';
import { ReadingModel, type ReadingDoc } from './readings.model';

const { ObjectId } = mongoose.Types;

export type NewReading = {
  bookingId: string;
  at: Date;
  celsius: number;
  source: ReadingSource;
  deviceId?: string;
  recordedBy?: string;
  note?: string;
};

const toDocument = (r: NewReading) => ({
  bookingId: new ObjectId(r.bookingId),
  at: r.at,
  celsius: r.celsius,
  source: r.source,
  ...(r.deviceId ? { deviceId: new ObjectId(r.deviceId) } : {}),
  ...(r.recordedBy ? { recordedBy: new ObjectId(r.recordedBy) } : {}),
  ...(r.note ? { note: r.note } : {}),
  createdAt: new Date(),
});

export async function insertReading(reading: NewReading): Promise<void> {
  await ReadingModel.collection.insertOne(toDocument(reading));
}

/**
 * A driver's or operator's reading at a time they gave: stored once per (booking, time, source, person), so a phone
 * resending its queue without an Idempotency-Key adds no second row. False when it was already there.
 */
export async function insertManualReadingOnce(reading: NewReading): Promise<boolean> {
  const doc = toDocument(reading);
  const result = await ReadingModel.collection.updateOne(
    { bookingId: doc.bookingId, at: doc.at, source: doc.source, recordedBy: doc.recordedBy ?? null },
    { $setOnInsert: doc },
    { upsert: true },
  );
  return result.upsertedCount === 1;
}

type WriteError = { index: number; code?: number };

/**
 * Inserts every reading it can (unordered), and answers which positions were new. A position the unique
 * (device, booking, time) index refused was already stored: a resent batch.
 */
export async function insertReadingsSkippingDuplicates(readings: readonly NewReading[]): Promise<boolean[]> {
  const inserted = readings.map(() => true);
  if (readings.length === 0) return inserted;
  try {
    await ReadingModel.collection.insertMany(readings.map(toDocument), { ordered: false });
  } catch (error) {
    const raw = (error as { writeErrors?: WriteError | WriteError[] }).writeErrors;
    const writeErrors = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    if (writeErrors.length === 0 || writeErrors.some((e) => e.code !== 11000)) throw error;
    for (const e of writeErrors) inserted[e.index] = false;
  }
  return inserted;
}

export function findReadings(bookingId: string): Promise<ReadingDoc[]> {
  return ReadingModel.find({ bookingId: new ObjectId(bookingId) }).sort({ at: 1, _id: 1 }).lean<ReadingDoc[]>().exec();
}

/** The log in time order as a stream, for the CSV download of a long journey. */
export function streamReadings(bookingId: string) {
  return ReadingModel.find({ bookingId: new ObjectId(bookingId) }).sort({ at: 1, _id: 1 }).lean<ReadingDoc>().cursor();
}

export function findBookingById(id: string): Promise<BookingDoc | null> {
  return BookingModel.findById(new ObjectId(id)).lean<BookingDoc>().exec();
}

// From assignment to delivery the vehicle carries the freight (contracts: milestones.ts).
export const CARRYING_MILESTONES = ['assigned', 'picked-up', 'in-transit', 'out-for-delivery'] as const;

/** The bookings a vehicle carries now; the telemetry route files each reading under those assigned before it. */
export function findBookingsCarriedBy(vehicleId: string): Promise<BookingDoc[]> {
  return BookingModel.find({ 'assignment.vehicleId': vehicleId, milestone: mongoose.trusted({ $in: [...CARRYING_MILESTONES] }) })
    .lean<BookingDoc[]>()
    .exec();
}
