import { z } from 'zod';
import { bookingSchema, VEHICLE_TYPES } from './booking';
import { BOOKING_STATUSES, type BookingStatus } from './booking-status';
import { CALENDAR_DATE_PATTERN, isCalendarDate } from './calendar-date';
import { objectIdSchema } from './envelope';
import { bookingCountsSchema, FILTER_RANGE_MESSAGE, MAX_PAGE, paginationSchema } from './pagination';
import { hasRefusedCharacter } from './text';
import { USER_ROLES, userRoleSchema } from './user';

const calendarDate = z.string().regex(CALENDAR_DATE_PATTERN, 'Use a YYYY-MM-DD date').refine(isCalendarDate, 'Use a real date');

export const SEARCH_CONTROL_CHARACTERS = 'Search cannot contain control characters';
// A NUL (or any control character) in a search reached the database as a 500; it is refused at the edge (SECURITY.md),
// by the single-line text rule every typed field follows (decision 0082).
const searchField = z
  .string()
  .trim()
  .max(100, 'Search is at most 100 characters')
  .refine((value) => !hasRefusedCharacter(value, 'single'), SEARCH_CONTROL_CHARACTERS);

// The operator console's queue. Pickup dates filter (not creation dates, as My Bookings does): an
// operator plans by when the freight is ready.
const OPS_PAGE_SIZE = 25;
export const OPS_SORTS = ['pickup', '-pickup', 'created', '-created'] as const;
// "open" is the work still to do (pending, confirmed, in transit): the console opens on it (decision 0047).
export const OPEN_STATUSES = ['pending', 'confirmed', 'in-transit'] as const satisfies readonly BookingStatus[];
const OPS_QUEUE_STATUSES = ['open', ...BOOKING_STATUSES] as const;
export type OpsQueueStatus = (typeof OPS_QUEUE_STATUSES)[number];
export const opsBookingListQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(OPS_PAGE_SIZE),
    status: z.enum(OPS_QUEUE_STATUSES, { error: `Status must be one of ${OPS_QUEUE_STATUSES.join(', ')}` }).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    customer: objectIdSchema.optional(),
    vehicleType: z.enum(VEHICLE_TYPES, { error: 'Choose a vehicle type' }).optional(),
    q: searchField.optional(),
    sort: z.enum(OPS_SORTS, { error: `Sort by one of ${OPS_SORTS.join(', ')}` }).default('pickup'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: FILTER_RANGE_MESSAGE, path: ['to'] })
  .meta({ id: 'OpsBookingListQuery' });
export type OpsBookingListQuery = z.infer<typeof opsBookingListQuerySchema>;
export type OpsBookingListQueryInput = z.input<typeof opsBookingListQuerySchema>;

const bookingCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  phoneNumber: z.string(),
  // Decision 0083: with the booking's customer type, whether the customer is on invoice terms (hasInvoiceTerms).
  verified: z.boolean().optional(),
});
export type BookingCustomer = z.infer<typeof bookingCustomerSchema>;

export const opsBookingSchema = bookingSchema.extend({ customer: bookingCustomerSchema.nullable() }).meta({ id: 'OpsBooking' });
export type OpsBooking = z.infer<typeof opsBookingSchema>;

export const opsBookingListSchema = z
  .object({ records: z.array(opsBookingSchema), pagination: paginationSchema, counts: bookingCountsSchema })
  .meta({ id: 'OpsBookingList' });
export type OpsBookingList = z.infer<typeof opsBookingListSchema>;

// The people an operator assigns and an admin manages.
export const staffMemberSchema = z
  .object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), phoneNumber: z.string(), role: z.enum(USER_ROLES) })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const userListQuerySchema = z
  .strictObject({ role: userRoleSchema.optional(), q: searchField.optional(), page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1) })
  .meta({ id: 'UserListQuery' });
export type UserListQuery = z.infer<typeof userListQuerySchema>;

// GET /driver/jobs: the signed-in driver's jobs that are still to do (today's and upcoming), soonest first.
export const driverJobListSchema = z.object({ records: z.array(bookingSchema) }).meta({ id: 'DriverJobList' });
export type DriverJobList = z.infer<typeof driverJobListSchema>;

// The notification stream: a browser's EventSource cannot send Authorization, and a long-lived token must not
// travel in a URL, so the client trades its token for a one-minute stream ticket first.
export const STREAM_TICKET_TTL_SECONDS = 60;
export const streamTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() }).meta({ id: 'StreamTicket' });
// lastEventId: a client that re-opens the stream with a fresh ticket (its old one expired) says where it stopped;
// EventSource's own reconnects send the Last-Event-ID header instead, and the header wins when both come.
export const streamQuerySchema = z.strictObject({
  ticket: z.string().min(20).max(200),
  lastEventId: z.coerce.number().int().min(0).optional(),
});
export const lastEventIdSchema = z.coerce.number().int().min(0);
/** How long an EventSource waits before reconnecting (the stream's `retry:` hint), in ms. */
export const STREAM_RETRY_MS = 3000;
