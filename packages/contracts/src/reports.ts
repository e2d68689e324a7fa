import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { refuseSpoofing } from './text';

// Reports: two categories and six periods, 'Last 30 Days' first chosen.
export const REPORT_CATEGORIES = ['shipping', 'analytics'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];
export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  shipping: 'Shipment Details Report',
  analytics: 'Performance Analytics',
};
// The button's busy text names what is being made (decision 0026).
export const REPORT_GENERATING_LABELS: Record<ReportCategory, string> = {
  shipping: 'Generating Shipping Report...',
  analytics: 'Generating Analytics Report...',
};

export const REPORT_PERIODS = ['7d', '30d', '90d', '6m', '1y', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = '30d';
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  '7d': 'Last 7 Days',
  '30d': 'Last 30 Days',
  '90d': 'Last 90 Days',
  '6m': 'Last 6 Months',
  '1y': 'Last Year',
  custom: 'Custom Date Range',
};

// Decision 0026: a custom range spans at most two years (731 days covers a leap year), so one request never asks
// for more than the 'Last Year' preset twice over.
export const MAX_REPORT_RANGE_DAYS = 731;

export const REPORT_MESSAGES = {
  fromRequired: 'From date is required',
  toRequired: 'To date is required',
  invalidDate: 'Use a real YYYY-MM-DD date',
  fromAfterTo: 'From date must be on or before To date',
  rangeTooLong: `A custom range can span at most ${MAX_REPORT_RANGE_DAYS} days`,
  customerForbidden: 'Only staff can report on another customer',
  customerNotFound: 'No customer matches that filter',
} as const;

// The CSV columns, in order.
// Decision 0099: CO2e is kg well to wheel (ISO 14083 / GLEC); a shipment without emissions yet has a blank cell.
export const SHIPPING_CSV_COLUMNS = ['Date', 'Shipment ID', 'Origin', 'Destination', 'Weight', 'Status', 'Revenue', 'Mode', 'CO2e WTW (kg)'] as const;
// Decision 0106: the claims opened that day and the amount settled that day (refunds and credit notes).
export const ANALYTICS_CSV_COLUMNS = ['Date', 'Revenue', 'Shipments', 'Avg Weight', 'Customer Satisfaction', 'CO2e WTW (kg)', 'Claims Opened', 'Claims Settled'] as const;
export const REPORT_CSV_COLUMNS: Record<ReportCategory, readonly string[]> = { shipping: SHIPPING_CSV_COLUMNS, analytics: ANALYTICS_CSV_COLUMNS };

/** `{category}-analytics-{period}.csv` for either category, the name reports have always had. */
export function reportFileName(category: ReportCategory, period: ReportPeriod): string {
  return `${category}-analytics-${period}.csv`;
}

const DAY_MS = 86_400_000;

function dateToUtc(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function utcToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addCalendarDays(date: string, days: number): string {
  return utcToDate(dateToUtc(date) + days * DAY_MS);
}

/** Months back from `date`, clamped to the month's last day (2026-08-31 minus 6 months is 2026-02-28). */
function subtractMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return utcToDate(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)));
}

/** Days from `from` to `to`, both included. */
function daysInRange(from: string, to: string): number {
  return Math.round((dateToUtc(to) - dateToUtc(from)) / DAY_MS) + 1;
}

export interface ReportRange {
  from: string;
  to: string;
}

/**
 * The calendar days a preset period covers, ending today and including it: 'Last 7 Days' is today and the six
 * days before; 'Last 6 Months' starts the day after the same date six months back. A custom period is given.
 */
export function reportRange(period: Exclude<ReportPeriod, 'custom'>, today: string): ReportRange {
  switch (period) {
    case '7d':
      return { from: addCalendarDays(today, -6), to: today };
    case '30d':
      return { from: addCalendarDays(today, -29), to: today };
    case '90d':
      return { from: addCalendarDays(today, -89), to: today };
    case '6m':
      return { from: addCalendarDays(subtractMonths(today, 6), 1), to: today };
    case '1y':
      return { from: addCalendarDays(subtractMonths(today, 12), 1), to: today };
  }
}

/** Every calendar day from `from` to `to`, in order (the analytics CSV has one row per day). */
export function calendarDays(range: ReportRange): string[] {
  const days: string[] = [];
  for (let ms = dateToUtc(range.from), end = dateToUtc(range.to); ms <= end; ms += DAY_MS) days.push(utcToDate(ms));
  return days;
}

const optionalDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), REPORT_MESSAGES.invalidDate)
    .optional()
    .transform((v) => (v ? v : undefined));

const periodFields = {
  period: z.enum(REPORT_PERIODS, { error: 'Choose a report period' }).default(DEFAULT_REPORT_PERIOD),
  from: optionalDate(REPORT_MESSAGES.fromRequired),
  to: optionalDate(REPORT_MESSAGES.toRequired),
};

function checkCustomRange(value: { period: ReportPeriod; from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.period !== 'custom') return;
  if (!value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.fromRequired });
  if (!value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.toRequired });
  if (!value.from || !value.to) return;
  if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.fromAfterTo });
  else if (daysInRange(value.from, value.to) > MAX_REPORT_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeTooLong });
}

/** The period and, for a custom one, its dates: the report screen's form. */
export const reportPeriodInputSchema = z.object(periodFields).superRefine(checkCustomRange);

// Decision 0026: staff narrow a report to one customer by account id or e-mail; a customer passing it gets 403.
export const reportQuerySchema = z
  .object({
    ...periodFields,
    customer: z
      .string()
      .trim()
      .max(254, 'Customer must be an account id or an e-mail')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine(checkCustomRange)
  .meta({ id: 'ReportQuery' });
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportCategoryParamsSchema = z.object({ category: z.enum(REPORT_CATEGORIES, { error: 'Report category must be shipping or analytics' }) });

/** The days a validated query covers, `today` being the server's (UTC) calendar date for preset periods. */
export function rangeOfQuery(query: { period: ReportPeriod; from?: string | undefined; to?: string | undefined }, today: string): ReportRange {
  if (query.period === 'custom') return { from: query.from ?? today, to: query.to ?? today };
  return reportRange(query.period, today);
}

const reportSeriesPointSchema = z.object({ date: z.string(), shipments: z.number().int(), revenue: z.number() });

const co2eByModeSchema = z
  .object({ truck: z.number(), air: z.number(), sea: z.number() })
  .meta({ description: 'kg CO2e well to wheel per transport mode, to 0.001' });
export type Co2eByMode = z.infer<typeof co2eByModeSchema>;

// Decision 0099: a report's emissions, kg CO2e well to wheel, summed over the bookings of the period that have them.
const reportEmissionsFields = {
  co2eKg: z.number().default(0).meta({ description: 'kg CO2e well to wheel of the period\'s shipments, to 0.001' }),
  co2eByMode: co2eByModeSchema.default({ truck: 0, air: 0, sea: 0 }),
  co2eByMonth: z
    .array(z.object({ month: z.string().meta({ description: 'YYYY-MM (UTC)' }), co2eKg: z.number(), byMode: co2eByModeSchema }))
    .default([])
    .meta({ description: 'Every month the range touches, oldest first' }),
  unmeasuredShipments: z.number().int().default(0).meta({ description: 'Shipments without emissions yet (old bookings waiting for a country)' }),
};

/** Sums of kg CO2e kept to the gram, as the stored figures are. */
export function sumKg(values: readonly number[]): number {
  return Math.round(values.reduce((sum, value) => sum + Math.round(value * 1000), 0)) / 1000;
}
export type ReportSeriesPoint = z.infer<typeof reportSeriesPointSchema>;

/** Decision 0106: claims opened per 100 shipments of the same period, one decimal; null without shipments. */
export function claimRatePer100(claimsOpened: number, shipments: number): number | null {
  return shipments > 0 ? Math.round((claimsOpened * 1000) / shipments) / 10 : null;
}

const EMPTY_CLAIMS = { opened: 0, ratePer100Shipments: null, settledCount: 0, settledAmount: 0, settledByRefund: 0, settledByCreditNote: 0, byMonth: [] };

// Decision 0106: the period's claims: opened (by when they were opened), their rate per 100 shipments, and what was
// settled (by when it was settled), in all and per month.
const reportClaimsSchema = z
  .object({
    opened: z.number().int(),
    ratePer100Shipments: z.number().nullable().meta({ description: 'Claims opened per 100 shipments booked in the period, one decimal' }),
    settledCount: z.number().int(),
    settledAmount: z.number().meta({ description: 'Major units: refunds and credit notes of claims settled in the period' }),
    settledByRefund: z.number(),
    settledByCreditNote: z.number(),
    byMonth: z
      .array(z.object({ month: z.string().meta({ description: 'YYYY-MM (UTC)' }), opened: z.number().int(), settledAmount: z.number() }))
      .meta({ description: 'Every month the range touches, oldest first' }),
  })
  .meta({ id: 'ReportClaims' });
export type ReportClaims = z.infer<typeof reportClaimsSchema>;

export const reportSummarySchema = z
  .object({
    period: z.enum(REPORT_PERIODS),
    from: z.string().meta({ description: 'First day, YYYY-MM-DD (UTC)' }),
    to: z.string().meta({ description: 'Last day, YYYY-MM-DD (UTC), included' }),
    shipments: z.number().int(),
    revenue: z.number().meta({ description: 'Major units: paid and invoiced bookings amount due (decision 0026)' }),
    currency: z.string(),
    avgDeliveryDays: z.number().nullable().meta({ description: 'Mean of delivered minus picked-up, in days, one decimal' }),
    rating: z.number().nullable().meta({ description: 'Average stars, one decimal' }),
    ratingCount: z.number().int(),
    series: z.array(reportSeriesPointSchema),
    ...reportEmissionsFields,
    claims: reportClaimsSchema.default(EMPTY_CLAIMS),
  })
  .meta({ id: 'ReportSummary' });
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const RATING_COMMENT_MAX = 1000;
export const RATING_MESSAGES = {
  stars: 'Choose 1 to 5 stars',
  commentTooLong: `Comment must be at most ${RATING_COMMENT_MAX} characters`,
  notDelivered: 'Only a delivered shipment can be rated',
  alreadyRated: 'This shipment has already been rated',
  rated: 'Thank you for your rating',
} as const;

export const ratingInputSchema = z
  .object({
    stars: z.number({ error: RATING_MESSAGES.stars }).int(RATING_MESSAGES.stars).min(1, RATING_MESSAGES.stars).max(5, RATING_MESSAGES.stars),
    comment: refuseSpoofing(z.string().trim().max(RATING_COMMENT_MAX, RATING_MESSAGES.commentTooLong), 'Comment', 'multi')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .meta({ id: 'RatingInput' });
export type RatingInput = z.input<typeof ratingInputSchema>;

// OWASP CSV injection: a spreadsheet runs a cell starting with one of these as a formula.
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** A text cell made inert for spreadsheets by a leading apostrophe; numbers are written as numbers, untouched. */
export function neutralizeCsvCell(value: string): string {
  return value.length > 0 && FORMULA_TRIGGERS.includes(value[0]!) ? `'${value}` : value;
}
