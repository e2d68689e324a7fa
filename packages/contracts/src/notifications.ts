import { z } from 'zod';
import { objectIdSchema } from './envelope';
import { paginationSchema } from './pagination';

// The original app's sample notification (type delivery / transit / pickup / booking, title, message, time, read) made real (decision 0016):
// persisted per user, created by the server, plus the booking it concerns.
// 'account': about the customer's account rather than a booking (the KYC decision, decision 0029).
export const NOTIFICATION_TYPES = ['delivery', 'transit', 'pickup', 'booking', 'account'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_EVENTS = [
  'booking-created',
  'confirmed',
  'driver-assigned',
  'picked-up',
  'out-for-delivery',
  'delivery-failed',
  'returned',
  'delivered',
  'cancelled',
  'excursion-opened',
  'excursion-closed',
  'excursion-acknowledged',
  // Money (decision 0025).
  'invoice-ready',
  'invoice-overdue',
  'payment-refunded',
  'kyc-approved',
  'kyc-rejected',
  // Claims (issue 51).
  'claim-submitted',
  'claim-updated',
  'claim-settled',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const notificationSchema = z
  .object({
    _id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    event: z.enum(NOTIFICATION_EVENTS),
    title: z.string(),
    message: z.string(),
    time: z.string(),
    read: z.boolean(),
    bookingId: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    seq: z.number().int().meta({ description: 'Stream position; the SSE id' }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationListQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
  })
  .meta({ id: 'NotificationListQuery' });
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = z
  .object({ records: z.array(notificationSchema), unreadCount: z.number().int(), pagination: paginationSchema })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationUpdateSchema = z.strictObject({ read: z.literal(true, { error: 'read must be true' }) }).meta({ id: 'NotificationUpdate' });
export const notificationParamsSchema = z.strictObject({ id: objectIdSchema });

export const notificationReadAllSchema = z.object({ updated: z.number().int(), unreadCount: z.number().int() }).meta({ id: 'NotificationReadAll' });
export type NotificationReadAll = z.infer<typeof notificationReadAllSchema>;

/** The empty panel's words (the panel of an account nothing has happened to yet). */
export const NO_NOTIFICATIONS_MESSAGE = 'No notifications yet';
export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const STREAM_TICKET_INVALID = 'This stream ticket is invalid or has expired. Request a new one.';
