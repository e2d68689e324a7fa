import { createHash } from 'node:crypto';
import {
  canonicalTemperatureReport,
  coldChainFigures,
  coldChainVerdict,
  downsampleReadings,
  FUTURE_READING_MESSAGE,
  illegalEventMessage,
  isFutureReading,
  isInBand,
  isStaffRole,
  meanKineticCelsius,
  nextMilestone,
  roundHundredth,
  roundTenth,
  TEMPERATURE_REPORT_NOT_FOUND,
  type Booking,
  type ColdChainVerdict,
  type Excursion,
  type PublicTemperatureChart,
  type ReadingSource,
  type RecordedReadingAnswer,
  type TemperatureBand,
  type TemperatureLog,
  type TemperatureReading,
  type TemperatureReportSummary,
} from '@meridian/contracts';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { BOOKING_NOT_FOUND, findBookingById, isOrganizationBooking, toBooking, type BookingRecord } from '../bookings/bookings.service';
import type { Actor } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import type { ExcursionTransition } from './excursion-steps';
import { applyReadingsToExcursions, bandFor, excursionsOf } from './excursions.service';
import { findReadings, insertManualReadingOnce, insertReading, readingsInTimeOrder, type LoggedReading } from './readings.repository';
import { findLaterTemperatureReport, findTemperatureReport, rememberTemperatureReport } from './temperature-reports.repository';

export type DriverReadingInput = { celsius: number; at?: string | undefined; note?: string | undefined };
export type RecordedReading = RecordedReadingAnswer & { transitions: ExcursionTransition[] };

/**
 * A reading typed in by the driver (or an operator) through POST /bookings/{id}/events type 'reading'. The caller
 * has checked the role and that the booking is the driver's; this checks the time and the lifecycle, stores the
 * reading and moves the excursions. The answer says at once whether it is in band, so the driver is warned on the
 * spot; a resent reading (same time) is stored once and moves nothing.
 */
export async function recordDriverReading(events: EventBus, booking: Booking, actor: Actor, input: DriverReadingInput): Promise<RecordedReading> {
  const state = { status: booking.status, milestone: booking.milestone, hasDriver: booking.assignment !== null };
  if (nextMilestone(state, 'reading') === undefined) throw conflict(illegalEventMessage(state, 'reading'));
  const now = new Date();
  if (input.at && isFutureReading(input.at, now)) throw badRequest(FUTURE_READING_MESSAGE, { at: FUTURE_READING_MESSAGE });
  const at = input.at ? new Date(input.at) : now;
  const source: ReadingSource = actor.role === 'driver' ? 'driver' : 'operator';
  const row = { bookingId: booking._id, at, celsius: input.celsius, source, recordedBy: actor.id, note: input.note };
  let duplicate = false;
  if (input.at) duplicate = !(await insertManualReadingOnce(row));
  else await insertReading(row);
  const transitions = duplicate ? [] : await applyReadingsToExcursions(events, booking, [{ at, celsius: input.celsius }]);
  const band = bandFor(booking);
  const open = band ? ((await excursionsOf(booking._id)).find((e) => e.closedAt === null) ?? null) : null;
  return {
    reading: { at: at.toISOString(), celsius: input.celsius, source },
    inBand: band ? isInBand(input.celsius, band) : true,
    band,
    duplicate,
    excursion: open,
    transitions,
  };
}

/** The HTTP answer to a reading: everything but the internal transitions. */
export function toReadingAnswer({ transitions: _transitions, ...answer }: RecordedReading): RecordedReadingAnswer {
  return answer;
}

function canRead(booking: BookingRecord, actor: Actor, withDriver: boolean): boolean {
  if (isOrganizationBooking(booking, actor) || isStaffRole(actor.role)) return true;
  return withDriver && actor.role === 'driver' && String(booking.assignment?.driverId ?? '') === actor.id;
}

/** The owner, staff and the assigned driver read the log; anyone else is told it does not exist. */
export async function loadReadableBooking(id: string, actor: Actor): Promise<BookingRecord> {
  const booking = await findBookingById(id);
  if (!booking || !canRead(booking, actor, true)) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

/** The signed report is the owner's and the staff's document (the driver sees the log in the app). */
export async function loadReportBooking(id: string, actor: Actor): Promise<BookingRecord> {
  const booking = await findBookingById(id);
  if (!booking || !canRead(booking, actor, false)) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

const toReading = (r: LoggedReading): TemperatureReading => ({ at: r.at.toISOString(), celsius: r.celsius, source: r.source });

export type ReportStats = { minCelsius: number | null; maxCelsius: number | null; meanKineticCelsius: number | null; timeInBandPercent: number | null };

/** Min, max and MKT of the readings; time in band comes from coldChainFigures (decision 0084), as of `now`. */
export function statsOf(readings: readonly TemperatureReading[], band: TemperatureBand | null, excursions: readonly Excursion[], now: Date): ReportStats {
  if (readings.length === 0) return { minCelsius: null, maxCelsius: null, meanKineticCelsius: null, timeInBandPercent: null };
  let min = Infinity;
  let max = -Infinity;
  for (const r of readings) {
    if (r.celsius < min) min = r.celsius;
    if (r.celsius > max) max = r.celsius;
  }
  const mkt = meanKineticCelsius(readings.map((r) => r.celsius));
  const timeInBand = band ? coldChainFigures({ band, readings, excursions, now }).timeInBandPercent : null;
  return { minCelsius: min, maxCelsius: max, meanKineticCelsius: mkt === null ? null : roundHundredth(mkt), timeInBandPercent: timeInBand };
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Everything the log, the report PDF and the proof of delivery say about a booking's temperature. */
export type ColdChainReport = {
  booking: Booking;
  band: TemperatureBand | null;
  readings: TemperatureReading[];
  excursions: Excursion[];
  stats: ReportStats;
  verdict: ColdChainVerdict | null;
  digest: string | null;
  /** When the digest was first issued and its time in band then: every copy of one digest states the same figure. */
  issued: { at: string; timeInBandPercent: number } | null;
};

/**
 * Reads the log once and, for a perishable booking with readings, its digest (decision 0041), remembered with the
 * summary it stands for so anyone holding it can verify it later with one index seek.
 */
export async function coldChainReport(doc: BookingRecord): Promise<ColdChainReport> {
  const booking = toBooking(doc);
  const band = bandFor(booking);
  const [docs, excursions] = await Promise.all([findReadings(booking._id), excursionsOf(booking._id)]);
  const readings = docs.map(toReading);
  const stats = statsOf(readings, band, excursions, new Date());
  let digest: string | null = null;
  let issued: ColdChainReport['issued'] = null;
  if (band && readings.length > 0) {
    digest = sha256Hex(canonicalTemperatureReport({ trackingNumber: booking.trackingNumber, band, readings }));
    issued = await rememberTemperatureReport({
      digest,
      bookingId: booking._id,
      trackingNumber: booking.trackingNumber,
      band,
      readings: readings.length,
      firstAt: new Date(readings[0]!.at),
      lastAt: new Date(readings.at(-1)!.at),
      minCelsius: stats.minCelsius!,
      maxCelsius: stats.maxCelsius!,
      meanKineticCelsius: stats.meanKineticCelsius!,
      timeInBandPercent: stats.timeInBandPercent!,
    });
  }
  return { booking, band, readings, excursions, stats, verdict: band ? coldChainVerdict(excursions) : null, digest, issued };
}

export async function temperatureLogFor(doc: BookingRecord): Promise<TemperatureLog> {
  const { band, readings, excursions, stats, verdict, digest } = await coldChainReport(doc);
  return { band, readings, ...stats, reportDigest: digest, excursions, verdict };
}

/** What the proof of delivery states about the cold chain; null for a booking that is not perishable. */
export async function coldChainStatementFor(bookingId: string): Promise<{ band: TemperatureBand; timeInBandPercent: number | null; excursions: Excursion[] } | null> {
  const doc = await findBookingById(bookingId);
  const band = doc ? bandFor(toBooking(doc)) : null;
  if (!doc || !band) return null;
  const [readings, excursions] = await Promise.all([findReadings(bookingId), excursionsOf(bookingId)]);
  return { band, ...coldChainFigures({ band, readings: readings.map(toReading), excursions, now: new Date() }) };
}

// A reading after the report closed it later: as of the report it was still open. Delivery closes it for good.
const closedAsOf = (e: Excursion, lastAt: Date) => (e.closedBy === 'reading' && e.closedAt && new Date(e.closedAt) > lastAt ? null : e.closedAt);

/**
 * GET /temperature-reports/{digest}: the summary a digest stood for, with each excursion's disposition as it is now.
 * Excursions opened after the report's last reading are not part of it; one still open then is shown open. A later
 * report of the same shipment is named, so a reader of an old copy learns the story went on (decision 0084).
 */
export async function verifyTemperatureReport(digest: string): Promise<TemperatureReportSummary> {
  const report = await findTemperatureReport(digest);
  if (!report) throw notFound(TEMPERATURE_REPORT_NOT_FOUND);
  const lastAt = new Date(report.lastAt);
  const band = report.band!;
  const [all, later] = await Promise.all([excursionsOf(String(report.bookingId)), findLaterTemperatureReport(String(report.bookingId), report.createdAt)]);
  const excursions = all.filter((e) => new Date(e.openedAt) <= lastAt).map((e) => ({ ...e, closedAt: closedAsOf(e, lastAt) }));
  return {
    trackingNumber: report.trackingNumber,
    band: { target: band.target, min: band.min, max: band.max, tolerance: band.tolerance },
    readings: report.readings,
    firstAt: new Date(report.firstAt).toISOString(),
    lastAt: lastAt.toISOString(),
    minCelsius: report.minCelsius,
    maxCelsius: report.maxCelsius,
    meanKineticCelsius: report.meanKineticCelsius,
    timeInBandPercent: report.timeInBandPercent,
    excursions: excursions.map((e) => ({
      openedAt: e.openedAt,
      closedAt: e.closedAt,
      peakCelsius: roundTenth(e.peakCelsius),
      disposition: e.acknowledgement?.disposition ?? null,
    })),
    verdict: coldChainVerdict(excursions),
    issuedAt: new Date(report.createdAt).toISOString(),
    supersededBy: later?.digest ?? null,
  };
}

export type CsvRow = { at: string; celsius: number; source: string; inBand: string };

/** The CSV's rows as a stream: header at,celsius,source,inBand (inBand empty when the booking has no band). */
export function temperatureCsvRows(doc: BookingRecord): { rows: AsyncIterable<CsvRow>; filename: string } {
  const band = bandFor(toBooking(doc));
  const log = readingsInTimeOrder(String(doc._id));
  async function* rows(): AsyncIterable<CsvRow> {
    for await (const run of log) {
      for (const r of run) yield { at: r.at.toISOString(), celsius: r.celsius, source: r.source, inBand: band ? String(isInBand(r.celsius, band)) : '' };
    }
  }
  return { rows: rows(), filename: `temperature-log-${doc.trackingNumber ?? String(doc._id)}.csv` };
}

/**
 * The public tracking page's chart: the curve downsampled and rounded, the band, time in band and the excursions
 * (without who acknowledged them); never the readings table. Null for a booking that is not perishable (or does not exist).
 */
export async function temperatureChartFor(bookingId: string): Promise<PublicTemperatureChart | null> {
  const doc = await findBookingById(bookingId);
  if (!doc) return null;
  const band = bandFor(toBooking(doc));
  if (!band) return null;
  const [readings, excursions] = await Promise.all([findReadings(bookingId), excursionsOf(bookingId)]);
  const log = readings.map(toReading);
  const figures = coldChainFigures({ band, readings: log, excursions, now: new Date() });
  return {
    band,
    points: downsampleReadings(log),
    timeInBandPercent: figures.timeInBandPercent,
    excursions: figures.excursions.map(({ acknowledgement: _acknowledgement, ...e }) => ({ ...e, peakCelsius: roundTenth(e.peakCelsius) })),
    verdict: figures.verdict,
  };
}
