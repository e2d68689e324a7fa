import { z } from 'zod';
import {
  COLD_CHAIN_VERDICTS,
  EXCURSION_DISPOSITIONS,
  excursionSchema,
  temperatureBandSchema,
  temperatureReadingSchema,
  type TemperatureBand,
} from './cold-chain';
import { objectIdSchema } from './envelope';

// ---- Mean kinetic temperature (USP <1079>) -----------------------------------------------------------------------

/** ΔH/R for USP <1079>'s default activation energy (83.144 kJ/mol over the gas constant). */
const MKT_ACTIVATION_KELVIN = 10_000;
const KELVIN_OFFSET = 273.15;

/**
 * The single temperature that would do the same harm as the readings: Tk = (ΔH/R) / -ln(mean(e^(-ΔH/R / Ti))).
 * Decision 0041: each reading weighs the same (sensors report at a steady rate); one reading gives its own value;
 * none gives null.
 */
export function meanKineticCelsius(celsius: readonly number[], activationKelvin = MKT_ACTIVATION_KELVIN): number | null {
  if (celsius.length === 0) return null;
  let sum = 0;
  for (const c of celsius) sum += Math.exp(-activationKelvin / (c + KELVIN_OFFSET));
  return activationKelvin / -Math.log(sum / celsius.length) - KELVIN_OFFSET;
}

export const roundHundredth = (value: number) => Math.round(value * 100) / 100;

// ---- The digest anyone can verify ---------------------------------------------------------------------------------

const TEMPERATURE_REPORT_FORMAT = 'meridian-temperature-report/1';

type CanonicalReading = { at: string | Date; celsius: number; source: string };
type CanonicalRow = { at: string; celsius: number; source: string };

// An ISO time already in the canonical form (UTC, milliseconds) is kept as it is; anything else is normalised.
const CANONICAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const isoUtc = (at: string | Date) => (typeof at === 'string' && CANONICAL_TIME.test(at) ? at : new Date(at).toISOString());

// JavaScript's shortest round-trip form ("4", "9.5", "-0.25"), with -0 written as 0.
const canonicalNumber = (n: number) => (Object.is(n, -0) ? '0' : String(n));

/**
 * Decision 0041: the text the report digest is the SHA-256 of. One line each: the format, the tracking number as
 * stored, the band (min,max,target,tolerance), then one line per reading "ISO-time,celsius,source" ordered by time,
 * then source, then value, so the same log always gives the same bytes whatever order it was read in.
 */
export function canonicalTemperatureReport(input: {
  trackingNumber: string;
  band: Pick<TemperatureBand, 'min' | 'max' | 'target' | 'tolerance'>;
  readings: readonly CanonicalReading[];
}): string {
  const { band } = input;
  const order = (a: CanonicalRow, b: CanonicalRow) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.source < b.source ? -1 : a.source > b.source ? 1 : a.celsius - b.celsius);
  const rows = input.readings.map((r) => ({ at: isoUtc(r.at), celsius: r.celsius, source: r.source }));
  // The log arrives in time order from its index: checking costs one pass, sorting 10,000 rows much more.
  if (rows.some((row, i) => i > 0 && order(rows[i - 1]!, row) > 0)) rows.sort(order);
  const lines = [
    TEMPERATURE_REPORT_FORMAT,
    `tracking:${input.trackingNumber}`,
    `band:${[band.min, band.max, band.target, band.tolerance].map(canonicalNumber).join(',')}`,
    ...rows.map((r) => `${r.at},${canonicalNumber(r.celsius)},${r.source}`),
  ];
  return `${lines.join('\n')}\n`;
}

export const REPORT_DIGEST_PATTERN = /^[a-f0-9]{64}$/;
export const TEMPERATURE_REPORT_NOT_FOUND = 'Temperature report not found';
// Case-insensitive on the way in (a digest read aloud or retyped), stored and compared in lower case.
export const reportDigestParamsSchema = z.strictObject({
  digest: z
    .string()
    .trim()
    .toLowerCase()
    .regex(REPORT_DIGEST_PATTERN, TEMPERATURE_REPORT_NOT_FOUND),
});

// GET /temperature-reports/{digest}: public, so no names, addresses, notes or who acknowledged.
export const temperatureReportSummarySchema = z
  .object({
    trackingNumber: z.string(),
    band: temperatureBandSchema,
    readings: z.number().int().meta({ description: 'How many readings the digest covers' }),
    firstAt: z.string(),
    lastAt: z.string(),
    minCelsius: z.number(),
    maxCelsius: z.number(),
    meanKineticCelsius: z.number(),
    timeInBandPercent: z.number(),
    excursions: z.array(
      z.object({
        openedAt: z.string(),
        closedAt: z.string().nullable(),
        peakCelsius: z.number(),
        disposition: z.enum(EXCURSION_DISPOSITIONS).nullable().meta({ description: 'null until an operator acknowledges it' }),
      }),
    ),
    verdict: z.enum(COLD_CHAIN_VERDICTS).meta({ description: 'As of the report (decision 0084)' }),
    issuedAt: z.string().meta({ description: 'When the digest was first issued: an excursion open then counts up to this time' }),
    supersededBy: z
      .string()
      .nullable()
      .meta({ description: 'The digest of the latest report of the same shipment issued after this one; null when this is the latest' }),
  })
  .meta({ id: 'TemperatureReportSummary' });
export type TemperatureReportSummary = z.infer<typeof temperatureReportSummarySchema>;

// ---- The answer to a driver's or operator's reading ---------------------------------------------------------------

export const recordedReadingSchema = z
  .object({
    reading: temperatureReadingSchema,
    inBand: z.boolean().meta({ description: 'true also when the booking has no band (not perishable)' }),
    band: temperatureBandSchema.nullable(),
    duplicate: z.boolean().meta({ description: 'The same reading (same time) was already stored; nothing changed' }),
    excursion: excursionSchema.nullable().meta({ description: 'The excursion open after this reading, if any' }),
  })
  .meta({ id: 'RecordedReading' });
export type RecordedReadingAnswer = z.infer<typeof recordedReadingSchema>;

// ---- The console's excursions across shipments -------------------------------------------------------------------

const opsExcursionSchema = z
  .object({
    bookingId: objectIdSchema,
    trackingNumber: z.string(),
    route: z.string(),
    milestone: z.string(),
    band: temperatureBandSchema,
    excursion: excursionSchema,
  })
  .meta({ id: 'OpsExcursion' });
export type OpsExcursion = z.infer<typeof opsExcursionSchema>;
export const opsExcursionListSchema = z.object({ records: z.array(opsExcursionSchema) }).meta({ id: 'OpsExcursionList' });
export type OpsExcursionList = z.infer<typeof opsExcursionListSchema>;


/** The console's order: still to acknowledge first (open before closed), newest first within each. */
export function compareForAcknowledgement(a: Pick<OpsExcursion, 'excursion'>, b: Pick<OpsExcursion, 'excursion'>): number {
  const rank = (e: OpsExcursion['excursion']) => (e.acknowledgement ? 2 : e.closedAt ? 1 : 0);
  return rank(a.excursion) - rank(b.excursion) || b.excursion.openedAt.localeCompare(a.excursion.openedAt);
}
