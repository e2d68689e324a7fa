import { z } from 'zod';
import { readingCelsiusField } from './shipment';
import { objectIdSchema } from './envelope';
import { optionalText, requiredText } from './text';

// Decision 0020: the allowed band is the booking's set temperature plus or minus 2 °C. That
// gives the copy's 0-4 °C for fresh produce booked at 2 °C and -22..-18 °C for frozen at -20 °C; vaccines booked at
// 5 °C get 3-7 °C, inside the copy's 2-8 °C, so an alarm comes a degree early rather than late.
export const TEMPERATURE_TOLERANCE_CELSIUS = 2;

export type TemperatureBand = { target: number; min: number; max: number; tolerance: number };

export function temperatureBand(targetCelsius: number, tolerance = TEMPERATURE_TOLERANCE_CELSIUS): TemperatureBand {
  return { target: targetCelsius, min: targetCelsius - tolerance, max: targetCelsius + tolerance, tolerance };
}

export function isInBand(celsius: number, band: Pick<TemperatureBand, 'min' | 'max'>): boolean {
  return celsius >= band.min && celsius <= band.max;
}

const bandNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "2 °C to 6 °C": the band as the wizard, the booking and the reports write it. */
export function formatTemperatureBand(band: Pick<TemperatureBand, 'min' | 'max'>): string {
  return `${bandNumber.format(band.min)} °C to ${bandNumber.format(band.max)} °C`;
}

export const READING_SOURCES = ['driver', 'sensor', 'operator'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

export const temperatureReadingSchema = z.object({ at: z.string(), celsius: z.number(), source: z.enum(READING_SOURCES) }).meta({ id: 'TemperatureReading' });
export type TemperatureReading = z.infer<typeof temperatureReadingSchema>;

// Decision 0041: an excursion closes at the first reading back in band, or at delivery (or cancellation) when
// the freight leaves the carrier's hands still out of band; none stays open on a finished booking.
export const EXCURSION_CLOSED_BY = ['reading', 'delivery', 'cancellation'] as const;
export type ExcursionClosedBy = (typeof EXCURSION_CLOSED_BY)[number];

export const EXCURSION_DISPOSITIONS = ['released', 'quarantined', 'discarded'] as const;
export type ExcursionDisposition = (typeof EXCURSION_DISPOSITIONS)[number];
export const EXCURSION_DISPOSITION_LABELS: Record<ExcursionDisposition, string> = {
  released: 'Released',
  quarantined: 'Quarantined',
  discarded: 'Discarded',
};

const excursionAcknowledgementSchema = z
  .object({
    by: z.string().meta({ description: 'The id of the operator or admin who acknowledged it' }),
    byName: z.string(),
    at: z.string(),
    disposition: z.enum(EXCURSION_DISPOSITIONS),
    note: z.string().nullable(),
  })
  .meta({ id: 'ExcursionAcknowledgement' });

export const excursionSchema = z
  .object({
    id: z.string(),
    openedAt: z.string(),
    closedAt: z.string().nullable(),
    closedBy: z.enum(EXCURSION_CLOSED_BY).nullable().meta({ description: 'null while the excursion is open' }),
    peakCelsius: z.number().meta({ description: 'The reading furthest outside the band' }),
    direction: z.enum(['above', 'below']),
    acknowledgement: excursionAcknowledgementSchema.nullable(),
  })
  .meta({ id: 'Excursion' });
export type Excursion = z.infer<typeof excursionSchema>;

// What anyone with the tracking number sees of an excursion: never who acknowledged it or their note.
const publicExcursionSchema = excursionSchema.omit({ acknowledgement: true }).meta({ id: 'PublicExcursion' });
export type PublicExcursion = z.infer<typeof publicExcursionSchema>;

// POST /bookings/{id}/excursions/{excursionId}/acknowledgement: operators and admins, once per excursion.
export const excursionAcknowledgeSchema = z
  .strictObject({
    disposition: z.enum(EXCURSION_DISPOSITIONS, { error: 'Choose released, quarantined or discarded' }),
    note: optionalText('Note', 500, 'multi'),
  })
  .meta({ id: 'ExcursionAcknowledge' });
export type ExcursionAcknowledgeInput = z.infer<typeof excursionAcknowledgeSchema>;
export const EXCURSION_NOT_FOUND = 'Excursion not found';
export const EXCURSION_ALREADY_ACKNOWLEDGED = 'This excursion has already been acknowledged.';
export const excursionParamsSchema = z.strictObject({ id: objectIdSchema, excursionId: z.string().regex(/^[a-f0-9]{24}$/, EXCURSION_NOT_FOUND) });

type TimedReading = { at: string; celsius: number };
type ReferenceExcursion = Pick<Excursion, 'openedAt' | 'closedAt' | 'peakCelsius' | 'direction'>;

/**
 * Excursions from readings in time order: one opens at the first reading outside the band and closes at the first
 * reading back inside. The API persists the same answer incrementally; this is the reference both are tested against.
 */
export function findExcursions(readings: readonly TimedReading[], band: Pick<TemperatureBand, 'min' | 'max'>): ReferenceExcursion[] {
  const out: ReferenceExcursion[] = [];
  let open: ReferenceExcursion | undefined;
  for (const r of readings) {
    const inside = isInBand(r.celsius, band);
    if (!inside) {
      const direction = r.celsius > band.max ? 'above' : 'below';
      if (!open) {
        open = { openedAt: r.at, closedAt: null, peakCelsius: r.celsius, direction };
        out.push(open);
      } else if (Math.abs(r.celsius - (direction === 'above' ? band.max : band.min)) > Math.abs(open.peakCelsius - (open.direction === 'above' ? band.max : band.min))) {
        open.peakCelsius = r.celsius;
        open.direction = direction;
      }
    } else if (open) {
      open.closedAt = r.at;
      open = undefined;
    }
  }
  return out;
}

/**
 * Share of the logged time spent inside the band, 0-100 with one decimal: each reading holds until the next, and the
 * last one until `until` when that is later (an open excursion runs to now; see coldChainFigures).
 */
export function timeInBandPercent(readings: readonly TimedReading[], band: Pick<TemperatureBand, 'min' | 'max'>, until?: string | Date): number | null {
  if (readings.length === 0) return null;
  let inside = 0;
  let total = 0;
  for (let i = 0; i < readings.length; i += 1) {
    const end = i + 1 < readings.length ? Date.parse(readings[i + 1]!.at) : until === undefined ? Number.NaN : new Date(until).getTime();
    const span = end - Date.parse(readings[i]!.at);
    if (!(span > 0)) continue;
    total += span;
    if (isInBand(readings[i]!.celsius, band)) inside += span;
  }
  if (total === 0) return isInBand(readings[readings.length - 1]!.celsius, band) ? 100 : 0;
  return Math.round((inside / total) * 1000) / 10;
}

// ---- The one computation every screen and document shows (decision 0084) ----------------------------------------

export const COLD_CHAIN_VERDICTS = ['in-band', 'excursion-open', 'excursion-closed'] as const;
export type ColdChainVerdict = (typeof COLD_CHAIN_VERDICTS)[number];
export const COLD_CHAIN_VERDICT_LABELS: Record<ColdChainVerdict, string> = {
  'in-band': 'In band: no excursion',
  'excursion-open': 'Out of band now: excursion ongoing',
  'excursion-closed': 'Back in band after an excursion',
};

type FigureExcursion = { openedAt: string; closedAt: string | null };

/** The verdict the excursions give: one still open outweighs any closed one. */
export function coldChainVerdict(excursions: readonly FigureExcursion[]): ColdChainVerdict {
  if (excursions.some((e) => e.closedAt === null)) return 'excursion-open';
  return excursions.length > 0 ? 'excursion-closed' : 'in-band';
}

export type ColdChainFigures<E extends FigureExcursion> = { timeInBandPercent: number | null; excursions: E[]; verdict: ColdChainVerdict };

/**
 * Time in band, the excursion list and the verdict, from one place for the console, the customer, the public chart,
 * the report PDF and its verify page (decision 0084). An open excursion counts up to `now`; one closed at delivery
 * counts up to its close, so the last reading out of band is never a zero-length moment.
 */
export function coldChainFigures<E extends FigureExcursion>(input: {
  band: Pick<TemperatureBand, 'min' | 'max'>;
  readings: readonly TimedReading[];
  excursions: readonly E[];
  now: string | Date;
}): ColdChainFigures<E> {
  const { band, readings, excursions } = input;
  const nowMs = new Date(input.now).getTime();
  let until = readings.length > 0 ? Date.parse(readings.at(-1)!.at) : Number.NaN;
  for (const e of excursions) {
    const end = e.closedAt === null ? nowMs : Date.parse(e.closedAt);
    if (end > until) until = end;
  }
  return {
    timeInBandPercent: timeInBandPercent(readings, band, Number.isNaN(until) ? undefined : new Date(until)),
    excursions: [...excursions],
    verdict: coldChainVerdict(excursions),
  };
}

export const temperatureBandSchema = z.object({ target: z.number(), min: z.number(), max: z.number(), tolerance: z.number() }).meta({ id: 'TemperatureBand' });

// GET /bookings/{id}/readings (JSON; CSV with Accept: text/csv). A non-perishable booking keeps the readings a
// vehicle's sensor sends but has no set temperature, so no band: band and timeInBandPercent are null, excursions empty.
export const temperatureLogSchema = z
  .object({
    band: temperatureBandSchema.nullable(),
    readings: z.array(temperatureReadingSchema),
    timeInBandPercent: z.number().nullable(),
    minCelsius: z.number().nullable(),
    maxCelsius: z.number().nullable(),
    meanKineticCelsius: z.number().nullable().meta({ description: 'USP <1079>, ΔH/R = 10,000 K, each reading weighted equally (decision 0041)' }),
    reportDigest: z
      .string()
      .nullable()
      .meta({ description: 'SHA-256 (hex) of the canonical report; verify at GET /temperature-reports/{digest}. null without a band or readings' }),
    excursions: z.array(excursionSchema),
    verdict: z.enum(COLD_CHAIN_VERDICTS).nullable().meta({ description: 'null without a band (decision 0084)' }),
  })
  .meta({ id: 'TemperatureLog' });
export type TemperatureLog = z.infer<typeof temperatureLogSchema>;

// POST /telemetry/readings with X-Device-Key: a sensor's batch. A resent batch adds nothing: a device's reading is
// identified by its time.
export const MAX_TELEMETRY_BATCH = 500;
export const telemetryBatchSchema = z
  .strictObject({
    readings: z
      .array(
        z.strictObject({
          at: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }),
          celsius: readingCelsiusField,
        }),
      )
      .min(1, 'Send at least one reading')
      .max(MAX_TELEMETRY_BATCH, `Send at most ${MAX_TELEMETRY_BATCH} readings per batch`),
  })
  .meta({ id: 'TelemetryBatch' });
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

export const telemetryResultSchema = z.object({ accepted: z.number().int(), duplicates: z.number().int(), unassigned: z.number().int() }).meta({ id: 'TelemetryResult' });

// Device keys: an operator issues one per vehicle; shown once, stored hashed, revocable.
export const deviceKeyCreateSchema = z
  .strictObject({ vehicleId: requiredText('Vehicle', 40), label: requiredText('Label', 80).optional() })
  .meta({ id: 'DeviceKeyCreate' });
export const deviceKeySchema = z
  .object({ _id: z.string(), vehicleId: z.string(), label: z.string(), prefix: z.string(), createdAt: z.string(), revokedAt: z.string().nullable(), lastUsedAt: z.string().nullable() })
  .meta({ id: 'DeviceKey' });
export type DeviceKey = z.infer<typeof deviceKeySchema>;
export const issuedDeviceKeySchema = deviceKeySchema.extend({ key: z.string().meta({ description: 'Shown once' }) }).meta({ id: 'IssuedDeviceKey' });
export const deviceKeyParamsSchema = z.strictObject({ id: objectIdSchema });

// A sensor's clock may run a little ahead of ours; beyond this a reading "from the future" is refused.
const FUTURE_READING_TOLERANCE_MS = 2 * 60_000;
export const FUTURE_READING_MESSAGE = 'This reading is from the future; check the device clock';

/** True when `at` is more than the tolerance ahead of `now`. */
export function isFutureReading(at: string, now: Date = new Date()): boolean {
  return Date.parse(at) - now.getTime() > FUTURE_READING_TOLERANCE_MS;
}

// ---- The public chart: anyone with the tracking number sees the curve, never the exact readings table ----------

export const PUBLIC_CHART_MAX_POINTS = 200;

const chartPointSchema = z.object({ at: z.string(), celsius: z.number() }).meta({ id: 'TemperatureChartPoint' });
export type ChartPoint = z.infer<typeof chartPointSchema>;

export const publicTemperatureChartSchema = z
  .object({
    band: temperatureBandSchema,
    points: z.array(chartPointSchema).max(PUBLIC_CHART_MAX_POINTS).meta({ description: 'Downsampled, rounded to 0.1 °C' }),
    timeInBandPercent: z.number().nullable(),
    excursions: z.array(publicExcursionSchema),
    verdict: z.enum(COLD_CHAIN_VERDICTS),
  })
  .meta({ id: 'PublicTemperatureChart' });
export type PublicTemperatureChart = z.infer<typeof publicTemperatureChartSchema>;

export const roundTenth = (celsius: number) => Math.round(celsius * 10) / 10;

/**
 * At most `maxPoints` points in time order: the readings are cut into maxPoints / 2 equal slices and each slice
 * keeps its lowest and highest reading, so a short spike out of the band still shows on the curve.
 */
export function downsampleReadings(readings: readonly TimedReading[], maxPoints = PUBLIC_CHART_MAX_POINTS): ChartPoint[] {
  const round = (r: TimedReading): ChartPoint => ({ at: r.at, celsius: roundTenth(r.celsius) });
  if (readings.length <= maxPoints) return readings.map(round);
  const slices = Math.max(1, Math.floor(maxPoints / 2));
  const size = readings.length / slices;
  const out: ChartPoint[] = [];
  for (let s = 0; s < slices; s += 1) {
    const slice = readings.slice(Math.floor(s * size), Math.floor((s + 1) * size));
    if (slice.length === 0) continue;
    let lo = 0;
    let hi = 0;
    slice.forEach((r, i) => {
      if (r.celsius < slice[lo]!.celsius) lo = i;
      if (r.celsius > slice[hi]!.celsius) hi = i;
    });
    for (const i of lo === hi ? [lo] : [Math.min(lo, hi), Math.max(lo, hi)]) out.push(round(slice[i]!));
  }
  return out;
}
