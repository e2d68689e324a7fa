import { z } from 'zod';
import { bookingStatusSchema } from './booking-status';
import { bookingSchema } from './booking';
import { CALENDAR_DATE_PATTERN, isCalendarDate } from './calendar-date';

// Bookings are fetched at 100 per page.
export const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;

export const paginationSchema = z
  .object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalRecords: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'Pagination' });

const calendarDate = z
  .string()
  .regex(CALENDAR_DATE_PATTERN, 'Use a YYYY-MM-DD date')
  .refine(isCalendarDate, 'Use a real date');

export const FILTER_RANGE_MESSAGE = 'From date must be on or before To date';

// GET /bookings/?limit&page&status&from&to. Date filters compare against the creation date;
// `to` includes its whole day.
export const bookingListQuerySchema = z
  .strictObject({
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    status: bookingStatusSchema.optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: FILTER_RANGE_MESSAGE, path: ['to'] })
  .meta({ id: 'BookingListQuery' });
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
export type BookingListQueryInput = z.input<typeof bookingListQuerySchema>;

// Counts over all of the caller's bookings (unfiltered), for the dashboard and My Bookings tiles.
export const bookingCountsSchema = z
  .object({
    total: z.number().int(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    'in-transit': z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
    returned: z.number().int(),
  })
  .meta({ id: 'BookingCounts' });
export type BookingCounts = z.infer<typeof bookingCountsSchema>;

export const bookingListSchema = z
  .object({
    records: z.array(bookingSchema),
    pagination: paginationSchema,
    counts: bookingCountsSchema,
  })
  .meta({ id: 'BookingList' });
export type BookingList = z.infer<typeof bookingListSchema>;

export type PageListItem = number | 'ellipsis';

// The pager's page list: every page up to 5, else the first and the last with ellipses around the current one.
export function pageList(currentPage: number, totalPages: number): PageListItem[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPages <= 5) return range(1, totalPages);
  if (current <= 3) return [...range(1, 4), 'ellipsis', totalPages];
  if (current >= totalPages - 2) return [1, 'ellipsis', ...range(totalPages - 3, totalPages)];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', totalPages];
}

export function totalPagesFor(totalRecords: number, limit: number): number {
  return Math.max(1, Math.ceil(totalRecords / limit));
}
