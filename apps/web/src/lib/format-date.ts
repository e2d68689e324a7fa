import { isCalendarDate, toCalendarDate } from '@meridian/contracts';

// One family of date formatters. Pickup and delivery are calendar dates (YYYY-MM-DD, decision 0009): they are
// shown as that day everywhere, in every time zone, never converted through an instant. Instants (createdAt, a
// status change) are shown in the viewer's own time zone.
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A short US date ("Nov 28, 2026"), or N/A. Accepts a calendar date or a legacy timestamp. */
export function formatCalendarDate(value: string | null | undefined): string {
  const date = toCalendarDate(value ?? '');
  if (!isCalendarDate(date)) return 'N/A';
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** The day an instant happened on, where the viewer is ("Nov 28, 2026"), or N/A. */
export function formatDay(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : 'N/A';
}

/** An instant with its time, where the viewer is ("Nov 28, 2026, 3:05 PM"), or N/A. */
export function formatDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date
    ? date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
    : 'N/A';
}

function toDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'short' });
const STEPS: [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60, 'second', 1],
  [3600, 'minute', 60],
  [86_400, 'hour', 3600],
  [7 * 86_400, 'day', 86_400],
];

/** How long ago an instant was ("just now", "5 min. ago", "yesterday"); a week or more shows its day. */
export function formatTimeAgo(value: string | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return 'N/A';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [limit, unit, size] of STEPS) {
    if (Math.abs(seconds) < limit) return RELATIVE.format(Math.round(seconds / size), unit);
  }
  return formatDay(value);
}
