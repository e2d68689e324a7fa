import {
  downsampleReadings,
  FUTURE_READING_MESSAGE,
  illegalEventMessage,
  isFutureReading,
  isInBand,
  isStaffRole,
  nextMilestone,
  roundTenth,
  timeInBandPercent,
  type Booking,
  type PublicTemperatureChart,
  type ReadingSource,
  type TemperatureLog,
  type TemperatureReading,
} from '@meridian/contracts';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { BOOKING_NOT_FOUND, toBooking, type BookingDoc } from '../bookings/bookings.service';
import type { Actor } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import type { ExcursionTransition } from './excursion-steps';
import { applyReadingsToExcursions, bandFor, excursionsOf } from './excursions.service';
import { findBookingById, findReadings, insertReading, streamReadings } from './readings.repository';
import type { ReadingDoc } from './readings.model';

export type DriverReadingInput = { celsius: number; at?: string | undefined; note?: string | undefined };
export type RecordedReading = { reading: TemperatureReading; transitions: ExcursionTransition[] };

/**
 * A reading typed in by the driver (or an operator) through POST /bookings/{id}/events type 'reading'. The caller
 * has checked the role and that the booking is the driver's; this checks the time and the lifecycle, stores the
 * reading and moves the excursions.
 */
export async function recordDriverReading(events: EventBus, booking: Booking, actor: Actor, input: DriverReadingInput): Promise<RecordedReading> {
  const state = { status: booking.status, milestone: booking.milestone, hasDriver: booking.assignment !== null };
  if (nextMilestone(state, 'reading') === undefined) throw conflict(illegalEventMessage(state, 'reading'));
  const now = new Date();
  if (input.at && isFutureReading(input.at, now)) throw badRequest(FUTURE_READING_MESSAGE, { at: FUTURE_READING_MESSAGE });
  const at = input.at ? new Date(input.at) : now;
  const source: ReadingSource = actor.role === 'driver' ? 'driver' : 'operator';
  await insertReading({ bookingId: booking._id, at, celsius: input.celsius, source, recordedBy: actor.id, note: input.note });
  const transitions = await applyReadingsToExcursions(events, booking, [{ at, celsius: input.celsius }]);
  return { reading: { at: at.toISOString(), celsius: input.celsius, source }, transitions };
}

/** The owner, staff and the assigned driver read the log; anyone else is told it does not exist. */
export async function loadReadableBooking(id: string, actor: Actor): Promise<BookingDoc> {
  const booking = await findBookingById(id);
  const allowed =
    booking !== null &&
    (String(booking.createdBy) === actor.id || isStaffRole(actor.role) || (actor.role === 'driver' && String(booking.assignment?.driverId ?? '') === actor.id));
  if (!allowed) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

const toReading = (r: ReadingDoc): TemperatureReading => ({ at: new Date(r.at).toISOString(), celsius: r.celsius, source: r.source as ReadingSource });

export async function temperatureLogFor(doc: BookingDoc): Promise<TemperatureLog> {
  const booking = toBooking(doc);
  const band = bandFor(booking);
  const [readings, excursions] = await Promise.all([findReadings(booking._id), excursionsOf(booking._id)]);
  const log = readings.map(toReading);
  return { band, readings: log, timeInBandPercent: band ? timeInBandPercent(log, band) : null, excursions };
}

export type CsvRow = { at: string; celsius: number; source: string; inBand: string };

/** The CSV's rows as a stream: header at,celsius,source,inBand (inBand empty when the booking has no band). */
export function temperatureCsvRows(doc: BookingDoc): { rows: AsyncIterable<CsvRow>; filename: string } {
  const band = bandFor(toBooking(doc));
  const cursor = streamReadings(String(doc._id));
  async function* rows(): AsyncIterable<CsvRow> {
    for await (const r of cursor) {
      yield { at: new Date(r.at).toISOString(), celsius: r.celsius, source: r.source, inBand: band ? String(isInBand(r.celsius, band)) : '' };
    }
  }
  return { rows: rows(), filename: `temperature-log-${doc.trackingNumber ?? String(doc._id)}.csv` };
}

/**
 * The public tracking page's chart: the curve downsampled and rounded, the band, time in band and the excursions;
 * never the readings table. Null for a booking that is not perishable (or does not exist).
 */
export async function temperatureChartFor(bookingId: string): Promise<PublicTemperatureChart | null> {
  const doc = await findBookingById(bookingId);
  if (!doc) return null;
  const band = bandFor(toBooking(doc));
  if (!band) return null;
  const [readings, excursions] = await Promise.all([findReadings(bookingId), excursionsOf(bookingId)]);
  const log = readings.map(toReading);
  return {
    band,
    points: downsampleReadings(log),
    timeInBandPercent: timeInBandPercent(log, band),
    excursions: excursions.map((e) => ({ ...e, peakCelsius: roundTenth(e.peakCelsius) })),
  };
}
