import { z } from 'zod';

// Decision 0009: pickup and delivery are calendar dates (YYYY-MM-DD) in the customer's own time zone. Stored and sent as
// that string, they never shift a day the way "midnight UTC" timestamps do west (or east) of Greenwich.
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Is `value` a YYYY-MM-DD string naming a day that exists (no 2026-02-30)? */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date field: YYYY-MM-DD, or (for clients that send timestamps, decision 0009) an ISO timestamp, read as the calendar
 * date it names in its own offset, never converted through UTC. The parsed value is always YYYY-MM-DD.
 */
export function calendarDateField(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(40, `${label} must be a valid date`)
    .refine(
      (value) =>
        isCalendarDate(value.slice(0, 10)) &&
        (value.length === 10 || (/^.{10}[T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value)))),
      `${label} must be a valid date`,
    )
    .transform((value) => value.slice(0, 10));
}

// Building a DateTimeFormat costs far more than formatting with one, and every booking write validates a date.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in a time zone (the runtime's own when omitted: the customer's, in a browser). */
export function todayCalendarDate(now: Date = new Date(), timeZone?: string): string {
  const zone = timeZone ?? '';
  let format = dayFormats.get(zone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  return format.format(now);
}

// The last place on Earth where a day is still "today" (UTC-12). The API cannot know the customer's zone, so it
// accepts a pickup that is today somewhere: a customer far west is never refused their own today.
export const EARLIEST_TIME_ZONE = 'Etc/GMT+12';

export const PICKUP_IN_PAST_MESSAGE = 'Pickup date must be today or later';

/** A new pickup date is today or later in `timeZone`, the runtime's own when omitted (decision 0009). */
export function isPickupDateAllowed(pickupDate: string, timeZone?: string, now: Date = new Date()): boolean {
  return pickupDate.slice(0, 10) >= todayCalendarDate(now, timeZone);
}

/** Normalises a stored or legacy value (a YYYY-MM-DD string or an ISO timestamp) to its calendar date. */
export function toCalendarDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return isCalendarDate(value.slice(0, 10)) ? value.slice(0, 10) : '';
}
