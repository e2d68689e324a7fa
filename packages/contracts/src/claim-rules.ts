import { toCents } from './money';
import type { ClaimStatus, ClaimType, Convention } from './claims';
import type { VehicleType } from './vehicle';

// ---- Claim rules (issue 51, decision 0105): the deadline and the liability limit each freight convention sets -----------
// Pure and free of any holiday data: the caller passes the delivery country's public holidays as YYYY-MM-DD strings
// (the API reads them from date-holidays, which is too heavy for the web bundle; decision 0105).

/**
 * USD per SDR by default: the IMF's rate of 20 October 2025 (1 SDR = 1.36568 USD). The API's `SDR_RATE` environment
 * variable overrides it so an operator can follow the rate without a release.
 */
export const SDR_RATE = 1.36568;

const CONVENTION_FOR_MODE: Record<VehicleType, Convention> = { truck: 'cmr', air: 'montreal', sea: 'hague-visby' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD, UTC) of an instant or date string. */
function dayOf(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value) : value;
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last moment of a calendar day: notice given at any time that day is in time. */
function endOfDay(day: string): string {
  return `${day}T23:59:59.999Z`;
}

function isSunday(day: string): boolean {
  return new Date(`${day}T00:00:00.000Z`).getUTCDay() === 0;
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** `count` days after `day`, not counting the days `skip` says to step over (the day itself never counts). */
function addCountedDays(day: string, count: number, skip: (day: string) => boolean): string {
  let current = day;
  let counted = 0;
  while (counted < count) {
    current = addDays(current, 1);
    if (!skip(current)) counted += 1;
  }
  return current;
}

export type ClaimDeadlineInput = {
  mode: VehicleType;
  type: ClaimType;
  /** When the goods were placed at the receiver's disposal; null while they are not delivered. */
  deliveredAt: string | Date | null;
  /** The agreed delivery date (YYYY-MM-DD), if any. */
  agreedDeliveryDate: string | null;
  /** When the carrier took the goods over: the 60-day loss rule runs from it when no date was agreed. */
  takenOverAt?: string | Date | null;
  /** When the claim is (or would be) opened: the clock of an undelivered shipment has not started, so notice is in time. */
  openedAt?: string | Date;
  /** The delivery country's public holidays, YYYY-MM-DD. */
  holidays: readonly string[];
};

export type ClaimDeadlineAnswer = {
  /** ISO date-time: the last moment notice is in time. */
  noticeBy: string;
  rule: string;
  convention: Convention;
  /** Loss only: from when the goods count as lost and may be claimed; null otherwise or when it cannot be known. */
  earliest: string | null;
};

// The limitation period for an action, which is the only time limit a total loss has (no notice rule applies to it).
const LOSS_LIMITATION: Record<Convention, { years: number; rule: string }> = {
  cmr: { years: 1, rule: 'CMR art. 32: within 1 year of the day the goods count as lost (art. 20)' },
  montreal: { years: 2, rule: 'Montreal art. 35: within 2 years' },
  'hague-visby': { years: 1, rule: 'Hague-Visby art. III.6: suit within 1 year' },
};

/** When goods count as lost: 30 days past the agreed delivery date, or 60 days after they were taken over (CMR art. 20). */
export function lossClaimableFrom(agreedDeliveryDate: string | null, takenOverAt: string | Date | null | undefined): string | null {
  if (agreedDeliveryDate) return `${addDays(dayOf(agreedDeliveryDate), 30)}T00:00:00.000Z`;
  if (takenOverAt) return `${addDays(dayOf(takenOverAt), 60)}T00:00:00.000Z`;
  return null;
}

/**
 * The deadline for notice of a claim under the convention of the mode. Days are calendar days in UTC, the day of
 * delivery not counted (CMR art. 30.4); the deadline is the end of its last day.
 */
export function claimDeadline(input: ClaimDeadlineInput): ClaimDeadlineAnswer {
  const convention = CONVENTION_FOR_MODE[input.mode];
  const holidays = new Set(input.holidays);
  const opened = input.openedAt ?? new Date();

  if (input.type === 'loss' && !input.deliveredAt) {
    const earliest = lossClaimableFrom(input.agreedDeliveryDate, input.takenOverAt);
    const from = earliest ?? (typeof opened === 'string' ? opened : opened.toISOString());
    const limitation = LOSS_LIMITATION[convention];
    const [year, month, day] = dayOf(from).split('-').map(Number) as [number, number, number];
    // 29 February rolls over to 1 March in a year without one.
    const noticeDay = new Date(Date.UTC(year + limitation.years, month - 1, day)).toISOString().slice(0, 10);
    const agreed = input.agreedDeliveryDate ? '30 days past the agreed delivery date' : '60 days after pickup';
    return { noticeBy: endOfDay(noticeDay), rule: `Lost once ${agreed}; ${limitation.rule}`, convention, earliest };
  }

  // The clock runs from delivery; before it, any notice is in time, so the deadline is the day the claim is opened.
  const from = dayOf(input.deliveredAt ?? opened);
  if (convention === 'cmr') {
    if (input.type === 'delay') return { noticeBy: endOfDay(addDays(from, 21)), rule: 'CMR art. 30.3: within 21 days of delivery', convention, earliest: null };
    const last = addCountedDays(from, 7, (day) => isSunday(day) || holidays.has(day));
    return { noticeBy: endOfDay(last), rule: 'CMR art. 30.1: within 7 days of delivery, Sundays and public holidays excepted', convention, earliest: null };
  }
  if (convention === 'montreal') {
    if (input.type === 'delay') return { noticeBy: endOfDay(addDays(from, 21)), rule: 'Montreal art. 31.2: within 21 days of delivery', convention, earliest: null };
    return { noticeBy: endOfDay(addDays(from, 14)), rule: 'Montreal art. 31.2: within 14 days of receipt', convention, earliest: null };
  }
  return { noticeBy: endOfDay(addDays(from, 3)), rule: 'Hague-Visby art. III.6: within 3 days of delivery', convention, earliest: null };
}

/** A claim opened after its deadline is still accepted, and marked late. */
export function isClaimLate(deadline: Pick<ClaimDeadlineAnswer, 'noticeBy'>, openedAt: string | Date): boolean {
  const opened = typeof openedAt === 'string' ? Date.parse(openedAt) : openedAt.getTime();
  return opened > Date.parse(deadline.noticeBy);
}

// ---- Liability limit -------------------------------------------------------------------------------------------------

export type LiabilityLimitInput = {
  mode: VehicleType;
  type: ClaimType;
  /** Gross weight of the affected pieces. */
  affectedWeightKg: number;
  /** Number of affected packages (pieces). */
  packages: number;
  /** The carriage charge, before tax. */
  freightCents: number;
  /** The value the customer declared on the booking, if any. */
  declaredValueCents: number | null;
  /** Whether insurance was charged and paid on the booking. */
  insured: boolean;
  /** Quote currency per SDR. */
  sdrRate: number;
};

export type LiabilityLimitAnswer = { limitCents: number; basis: string };

const SDR_PER_KG = { cmr: 8.33, montreal: 26, hagueVisbyPerKg: 2, hagueVisbyPerPackage: 666.67 } as const;

const kg = (weight: number) => `${Math.round(weight * 1000) / 1000} kg`;
// Through toCents, so binary-float noise (3,000.015 read as 3,000.01499...) does not lose a cent.
const sdrToCents = (sdr: number, sdrRate: number) => toCents(sdr * sdrRate);

/**
 * The carrier's liability limit for a claim. A declared value with paid insurance replaces the convention's limit
 * (CMR art. 24 and 26, Montreal art. 22.3, Hague-Visby art. IV.5(a)). Delay is limited to the freight charge in every
 * mode, as issue 51 sets it: by road that is CMR art. 23.5; by sea Hague-Visby has no delay rule, so the conditions of
 * carriage cap it; by air Montreal art. 22.3 would allow up to 26 SDR per kg, so the carrier's cap is the stricter
 * reading and decision 0105 records it as a product choice a lawyer may revisit.
 */
export function liabilityLimit(input: LiabilityLimitInput): LiabilityLimitAnswer {
  if (input.insured && input.declaredValueCents !== null && input.declaredValueCents > 0) {
    return { limitCents: input.declaredValueCents, basis: 'Declared value, insured' };
  }
  const convention = CONVENTION_FOR_MODE[input.mode];
  if (input.type === 'delay') {
    const article = convention === 'cmr' ? 'CMR art. 23.5' : 'conditions of carriage';
    return { limitCents: Math.max(0, input.freightCents), basis: `Freight charge (${article})` };
  }
  if (convention === 'cmr') {
    return { limitCents: sdrToCents(SDR_PER_KG.cmr * input.affectedWeightKg, input.sdrRate), basis: `8.33 SDR x ${kg(input.affectedWeightKg)} (CMR art. 23)` };
  }
  if (convention === 'montreal') {
    return { limitCents: sdrToCents(SDR_PER_KG.montreal * input.affectedWeightKg, input.sdrRate), basis: `26 SDR x ${kg(input.affectedWeightKg)} (Montreal art. 22)` };
  }
  const perPackage = SDR_PER_KG.hagueVisbyPerPackage * input.packages;
  const perKg = SDR_PER_KG.hagueVisbyPerKg * input.affectedWeightKg;
  if (perPackage >= perKg) {
    return { limitCents: sdrToCents(perPackage, input.sdrRate), basis: `666.67 SDR x ${input.packages} package${input.packages === 1 ? '' : 's'} (Hague-Visby art. IV.5)` };
  }
  return { limitCents: sdrToCents(perKg, input.sdrRate), basis: `2 SDR x ${kg(input.affectedWeightKg)} (Hague-Visby art. IV.5)` };
}

// ---- What the carrier owes next --------------------------------------------------------------------------------------

const CLAIM_ACKNOWLEDGE_WORKING_DAYS = 1;
const CLAIM_DECIDE_DAYS = 30;

/** The end of the 30th day after submission: the decision (and its settlement) is due by then. */
export function claimDecideBy(submittedAt: string | Date): string {
  return endOfDay(addDays(dayOf(submittedAt), CLAIM_DECIDE_DAYS));
}

export type ClaimNextActionInput = {
  status: ClaimStatus;
  submittedAt: string | Date;
  /** The carrier's public holidays, YYYY-MM-DD, for the working day to acknowledge in. */
  holidays?: readonly string[];
  now?: Date;
};

export type ClaimNextAction = { action: 'acknowledge' | 'decide' | 'settle' | 'customer'; dueBy: string | null; overdue: boolean } | null;

/**
 * Acknowledge by the end of the next working day (weekends and public holidays excepted), decide and settle within 30
 * days of submission; while information is requested the customer owes the next step. Null once closed.
 */
export function claimNextAction(input: ClaimNextActionInput): ClaimNextAction {
  const now = input.now ?? new Date();
  const submitted = dayOf(input.submittedAt);
  const due = (dueBy: string) => ({ dueBy, overdue: now.getTime() > Date.parse(dueBy) });
  const holidays = new Set(input.holidays ?? []);
  switch (input.status) {
    case 'submitted':
      return { action: 'acknowledge', ...due(endOfDay(addCountedDays(submitted, CLAIM_ACKNOWLEDGE_WORKING_DAYS, (day) => isWeekend(day) || holidays.has(day)))) };
    case 'in_review':
      return { action: 'decide', ...due(claimDecideBy(input.submittedAt)) };
    case 'info_requested':
      return { action: 'customer', dueBy: null, overdue: false };
    // The 30 days run to the money: an approved claim is settled within them.
    case 'approved':
    case 'approved_partial':
      return { action: 'settle', ...due(claimDecideBy(input.submittedAt)) };
    default:
      return null;
  }
}
