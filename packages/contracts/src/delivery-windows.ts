import { z } from 'zod';
import { EARLIEST_TIME_ZONE, isCalendarDate, todayCalendarDate } from './calendar-date';
import { optionalText } from './text';

// Delivery windows (decision 0108): the receiver (through their signed link) or the customer (in the wizard) picks one
// of the windows offered for the days from the estimated delivery date on; the driver sees it on the job. A window is
// a calendar date and two local times, in the drop-off's own time, so it never shifts with the reader's zone.

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const deliveryWindowSchema = z
  .strictObject({
    date: z.string().refine(isCalendarDate, 'Choose a valid date'),
    from: z.string().regex(TIME_OF_DAY, 'Use a time like 08:00'),
    to: z.string().regex(TIME_OF_DAY, 'Use a time like 12:00'),
  })
  .refine((w) => w.from < w.to, { message: 'The window must end after it starts', path: ['to'] })
  .meta({ id: 'DeliveryWindow' });
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

/** The slots a day offers; Sundays offer none (carriers deliver Monday to Saturday). */
const DELIVERY_WINDOW_SLOTS = [
  { from: '08:00', to: '12:00' },
  { from: '12:00', to: '16:00' },
  { from: '16:00', to: '20:00' },
] as const;
/** How many delivery days, from the first one offered, a receiver can choose among. */
const DELIVERY_WINDOW_DAYS = 5;

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const isSunday = (date: string): boolean => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

/**
 * The windows offered for a shipment: every slot of DELIVERY_WINDOW_DAYS delivery days starting at `earliest` (the
 * later of the estimated delivery date and tomorrow, which the caller knows), Sundays skipped.
 */
function offeredDeliveryWindows(earliest: string): DeliveryWindow[] {
  const windows: DeliveryWindow[] = [];
  for (let date = earliest, days = 0; days < DELIVERY_WINDOW_DAYS; date = addDays(date, 1)) {
    if (isSunday(date)) continue;
    days += 1;
    for (const slot of DELIVERY_WINDOW_SLOTS) windows.push({ date, ...slot });
  }
  return windows;
}

export const sameDeliveryWindow = (a: DeliveryWindow, b: DeliveryWindow): boolean => a.date === b.date && a.from === b.from && a.to === b.to;

const WINDOW_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mon, Dec 7, 12:00-16:00": the drop-off's own day and times, the same in every reader's zone. */
export function deliveryWindowLabel(window: DeliveryWindow): string {
  return `${WINDOW_DAY.format(new Date(`${window.date}T00:00:00Z`))}, ${window.from}-${window.to}`;
}

/** The first day windows are offered: the later of the estimated delivery date and the day after `today`. */
export function firstDeliveryWindowDate(estimatedDeliveryDate: string, today: string): string {
  const tomorrow = addDays(today, 1);
  return isCalendarDate(estimatedDeliveryDate) && estimatedDeliveryDate > tomorrow ? estimatedDeliveryDate : tomorrow;
}

/** The windows the wizard and the receiver's link offer for a shipment due on `estimatedDeliveryDate`, seen on `today`. */
export function deliveryWindowsFor(estimatedDeliveryDate: string, today: string): DeliveryWindow[] {
  return offeredDeliveryWindows(firstDeliveryWindowDate(estimatedDeliveryDate, today));
}

// The last place on Earth a day begins (UTC+14); with EARLIEST_TIME_ZONE it bounds every customer's "today".
const LATEST_TIME_ZONE = 'Etc/GMT-14';

/**
 * Whether the API accepts `window` for a shipment due on `estimatedDeliveryDate`: it is offered on the day that is
 * today somewhere on Earth, so a customer's own list (built on their own today) is never refused near midnight.
 */
export function isOfferedDeliveryWindow(window: DeliveryWindow, estimatedDeliveryDate: string, now: Date = new Date()): boolean {
  return [EARLIEST_TIME_ZONE, LATEST_TIME_ZONE].some((zone) =>
    deliveryWindowsFor(estimatedDeliveryDate, todayCalendarDate(now, zone)).some((offered) => sameDeliveryWindow(offered, window)),
  );
}

export const DELIVERY_INSTRUCTIONS_MAX = 500;

// POST /tracking/{trackingNumber}/delivery-preferences?t=<receiver token>
export const deliveryPreferencesRequestSchema = z
  .strictObject({
    window: deliveryWindowSchema.nullable().optional(),
    instructions: optionalText('Instructions for the driver', DELIVERY_INSTRUCTIONS_MAX, 'multi'),
  })
  .meta({ id: 'DeliveryPreferencesRequest' });
export type DeliveryPreferencesRequest = z.input<typeof deliveryPreferencesRequestSchema>;

/** `t`: the receiver's signed token from their link (decision 0108); absent for everyone else. */
export const receiverTokenQuerySchema = z.object({ t: z.string().trim().max(512, 'This link is invalid or has expired.').optional() });

export const DELIVERY_PREFERENCES_MESSAGES = {
  tokenInvalid: 'This link is invalid or has expired.',
  tooLate: 'The shipment is already out for delivery, so its window and instructions can no longer change.',
  windowNotOffered: 'Choose one of the windows offered.',
  busy: 'The shipment changed while saving. Please try again.',
} as const;
