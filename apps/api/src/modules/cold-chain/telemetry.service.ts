import type { EventBus } from '../../lib/domain-events';
import { FUTURE_READING_MESSAGE, isFutureReading, type TelemetryBatch } from '@meridian/contracts';
import { badRequest } from '../../lib/errors';
import { toBooking, type BookingDoc } from '../bookings/bookings.service';
import { applyReadingsToExcursions } from './excursions.service';
import { findBookingsCarriedBy, insertReadingsSkippingDuplicates, type NewReading } from './readings.repository';

export type TelemetryResult = { accepted: number; duplicates: number; unassigned: number };

/** "readings.3.celsius: Temperature must be ..." - a device's integrator sees which reading and why. */
export function telemetryFailureMessage(fields: Record<string, string>): string {
  const [path, problem] = Object.entries(fields)[0] ?? [];
  return path ? `${path}: ${problem}` : 'Invalid batch';
}

const assignedAt = (b: BookingDoc) => new Date(b.assignment?.assignedAt ?? b.updatedAt).getTime();

/**
 * A sensor's batch: each reading goes to every booking the key's vehicle carries (assigned, not yet delivered or
 * cancelled) that was assigned to it by the reading's time; a reading for none is counted unassigned and not kept.
 * A resent batch finds its readings already stored (unique device + booking + time) and counts them duplicates.
 */
export async function ingestTelemetry(events: EventBus, device: { id: string; vehicleId: string }, batch: TelemetryBatch): Promise<TelemetryResult> {
  const now = new Date();
  const future = Object.fromEntries(batch.readings.flatMap((r, i) => (isFutureReading(r.at, now) ? [[`readings.${i}.at`, FUTURE_READING_MESSAGE]] : [])));
  if (Object.keys(future).length > 0) throw badRequest(telemetryFailureMessage(future), future);

  const readings = batch.readings.map((r) => ({ at: new Date(r.at), celsius: r.celsius }));
  const carried = await findBookingsCarriedBy(device.vehicleId);
  const rows: (NewReading & { reading: number })[] = [];
  let unassigned = 0;
  readings.forEach((r, i) => {
    const targets = carried.filter((b) => assignedAt(b) <= r.at.getTime());
    if (targets.length === 0) unassigned += 1;
    for (const b of targets) rows.push({ reading: i, bookingId: String(b._id), at: r.at, celsius: r.celsius, source: 'sensor', deviceId: device.id });
  });

  const inserted = await insertReadingsSkippingDuplicates(rows);
  const newReadings = new Set(rows.filter((_, k) => inserted[k]).map((row) => row.reading));
  const routed = new Set(rows.map((row) => row.reading));

  for (const booking of carried) {
    const fresh = rows.filter((row, k) => inserted[k] && row.bookingId === String(booking._id));
    if (fresh.length > 0) await applyReadingsToExcursions(events, toBooking(booking), fresh, booking.organizationId ? String(booking.organizationId) : undefined);
  }
  return { accepted: newReadings.size, duplicates: routed.size - newReadings.size, unassigned };
}

