import { createHash } from 'node:crypto';
import { formatTrackingNumber, type Booking, type WebhookEventType } from '@meridian/contracts';
import type { DomainEvent, DomainEventHandler, InvoiceFacts } from '../../lib/domain-events';
import type { Wakeup } from '../../lib/queue-lanes';
import { findBookingById } from '../bookings/bookings.service';
import { findUserById } from '../users/users.service';
import { enqueueWebhookEvent, newEventId } from './webhooks.service';

// Decision 0057: which domain event becomes which webhook event, and what its `data` tells a client: the booking as
// the API answers it, plus what happened (milestone, excursion, payment, invoice); never an internal field.

type WebhookEvent = { bookingId: string; type: WebhookEventType; data: Record<string, unknown>; eventId?: string };

/** An event that may be published again (a payment's steps re-run) gets an id of its own facts, so it queues once. */
const stableEventId = (key: string) => `evt_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

// Decision 0085: `trackingNumber` stays the stored form a client looks up by; the formatted one is what people read.
const bookingData = (booking: Booking) => ({ ...booking, trackingNumberFormatted: formatTrackingNumber(booking.trackingNumber) });

const invoiceData = (invoice: InvoiceFacts) => ({
  id: invoice.id,
  invoiceNumber: invoice.invoiceNumber,
  bookingId: invoice.bookingId,
  trackingNumber: invoice.trackingNumber,
  trackingNumberFormatted: formatTrackingNumber(invoice.trackingNumber),
  amountDueCents: invoice.amountDueCents,
  dueDate: invoice.dueDate,
});

const MOVE_TYPES: Record<string, WebhookEventType> = {
  confirm: 'booking.updated',
  assign: 'booking.updated',
  pickup: 'shipment.milestone',
  location: 'shipment.milestone',
  'out-for-delivery': 'shipment.milestone',
  deliver: 'shipment.delivered',
  cancel: 'booking.cancelled',
};

function toWebhookEvent(event: DomainEvent): WebhookEvent | null {
  switch (event.kind) {
    case 'booking-created':
      return { bookingId: event.booking._id, type: 'booking.created', data: { booking: bookingData(event.booking) }, eventId: stableEventId(`booking.created:${event.booking._id}`) };
    case 'booking-updated':
      return { bookingId: event.booking._id, type: 'booking.updated', data: { booking: bookingData(event.booking), change: 'edited' } };
    case 'shipment-moved': {
      // Decision 0108: the third failed attempt is the return to the sender, its own event.
      const type = event.type === 'delivery-failed' ? (event.booking.status === 'returned' ? 'shipment.returned' : 'shipment.delivery-failed') : MOVE_TYPES[event.type];
      if (!type) return null;
      const data: Record<string, unknown> = { booking: bookingData(event.booking), milestone: event.booking.milestone, change: event.type };
      if (event.type === 'delivery-failed') {
        // Counted from the history as the move left it, so a move announced again names its own attempt, not a later one.
        const number = event.booking.statusHistory.filter((entry) => entry.event === 'delivery-failed').length;
        const attempt = event.booking.deliveryAttempts?.[number - 1];
        if (attempt) data.attempt = { ...attempt, number };
      }
      if (event.previousStatus) data.previousStatus = event.previousStatus;
      // One id per move (the booking's version after it), so a move announced again (decision 0069) queues once.
      return { bookingId: event.booking._id, type, data, eventId: stableEventId(`move:${event.booking._id}:${event.booking.version}`) };
    }
    case 'excursion-opened':
    case 'excursion-closed':
      return {
        bookingId: event.booking._id,
        type: 'temperature.excursion',
        // One id per excursion and step, so a transition announced again (decision 0069) queues once.
        eventId: stableEventId(`${event.kind}:${event.excursionId}`),
        data: {
          booking: bookingData(event.booking),
          excursion: {
            id: event.excursionId,
            state: event.kind === 'excursion-opened' ? 'opened' : 'closed',
            celsius: event.celsius,
            at: event.at,
            openedAt: event.openedAt,
            peakCelsius: event.peakCelsius,
            band: event.band,
            ...(event.closedBy ? { closedBy: event.closedBy } : {}),
          },
        },
      };
    // Decision 0092: receivers hear of a charge once its invoice exists, so the payload names it.
    case 'payment-completed':
    case 'payment-refunded': {
      const type = event.kind === 'payment-completed' ? 'payment.succeeded' : 'payment.refunded';
      return {
        bookingId: event.booking._id,
        type,
        data: { booking: bookingData(event.booking), payment: { id: event.paymentId, amountCents: event.amountCents }, invoice: event.invoice ? invoiceData(event.invoice) : null },
        eventId: stableEventId(`${type}:${event.paymentId}`),
      };
    }
    // Decision 0103: one event per seal, its id the digest's, so a seal announced again queues once.
    case 'document-signed':
      return {
        bookingId: event.booking._id,
        type: 'document.signed',
        eventId: stableEventId(`document.signed:${event.document.digest}`),
        data: {
          booking: bookingData(event.booking),
          document: {
            ...event.document,
            href: `/api/v1/bookings/${event.booking._id}/consignment-note`,
            verifyPath: `/api/v1/documents/${event.document.digest}`,
          },
        },
      };
    case 'invoice-issued':
      return { bookingId: event.invoice.bookingId, type: 'invoice.issued', data: { invoice: invoiceData(event.invoice) }, eventId: stableEventId(`invoice.issued:${event.invoice.id}`) };
    // Decision 0105: the claim as GET /claims lists it (no evidence, no thread) and what changed; one id per step.
    case 'claim-submitted':
    case 'claim-updated':
    case 'claim-settled': {
      const type = event.kind === 'claim-submitted' ? 'claim.submitted' : event.kind === 'claim-settled' ? 'claim.settled' : 'claim.updated';
      return { bookingId: event.claim.bookingId, type, data: { claim: event.claim, change: event.change }, eventId: stableEventId(`${type}:${event.step}`) };
    }
    default:
      return null;
  }
}

/**
 * The organization a booking belongs to: recorded on it (at creation, or by migration 0005); for a booking without
 * one, the organization of the account that created it (decision 0054: a founder's organization carries their id).
 */
async function organizationOfBooking(bookingId: string, fallback?: Booking): Promise<string | null> {
  const doc = await findBookingById(bookingId);
  if (doc?.organizationId) return String(doc.organizationId);
  const createdBy = doc?.createdBy ? String(doc.createdBy) : fallback?.createdBy;
  if (!createdBy) return null;
  const creator = await findUserById(createdBy);
  return String(creator?.organizationId ?? createdBy);
}

/** The handler in composition.ts: queues each event for the owning organization's subscribed endpoints. */
export function webhooksHandler(wakeup: Wakeup): DomainEventHandler {
  return {
    name: 'webhooks',
    async handle(event) {
      const webhook = toWebhookEvent(event);
      if (!webhook) return;
      const known = 'organizationId' in event ? event.organizationId : undefined;
      const organizationId = known ?? (await organizationOfBooking(webhook.bookingId, 'booking' in event ? event.booking : undefined));
      if (!organizationId) return;
      if ((await enqueueWebhookEvent(organizationId, webhook.type, webhook.data, webhook.eventId ?? newEventId())) > 0) wakeup.notify();
    },
  };
}
