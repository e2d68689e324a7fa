import { createHash, randomBytes } from 'node:crypto';
import {
  NOTIFICATION_NOT_FOUND,
  STREAM_TICKET_INVALID,
  STREAM_TICKET_TTL_SECONDS,
  totalPagesFor,
  type Notification,
  type NotificationList,
  type NotificationListQuery,
  type NotificationReadAll,
} from '@meridian/contracts';
import type { DomainEvent, DomainEventHandler } from '../../lib/domain-events';
import { notFound, unauthorized } from '../../lib/errors';
import { groupCalls } from '../../lib/group-calls';
import { bookingRecipients } from '../bookings/bookings.service';
import { findStaffIds, recordRecipients } from '../users/users.service';
import { notificationTexts, subjectOf } from './notification-content';
import type { NotificationDoc } from './notifications.model';
import {
  countUnread,
  countVisible,
  findLiveStreamTicket,
  hasBookingNotification,
  insertNotifications,
  insertStreamTicket,
  listVisible,
  markAllRead,
  updateVisible,
  type NotificationDraft,
} from './notifications.repository';

export function toNotification(doc: NotificationDoc): Notification {
  return {
    _id: String(doc._id),
    type: doc.type,
    event: doc.event,
    title: doc.title,
    message: doc.message,
    time: new Date(doc.createdAt).toISOString(),
    read: doc.read,
    bookingId: doc.bookingId ? String(doc.bookingId) : null,
    trackingNumber: doc.trackingNumber ?? null,
    seq: doc.seq,
  };
}

/** Decision 0069: the one move (the booking's version after it) or excursion step an event tells of. */
function sourceOf(event: DomainEvent): string | undefined {
  if (event.kind === 'shipment-moved') return `move:${event.booking._id}:${event.booking.version}`;
  if (event.kind === 'excursion-opened' || event.kind === 'excursion-closed') return `${event.kind}:${event.excursionId}`;
  // A claim's step (its id, change and what changed) is told once even when a retry announces it again.
  if (event.kind === 'claim-submitted' || event.kind === 'claim-updated' || event.kind === 'claim-settled') return `claim:${event.step}`;
  return undefined;
}

type Notice = { texts: ReturnType<typeof notificationTexts>; customerIds: string[]; bookingId: string | null; trackingNumber: string | null; source?: string };

/**
 * Writes the notices of the events being handled at once (decision 0070): one staff list, one range of the sequence
 * and one insertMany for all of them. A staff member who booked for themselves hears about it once, as the customer.
 */
const writeNotices = groupCalls(async (notices: Notice[]): Promise<NotificationDoc[][]> => {
  const staff = notices.some((n) => n.texts.some((t) => t.audience === 'staff')) ? await findStaffIds() : [];
  const draftsOf = notices.map(({ texts, customerIds, bookingId, trackingNumber, source }): NotificationDraft[] =>
    texts.flatMap(({ audience, ...text }) =>
      (audience === 'customer' ? customerIds : staff.filter((id) => !customerIds.includes(id))).map((userId) => ({ userId, ...text, bookingId, trackingNumber, ...(source ? { source } : {}) })),
    ),
  );
  const docs = await insertNotifications(draftsOf.flat());
  let next = 0;
  return draftsOf.map((drafts) => docs.slice(next, (next += drafts.length)));
});

/** Decision 0087: an organization's records are told to its current members, never to someone who left it. */
async function customersToTell(event: DomainEvent): Promise<string[]> {
  const ids = (users: { _id: unknown }[]) => users.map((u) => String(u._id));
  switch (event.kind) {
    case 'invoice-issued':
    case 'invoice-overdue':
      return ids(await recordRecipients({ createdBy: event.invoice.ownerId, organizationId: event.invoice.organizationId }));
    case 'kyc-decided':
    case 'email-changed':
      return [subjectOf(event).customerId];
    // Decision 0087: the claim's author while still a member, else the organization's admins.
    case 'claim-submitted':
    case 'claim-updated':
    case 'claim-settled':
      return ids(await recordRecipients({ createdBy: event.createdBy, organizationId: event.organizationId }));
    default:
      return ids(await bookingRecipients(event.booking, 'organizationId' in event ? event.organizationId : undefined));
  }
}

/** One notification per recipient of a domain event. */
async function notifyForEvent(event: DomainEvent): Promise<NotificationDoc[]> {
  const texts = notificationTexts(event);
  if (texts.length === 0) return [];
  const { bookingId, trackingNumber } = subjectOf(event);
  const customerIds = await customersToTell(event);
  // A replayed event's first run may have told everyone already; the customer's copy is the first one written.
  const source = sourceOf(event);
  const first = customerIds[0];
  const mayRepeat = ('replayed' in event && event.replayed) || source?.startsWith('claim:');
  if (mayRepeat && bookingId && first && (await hasBookingNotification(first, bookingId, texts[0]!.event, source))) return [];
  return writeNotices({ texts, customerIds, bookingId, trackingNumber, ...(source ? { source } : {}) });
}

/** The composition's handler: every event that tells someone something becomes their notifications. */
export const notificationsHandler: DomainEventHandler = {
  name: 'notifications',
  async handle(event) {
    await notifyForEvent(event);
  },
};

export async function listNotifications(userId: string, query: NotificationListQuery): Promise<NotificationList> {
  const [docs, totalRecords, unreadCount] = await Promise.all([
    listVisible(userId, (query.page - 1) * query.limit, query.limit),
    countVisible(userId),
    countUnread(userId),
  ]);
  return {
    records: docs.map(toNotification),
    unreadCount,
    pagination: { currentPage: query.page, totalPages: totalPagesFor(totalRecords, query.limit), totalRecords, limit: query.limit },
  };
}

export async function markNotificationRead(id: string, userId: string): Promise<Notification> {
  const doc = await updateVisible(id, userId, { read: true });
  if (!doc) throw notFound(NOTIFICATION_NOT_FOUND);
  return toNotification(doc);
}

export async function markAllNotificationsRead(userId: string): Promise<NotificationReadAll> {
  const updated = await markAllRead(userId);
  return { updated, unreadCount: await countUnread(userId) };
}

export async function dismissNotification(id: string, userId: string): Promise<void> {
  const doc = await updateVisible(id, userId, { dismissed: true });
  if (!doc) throw notFound(NOTIFICATION_NOT_FOUND);
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A one-minute ticket that opens the caller's stream and nothing else. It stays valid for its minute so that
 * EventSource's own reconnects (same URL) work; after that the client trades its token for a new one.
 */
export async function issueStreamTicket(userId: string, now = new Date()): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_SECONDS * 1000);
  await insertStreamTicket(sha256(ticket), userId, expiresAt);
  return { ticket, expiresAt: expiresAt.toISOString() };
}

export async function redeemStreamTicket(ticket: string, now = new Date()): Promise<string> {
  const found = await findLiveStreamTicket(sha256(ticket), now);
  if (!found) throw unauthorized(STREAM_TICKET_INVALID);
  return found.userId;
}
