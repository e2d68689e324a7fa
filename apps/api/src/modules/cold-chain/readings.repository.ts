import type { ReadingSource } from '@meridian/contracts';
import mongoose from 'mongoose';
import { listBookingsCarriedBy, type BookingRecord } from '../bookings/bookings.service';
import { ExcursionStateModel, type ExcursionStateDoc } from './excursion-state.model';
import { ReadingModel } from './readings.model';
import { sensorBatches } from './sensor-batches.model';

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

export type SensorReading = { at: Date; celsius: number };

const DUPLICATE_KEY = 11000;
const MAX_ATTEMPTS = 5;

/**
 * Decision 0075: stores a sensor batch's readings for one booking as one document, leaving out every time the device
 * already reported for that booking (in this batch or an earlier one), and answers which positions were new. A twin
 * sent at the same moment finds the first's document under the same _id and checks again against it.
 * Decision 0076: `countedThrough` is the newest reading time the booking's excursions have counted (null: none yet).
 * A batch wholly newer than it is taken as unseen without reading the stored batches; a twin still collides on _id.
 */
export async function storeSensorBatch(deviceId: string, bookingId: string, readings: readonly SensorReading[], countedThrough?: Date | null): Promise<boolean[]> {
  const device = new ObjectId(deviceId);
  const booking = new ObjectId(bookingId);
  const times = readings.map((r) => r.at.getTime());
  const first = new Date(Math.min(...times));
  const last = new Date(Math.max(...times));
  const newerThanCounted = countedThrough === null || (countedThrough !== undefined && first.getTime() > new Date(countedThrough).getTime());
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const stored =
      attempt === 0 && newerThanCounted
        ? []
        : await sensorBatches()
            .find({ deviceId: device, bookingId: booking, lastAt: { $gte: first }, firstAt: { $lte: last } }, { projection: { 'readings.at': 1 } })
            .toArray();
    const seen = new Set<number>();
    for (const batch of stored) for (const r of batch.readings) seen.add(r.at.getTime());
    const fresh = times.map((t) => {
      if (seen.has(t)) return false;
      seen.add(t);
      return true;
    });
    const kept = readings.filter((_, i) => fresh[i]).sort((a, b) => a.at.getTime() - b.at.getTime());
    if (kept.length === 0) return fresh;
    const firstAt = kept[0]!.at;
    try {
      await sensorBatches().insertOne({
        _id: `${deviceId}.${bookingId}.${firstAt.getTime()}`,
        bookingId: booking,
        deviceId: device,
        firstAt,
        lastAt: kept.at(-1)!.at,
        readings: kept.map((r) => ({ at: r.at, celsius: r.celsius })),
        createdAt: new Date(),
      });
      return fresh;
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
  }
  throw new Error(`sensor batch for booking ${bookingId} kept colliding`);
}

/** One line of a booking's temperature log, whichever collection holds it. */
export type LoggedReading = { at: Date; celsius: number; source: ReadingSource };

type Pending = LoggedReading & { device: string };

/**
 * A booking's whole log in time order: the sensors' batches merged with the readings kept one per document (typed in
 * by people, and sensor readings stored before decision 0075 until the migration moves them). Batches come in the
 * order their readings start, so everything earlier than the next batch's first reading is final and goes out; at
 * most the overlapping batches are held. A device's reading stored twice (a batch racing its overlapping resend, or
 * a reading both moved and resent during the migration) is given once. Yields the log a run at a time (what one batch
 * lets out), so a long log costs one await per batch, not per reading.
 */
export async function* readingsInTimeOrder(bookingId: string): AsyncGenerator<LoggedReading[]> {
  const id = new ObjectId(bookingId);
  const batches = sensorBatches().find({ bookingId: id }).sort({ firstAt: 1 });
  const singles = ReadingModel.collection.find({ bookingId: id }).sort({ at: 1, _id: 1 });
  try {
    let pending: Pending[] = [];
    let head = 0;
    let single = await singles.next();
    let batch = await batches.next();
    let lastTime = Number.NaN;
    const devicesAtLastTime = new Set<string>();
    for (;;) {
      const watermark = batch ? batch.firstAt.getTime() : Infinity;
      const run: LoggedReading[] = [];
      for (;;) {
        const p = head < pending.length && pending[head]!.at.getTime() < watermark ? pending[head]! : undefined;
        const s = single && (single.at as Date).getTime() < watermark ? single : undefined;
        if (!p && !s) break;
        let next: Pending;
        if (p && (!s || p.at.getTime() <= (s.at as Date).getTime())) {
          next = p;
          head += 1;
        } else {
          next = { at: s!.at as Date, celsius: s!.celsius as number, source: s!.source as ReadingSource, device: s!.deviceId ? String(s!.deviceId) : '' };
          single = await singles.next();
        }
        const time = next.at.getTime();
        if (time !== lastTime) {
          lastTime = time;
          devicesAtLastTime.clear();
        }
        if (next.device) {
          if (devicesAtLastTime.has(next.device)) continue;
          devicesAtLastTime.add(next.device);
        }
        run.push({ at: next.at, celsius: next.celsius, source: next.source });
      }
      if (run.length > 0) yield run;
      if (!batch) break;
      const device = String(batch.deviceId);
      const incoming = batch.readings.map((r) => ({ at: r.at, celsius: r.celsius, source: 'sensor' as const, device }));
      pending = mergeByTime(pending.slice(head), incoming);
      head = 0;
      batch = await batches.next();
    }
  } finally {
    await Promise.all([batches.close(), singles.close()]);
  }
}

function mergeByTime(a: Pending[], b: Pending[]): Pending[] {
  if (a.length === 0) return b;
  const out: Pending[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(a[i]!.at.getTime() <= b[j]!.at.getTime() ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

export async function findReadings(bookingId: string): Promise<LoggedReading[]> {
  const log: LoggedReading[] = [];
  // Not push(...run): one run can hold a whole log (no batches at all), more arguments than a call takes.
  for await (const run of readingsInTimeOrder(bookingId)) for (const r of run) log.push(r);
  return log;
}

// From assignment to delivery the vehicle carries the freight (contracts: milestones.ts).
const CARRYING_MILESTONES = ['assigned', 'picked-up', 'in-transit', 'out-for-delivery'] as const;

/** A carried booking with its excursion state: none, or the one (the state's booking is unique). */
export type CarriedBooking = BookingRecord & { excursionState: ExcursionStateDoc[] };

/**
 * The bookings a vehicle carries now; the telemetry route files each reading under those assigned before it. Each
 * comes with its excursion state in the same round trip (decision 0077: the engine's `$lookup` reads it by index).
 */
export function findBookingsCarriedBy(vehicleId: string): Promise<CarriedBooking[]> {
  return listBookingsCarriedBy<{ excursionState: ExcursionStateDoc[] }>(vehicleId, CARRYING_MILESTONES, {
    collection: ExcursionStateModel.collection.collectionName,
    foreignField: 'bookingId',
    as: 'excursionState',
  });
}

export type LegacySensorReading = { _id: mongoose.Types.ObjectId; bookingId: mongoose.Types.ObjectId; deviceId: mongoose.Types.ObjectId; at: Date; celsius: number; createdAt?: Date };

/** Sensor readings still stored one per document (before decision 0075), each booking's in time order, through an index. */
export function legacySensorReadings(): AsyncIterable<LegacySensorReading> {
  return ReadingModel.collection.find({ deviceId: { $exists: true } }).sort({ bookingId: 1, at: 1 }).hint('booking_at') as unknown as AsyncIterable<LegacySensorReading>;
}

/**
 * Moves one device's consecutive readings for one booking into a batch, then removes them. The batch is named by its
 * first reading, so a move cut short between the two writes finds its batch stored and only removes.
 */
export async function moveIntoBatch(chunk: readonly LegacySensorReading[]): Promise<void> {
  const first = chunk[0]!;
  try {
    await sensorBatches().insertOne({
      _id: `legacy.${String(first._id)}`,
      bookingId: first.bookingId,
      deviceId: first.deviceId,
      firstAt: first.at,
      lastAt: chunk.at(-1)!.at,
      readings: chunk.map((r) => ({ at: r.at, celsius: r.celsius })),
      createdAt: first.createdAt ?? new Date(),
    });
  } catch (error) {
    if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
  }
  await ReadingModel.collection.deleteMany({ _id: { $in: chunk.map((r) => r._id) } });
}
