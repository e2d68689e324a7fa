import { z } from 'zod';
import { CALENDAR_DATE_PATTERN, isCalendarDate, todayCalendarDate } from './calendar-date';
import { staffMemberSchema } from './operations';
import { paginationSchema } from './pagination';

// The admin's user list (GET /admin/users, decision 0017), 25 to a page like the console's queue.
export const USER_LIST_PAGE_SIZE = 25;
export const userListSchema = z.object({ records: z.array(staffMemberSchema), pagination: paginationSchema }).meta({ id: 'UserList' });
export type UserList = z.infer<typeof userListSchema>;

// GET /ops/drivers?date=: the driver users an operator assigns, by name, each with the jobs they already have on that
// pickup day (not cancelled), so the assign dialog shows who is free (decision 0047).
export const driverListQuerySchema = z
  .strictObject({ date: z.string().regex(CALENDAR_DATE_PATTERN, 'Use a YYYY-MM-DD date').refine(isCalendarDate, 'Use a real date').optional() })
  .meta({ id: 'DriverListQuery' });
export type DriverListQuery = z.infer<typeof driverListQuerySchema>;
export const driverWithJobsSchema = staffMemberSchema.extend({ jobsThatDay: z.number().int().min(0) }).meta({ id: 'DriverWithJobs' });
export type DriverWithJobs = z.infer<typeof driverWithJobsSchema>;
export const driverListSchema = z
  .object({ date: z.string().meta({ description: 'The day counted, YYYY-MM-DD (today in UTC when none was asked)' }), records: z.array(driverWithJobsSchema) })
  .meta({ id: 'DriverList' });
export type DriverList = z.infer<typeof driverListSchema>;

// An admin demoting themselves could leave the system without any admin; another admin has to do it.
export const SELF_DEMOTION_MESSAGE = 'You cannot remove your own admin role. Ask another admin to do it.';
export const USER_NOT_FOUND = 'User not found';

/** Whether the runtime knows `value` as an IANA time zone ('Europe/Berlin', 'UTC'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// GET /driver/jobs?tz=...: "delivered today" means today where the driver is; the phone sends its zone.
export const driverJobListQuerySchema = z
  .strictObject({ tz: z.string().max(64).refine(isTimeZone, 'Use an IANA time zone such as Europe/Berlin').optional() })
  .meta({ id: 'DriverJobListQuery' });
export type DriverJobListQuery = z.infer<typeof driverJobListQuerySchema>;

/** Minutes `timeZone` is ahead of UTC at `at` (negative west of Greenwich). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant today began in `timeZone` (local midnight). */
export function startOfTodayIn(timeZone: string, now: Date = new Date()): Date {
  const midnightAsUtc = Date.parse(`${todayCalendarDate(now, timeZone)}T00:00:00.000Z`);
  // Twice, so a zone whose offset differs between UTC midnight and local midnight (a DST day) still lands right.
  const first = midnightAsUtc - zoneOffsetMinutes(new Date(midnightAsUtc), timeZone) * 60_000;
  return new Date(midnightAsUtc - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}
