import type { EventBus } from '../../lib/domain-events';
import { FUTURE_READING_MESSAGE, isFutureReading, type TelemetryBatch } from '@meridian/contracts';
import { badRequest } from '../../lib/errors';
import { toBooking, type BookingRecord } from '../bookings/bookings.service';
import type { ExcursionStateDoc } from './excursion-state.model';
import { applyReadingsToExcursions, bandFor } from './excursions.service';
import { findBookingsCarriedBy, storeSensorBatch } from './readings.repository';

export type TelemetryResult = { accepted: number; duplicates: number; unassigned: number };

/** "readings.3.celsius: Temperature must be ..." - a device's integrator sees which reading and why. */
export function telemetryFailureMessage(fields: Record<string, string>): string {
  const [path, problem] = Object.entries(fields)[0] ?? [];
  return path ? `${path}: ${problem}` : 'Invalid batch';
}

/** The newest reading a watched booking's excursions have counted (null: none yet); unknown unwatched or sealed. */
const countedThrough = (state: ExcursionStateDoc | null | undefined) => (state === undefined || state?.sealedAt ? undefined : (state?.lastAt ?? null));

const assignedAt = (b: BookingRecord) => new Date(b.assignment?.assignedAt ?? b.updatedAt).getTime();

/**
 * A sensor's batch: each reading goes to every booking the key's vehicle carries (assigned, not yet delivered or
 * cancelled) that was assigned to it by the reading's time; a reading for none is counted unassigned and not kept.
 * A resent batch finds its readings already stored (device + booking + time, decision 0075) and counts them
 * duplicates.
 */
export async function ingestTelemetry(events: EventBus, device: { id: string; vehicleId: string }, batch: TelemetryBatch): Promise<TelemetryResult> {
  const now = new Date();
  const future = Object.fromEntries(batch.readings.flatMap((r, i) => (isFutureReading(r.at, now) ? [[`readings.${i}.at`, FUTURE_READING_MESSAGE]] : [])));
  if (Object.keys(future).length > 0) throw badRequest(telemetryFailureMessage(future), future);

  const readings = batch.readings.map((r) => ({ at: new Date(r.at), celsius: r.celsius }));
  const carried = await findBookingsCarriedBy(device.vehicleId);
  // Each booking takes the readings from its assignment on; its batch is stored and checked for resends on its own.
  const targets = carried.map((booking) => {
    const from = assignedAt(booking);
    const positions = readings.flatMap((r, i) => (r.at.getTime() >= from ? [i] : []));
    // Decision 0076: a watched booking's excursion state (read with it, 0077) spares the resend check what it counted.
    const state = positions.length > 0 && bandFor(booking) ? (booking.excursionState[0] ?? null) : undefined;
    return { booking, positions, state };
  });
  const stored = await Promise.all(
    targets.map(({ booking, positions, state }) =>
      positions.length > 0 ? storeSensorBatch(device.id, String(booking._id), positions.map((i) => readings[i]!), countedThrough(state)) : [],
    ),
  );
  const routed = new Set<number>();
  const fresh = new Set<number>();
  for (const [k, { booking, positions, state }] of targets.entries()) {
    const isNew = stored[k]!;
    positions.forEach((i, n) => {
      routed.add(i);
      if (isNew[n]) fresh.add(i);
    });
    // Every time of the batch goes to the excursions, stored now or before: the late rule ignores what they already
    // counted, and counts what a process killed between storing the batch and this step left uncounted.
    const times = new Set<number>();
    const counted = positions
      .map((i) => readings[i]!)
      .filter((r) => {
        const time = r.at.getTime();
        if (times.has(time)) return false;
        times.add(time);
        return true;
      });
    const organizationId = booking.organizationId ? String(booking.organizationId) : undefined;
    if (counted.length > 0) await applyReadingsToExcursions(events, toBooking(booking), counted, { organizationId, ...(state !== undefined ? { state } : {}) });
  }
  const unassigned = readings.length - routed.size;
  return { accepted: fresh.size, duplicates: routed.size - fresh.size, unassigned };
}

