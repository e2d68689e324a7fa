import {
  calendarDays,
  claimRatePer100,
  DEFAULT_CURRENCY,
  formatTrackingNumber,
  fromCents,
  isStaffRole,
  placeLabel,
  rangeOfQuery,
  REPORT_MESSAGES,
  STATUS_LABELS,
  sumKg,
  todayCalendarDate,
  VEHICLE_TYPE_LABELS,
  type BookingStatus,
  type Co2eByMode,
  type ReportClaims,
  type ReportQuery,
  type ReportRange,
  type ReportSummary,
  type SettlementMethod,
} from '@meridian/contracts';
import { organizationOf, type Actor } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';
import {
  bookingsReportRows,
  bookingsReportTotalsByDay,
  EARNING_PAYMENT_STATUSES,
  type DayTotals,
  type ReportScope,
  type ShippingRowFacts,
} from '../bookings/bookings.service';
import { findCustomerId, findUserById } from '../users/users.service';

export type ResolvedReport = { scope: ReportScope; range: ReportRange };

/** Decision 0106: the claims of a period, from the claims and settlement modules (handed in by composition.ts). */
type ClaimReportFacts = { opened: Date[]; settled: { at: Date; amountCents: number; method: SettlementMethod }[] };
export type ClaimFactsProvider = (scope: { from: Date; toExclusive: Date; organization?: string }) => Promise<ClaimReportFacts>;
const NO_CLAIMS: ClaimFactsProvider = async () => ({ opened: [], settled: [] });

/** Claims belong to organizations: a staff filter by customer reads that customer's organization's. */
async function claimFactsOf(provider: ClaimFactsProvider, scope: ReportScope): Promise<ClaimReportFacts> {
  let organization = scope.organization;
  if (!organization && scope.owner) {
    const owner = await findUserById(String(scope.owner));
    organization = String(owner?.organizationId ?? scope.owner);
  }
  return provider({ from: scope.from, toExclusive: scope.toExclusive, ...(organization ? { organization } : {}) });
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

function claimsOf(facts: ClaimReportFacts, shipments: number, range: ReportRange): ReportClaims {
  const months = [...new Set(calendarDays(range).map((day) => day.slice(0, 7)))];
  const settledCents = (method?: SettlementMethod) => facts.settled.filter((s) => !method || s.method === method).reduce((sum, s) => sum + s.amountCents, 0);
  return {
    opened: facts.opened.length,
    ratePer100Shipments: claimRatePer100(facts.opened.length, shipments),
    settledCount: facts.settled.length,
    settledAmount: fromCents(settledCents()),
    settledByRefund: fromCents(settledCents('refund')),
    settledByCreditNote: fromCents(settledCents('credit-note')),
    byMonth: months.map((month) => ({
      month,
      opened: facts.opened.filter((at) => dayOf(at).startsWith(month)).length,
      settledAmount: fromCents(facts.settled.filter((s) => dayOf(s.at).startsWith(month)).reduce((sum, s) => sum + s.amountCents, 0)),
    })),
  };
}

const DAY_MS = 86_400_000;

function instantOf(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/**
 * Decision 0026: a customer reports on their organization's bookings only (decision 0055) (a `customer` filter from them is 403); operators and
 * admins see every customer's, or one customer's named by id or e-mail. Days are UTC calendar days.
 */
export async function resolveReport(query: ReportQuery, actor: Actor, now: Date = new Date()): Promise<ResolvedReport> {
  const range = rangeOfQuery(query, todayCalendarDate(now, 'UTC'));
  const scope: ReportScope = { from: instantOf(range.from), toExclusive: new Date(instantOf(range.to).getTime() + DAY_MS) };
  if (!isStaffRole(actor.role)) {
    if (query.customer) throw forbidden(REPORT_MESSAGES.customerForbidden);
    return { scope: { ...scope, organization: organizationOf(actor) }, range };
  }
  if (!query.customer) return { scope, range };
  const owner = await findCustomerId(query.customer);
  if (!owner) throw notFound(REPORT_MESSAGES.customerNotFound);
  return { scope: { ...scope, owner }, range };
}

const money = (cents: number) => fromCents(cents).toFixed(2);
// "Oakland, CA", or "Rotterdam, NL" where the place has no state (contracts' placeLabel).
const place = (l: { city?: string; state?: string; country?: string } | undefined) => placeLabel({ city: l?.city ?? '', state: l?.state, country: l?.country });
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** A shipping CSV row (the contracts' columns); revenue counts only for paid or invoiced bookings (decision 0026). */
export function toShippingRow(doc: ShippingRowFacts): string[] {
  const earns = (EARNING_PAYMENT_STATUSES as readonly string[]).includes(doc.paymentStatus ?? 'unpaid');
  return [
    new Date(doc.createdAt).toISOString().slice(0, 10),
    formatTrackingNumber(doc.trackingNumber ?? ''),
    place(doc.pickupLocation),
    place(doc.dropoffLocation),
    String(doc.cargoWeightKg),
    STATUS_LABELS[doc.status as BookingStatus] ?? doc.status,
    money(earns ? (doc.quote?.amountDueCents ?? 0) : 0),
    VEHICLE_TYPE_LABELS[doc.vehicleType as keyof typeof VEHICLE_TYPE_LABELS] ?? doc.vehicleType ?? '',
    // Decision 0099: blank, not 0, while the booking has no emissions (an old one waiting for its country).
    doc.emissions?.co2eWtwKg != null ? kg(doc.emissions.co2eWtwKg) : '',
  ];
}

const kg = (value: number) => value.toFixed(3);
const MODES = ['truck', 'air', 'sea'] as const;

function byMode(days: readonly DayTotals[]): Co2eByMode {
  return { truck: sumKg(days.map((d) => d.co2eByMode.truck)), air: sumKg(days.map((d) => d.co2eByMode.air)), sea: sumKg(days.map((d) => d.co2eByMode.sea)) };
}

/** Decision 0099: the period's kg CO2e in all, per mode, and per month (every month the range touches, zeros included). */
function emissionsOf(days: readonly DayTotals[], range: ReportRange): Pick<ReportSummary, 'co2eKg' | 'co2eByMode' | 'co2eByMonth' | 'unmeasuredShipments'> {
  const months = [...new Set(calendarDays(range).map((day) => day.slice(0, 7)))];
  return {
    co2eKg: sumKg(days.map((d) => d.co2eKg)),
    co2eByMode: byMode(days),
    co2eByMonth: months.map((month) => {
      const inMonth = days.filter((d) => d.day.startsWith(month));
      const modes = byMode(inMonth);
      return { month, co2eKg: sumKg(MODES.map((mode) => modes[mode])), byMode: modes };
    }),
    unmeasuredShipments: days.reduce((n, d) => n + d.unmeasured, 0),
  };
}

/** The shipping CSV's rows, read one cursor batch at a time. */
export async function* shippingRows(scope: ReportScope): AsyncGenerator<string[]> {
  const cursor = bookingsReportRows(scope);
  try {
    for await (const doc of cursor) yield toShippingRow(doc);
  } finally {
    await cursor.close();
  }
}

/** The analytics CSV: every day of the range, with blanks (0 shipments, no satisfaction) on days without bookings. */
export async function* analyticsRows(resolved: ResolvedReport, claimFacts: ClaimFactsProvider = NO_CLAIMS): AsyncGenerator<string[]> {
  const [totals, claims] = await Promise.all([bookingsReportTotalsByDay(resolved.scope), claimFactsOf(claimFacts, resolved.scope)]);
  const byDay = new Map(totals.map((t) => [t.day, t]));
  for (const day of calendarDays(resolved.range)) {
    const t = byDay.get(day);
    yield [
      day,
      money(t?.revenueCents ?? 0),
      String(t?.shipments ?? 0),
      t && t.shipments > 0 ? oneDecimal(t.weightKg / t.shipments).toFixed(1) : '',
      t && t.ratingCount > 0 ? oneDecimal(t.ratingSum / t.ratingCount).toFixed(1) : '',
      kg(sumKg([t?.co2eKg ?? 0])),
      String(claims.opened.filter((at) => dayOf(at) === day).length),
      money(claims.settled.filter((s) => dayOf(s.at) === day).reduce((sum, s) => sum + s.amountCents, 0)),
    ];
  }
}

/** The side panel's KPIs (the sums of the days) and the chart's series (every day of the range, zeros included). */
export async function reportSummary(query: ReportQuery, resolved: ResolvedReport, claimFacts: ClaimFactsProvider = NO_CLAIMS): Promise<ReportSummary> {
  const [days, claims] = await Promise.all([bookingsReportTotalsByDay(resolved.scope), claimFactsOf(claimFacts, resolved.scope)]);
  const byDay = new Map<string, DayTotals>(days.map((d) => [d.day, d]));
  const sum = (key: Exclude<keyof DayTotals, 'day' | 'co2eByMode'>) => days.reduce((n, d) => n + d[key], 0);
  const [shipments, revenueCents, ratingSum, ratingCount, deliveryMs, deliveredCount] = (['shipments', 'revenueCents', 'ratingSum', 'ratingCount', 'deliveryMs', 'deliveredCount'] as const).map(sum) as [number, number, number, number, number, number];
  return {
    period: query.period,
    from: resolved.range.from,
    to: resolved.range.to,
    shipments,
    revenue: fromCents(revenueCents),
    currency: DEFAULT_CURRENCY,
    avgDeliveryDays: deliveredCount > 0 ? oneDecimal(deliveryMs / deliveredCount / DAY_MS) : null,
    rating: ratingCount > 0 ? oneDecimal(ratingSum / ratingCount) : null,
    ratingCount,
    series: calendarDays(resolved.range).map((date) => {
      const day = byDay.get(date);
      return { date, shipments: day?.shipments ?? 0, revenue: fromCents(day?.revenueCents ?? 0) };
    }),
    ...emissionsOf(days, resolved.range),
    claims: claimsOf(claims, shipments, resolved.range),
  };
}
