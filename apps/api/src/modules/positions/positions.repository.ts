import { ObjectId } from 'mongodb';
import type { PositionFix } from '@meridian/contracts';
import { isDuplicateKeyError } from '../../lib/errors';
import { arrivalEstimates, type ArrivalEstimateDoc } from './arrival-estimates.model';
import { deliveryRoutes, type DeliveryRouteDoc } from './delivery-routes.model';
import { driverPositionBatches } from './driver-positions.model';

// The only code that touches driver_positions, arrival_estimates and delivery_routes (decisions 0091, 0116).

export type StoredPosition = { at: Date; lat: number; lng: number; accuracyM?: number | null; speedKmh?: number | null };

const MAX_ATTEMPTS = 3;

/**
 * Stores the batch's fixes the driver's earlier batches do not hold (a resend after a lost answer holds some or all of
 * them): one document, `<driver>.<first fresh fix, ms>`. Answers which of `positions` were new.
 */
export async function storePositionBatch(driverId: string, bookingIds: readonly string[], positions: readonly StoredPosition[]): Promise<boolean[]> {
  const driver = new ObjectId(driverId);
  const times = positions.map((p) => p.at.getTime());
  const first = new Date(Math.min(...times));
  const last = new Date(Math.max(...times));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const stored = await driverPositionBatches()
      .find({ driverId: driver, lastAt: { $gte: first }, firstAt: { $lte: last } }, { projection: { 'positions.at': 1 } })
      .toArray();
    const seen = new Set<number>();
    for (const batch of stored) for (const p of batch.positions) seen.add(p.at.getTime());
    const fresh = times.map((t) => {
      if (seen.has(t)) return false;
      seen.add(t);
      return true;
    });
    const kept = positions.filter((_, i) => fresh[i]).sort((a, b) => a.at.getTime() - b.at.getTime());
    if (kept.length === 0) return fresh;
    try {
      await driverPositionBatches().insertOne({
        _id: `${driverId}.${kept[0]!.at.getTime()}`,
        driverId: driver,
        bookingIds: bookingIds.map((id) => new ObjectId(id)),
        firstAt: kept[0]!.at,
        lastAt: kept.at(-1)!.at,
        positions: kept.map((p) => ({ at: p.at, lat: p.lat, lng: p.lng, accuracyM: p.accuracyM ?? null, speedKmh: p.speedKmh ?? null })),
        createdAt: new Date(),
      });
      return fresh;
    } catch (error) {
      // The same batch stored by a request racing this one: look again at what is there.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  throw new Error(`position batch of driver ${driverId} kept colliding`);
}

/** The driver's fixes taken at or after `since`, oldest first. */
export async function driverFixesSince(driverId: string, since: Date): Promise<PositionFix[]> {
  const batches = await driverPositionBatches()
    .find({ driverId: new ObjectId(driverId), lastAt: { $gte: since } }, { projection: { positions: 1 } })
    .toArray();
  return batches
    .flatMap((b) => b.positions)
    .filter((p) => p.at.getTime() >= since.getTime())
    .map((p) => ({ at: p.at.getTime(), lat: p.lat, lng: p.lng, accuracyM: p.accuracyM ?? null, speedKmh: p.speedKmh ?? null }))
    .sort((a, b) => a.at - b.at);
}

export type EstimateWrite = Omit<ArrivalEstimateDoc, '_id' | 'arrivingAttempt'>;

/**
 * Keeps the booking's estimate unless the one stored is of the same attempt and read from a newer fix (two batches of
 * one driver answered out of order). False when the stored one was kept.
 */
export async function saveEstimate(bookingId: string, estimate: EstimateWrite): Promise<boolean> {
  const _id = new ObjectId(bookingId);
  try {
    const result = await arrivalEstimates().updateOne(
      { _id, $or: [{ attempt: { $ne: estimate.attempt } }, { 'position.at': { $lte: estimate.position.at } }] },
      { $set: estimate },
      { upsert: true },
    );
    return result.matchedCount + result.upsertedCount > 0;
  } catch (error) {
    // The filter missed an existing estimate (a newer one), so the upsert collided with it: it stays.
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** The booking's estimate for this attempt, if one was made. */
export function findEstimate(bookingId: string, attempt: Date): Promise<ArrivalEstimateDoc | null> {
  return arrivalEstimates().findOne({ _id: new ObjectId(bookingId), attempt });
}

/** Marks this attempt's "arriving" as announced; true for the one caller that marked it. */
export async function claimArrivingAnnouncement(bookingId: string, attempt: Date): Promise<boolean> {
  const result = await arrivalEstimates().updateOne({ _id: new ObjectId(bookingId), attempt, arrivingAttempt: { $ne: attempt } }, { $set: { arrivingAttempt: attempt } });
  return result.modifiedCount === 1;
}

/**
 * The driver's latest delivery route (decision 0116), whatever its day: a day that crosses midnight UTC carries on
 * with the order the driver set (the reader keeps only the jobs still out).
 */
export function findLatestDeliveryRoute(driverId: string): Promise<DeliveryRouteDoc | null> {
  return deliveryRoutes().findOne({ driverId: new ObjectId(driverId) }, { sort: { updatedAt: -1 } });
}

/** Keeps the driver's route of `date` as given. */
export async function saveDeliveryRoute(driverId: string, date: string, route: { stops: readonly string[]; edited: boolean; fromVan: boolean }, now: Date): Promise<DeliveryRouteDoc> {
  const doc: DeliveryRouteDoc = {
    _id: `${driverId}.${date}`,
    driverId: new ObjectId(driverId),
    date,
    stops: route.stops.map((id) => new ObjectId(id)),
    edited: route.edited,
    fromVan: route.fromVan,
    updatedAt: now,
  };
  await deliveryRoutes().replaceOne({ _id: doc._id }, doc, { upsert: true });
  return doc;
}
