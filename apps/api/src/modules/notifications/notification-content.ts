import {
  MAX_DELIVERY_ATTEMPTS,
  CLAIM_STATUS_LABELS,
  CLAIM_TYPE_LABELS,
  endSentence,
  EXCURSION_DISPOSITION_LABELS,
  formatMoney,
  formatTrackingNumber,
  placeLabel,
  routeLabel,
  toCents,
  type NotificationEvent,
  type NotificationType,
} from '@meridian/contracts';
import type { DomainEvent } from '../../lib/domain-events';

// What each domain event tells whom, in words written for people (decision 0016). Pure, so the wording is tested alone.

type Audience = 'customer' | 'staff';
export type NotificationText = { audience: Audience; type: NotificationType; event: NotificationEvent; title: string; message: string };

const firstName = (name: string | undefined) => (name ?? '').trim().split(/\s+/)[0] || 'A driver';
// Read as every screen shows them: MX-XXXXX-XXXXXC and Nov 28, 2026 (a calendar date, so no time zone shifts it).
const calendar = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const day = (date: string) => calendar.format(new Date(`${date.slice(0, 10)}T00:00:00.000Z`));
const utcTime = (at: string) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const celsius = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} °C`;

type Move = Extract<DomainEvent, { kind: 'shipment-moved' }>;

function forMove(e: Move): NotificationText[] {
  const b = e.booking;
  const n = formatTrackingNumber(b.trackingNumber);
  switch (e.type) {
    case 'confirm':
      return [{ audience: 'customer', type: 'booking', event: 'confirmed', title: 'Booking confirmed', message: `${n} from ${routeLabel(b)} is confirmed for pickup on ${day(b.estimatedPickupDate)}.` }];
    case 'assign':
      return [
        {
          audience: 'customer',
          type: 'booking',
          event: 'driver-assigned',
          title: 'Driver assigned',
          message: `${firstName(b.assignment?.driverName)} will pick up ${n} in ${placeLabel(b.pickupLocation)}.`,
        },
      ];
    case 'pickup':
      return [{ audience: 'customer', type: 'pickup', event: 'picked-up', title: 'Shipment picked up', message: `${n} was picked up in ${placeLabel(b.pickupLocation)} and is on its way to ${placeLabel(b.dropoffLocation)}.` }];
    case 'out-for-delivery':
      return [{ audience: 'customer', type: 'transit', event: 'out-for-delivery', title: 'Out for delivery', message: `${n} is out for delivery in ${placeLabel(b.dropoffLocation)}.` }];
    case 'deliver': {
      const receiver = b.proofOfDelivery?.receiverName ? `, received by ${b.proofOfDelivery.receiverName}` : '';
      return [{ audience: 'customer', type: 'delivery', event: 'delivered', title: 'Shipment delivered', message: endSentence(`${n} was delivered in ${placeLabel(b.dropoffLocation)}${receiver}`) }];
    }
    case 'delivery-failed':
      // Decision 0108: the third failed attempt returns the shipment to its sender.
      return b.status === 'returned'
        ? [{ audience: 'customer', type: 'delivery', event: 'returned', title: 'Returned to sender', message: `${n} could not be delivered after ${MAX_DELIVERY_ATTEMPTS} attempts and is going back to ${placeLabel(b.pickupLocation)}.` }]
        : [{ audience: 'customer', type: 'delivery', event: 'delivery-failed', title: 'Delivery attempted', message: `We could not deliver ${n} in ${placeLabel(b.dropoffLocation)}. The receiver can choose a new window.` }];
    case 'cancel': {
      const reason = e.note ? ` Reason: ${e.note}` : '';
      return [{ audience: 'customer', type: 'booking', event: 'cancelled', title: 'Booking cancelled', message: `${n} from ${routeLabel(b)} was cancelled.${reason}` }];
    }
    // A location update moves the dot on the tracking page; it is not worth interrupting anyone for.
    case 'location':
      return [];
  }
}

/** The notifications one domain event produces, per audience (the customer the event is about, or every operator and admin). */
export function notificationTexts(e: DomainEvent): NotificationText[] {
  switch (e.kind) {
    case 'booking-created': {
      const b = e.booking;
      const n = formatTrackingNumber(b.trackingNumber);
      return [
        { audience: 'customer', type: 'booking', event: 'booking-created', title: 'Booking received', message: `We received ${n} from ${routeLabel(b)}. We will confirm it shortly.` },
        { audience: 'staff', type: 'booking', event: 'booking-created', title: 'New booking', message: `${b.fullNameOrBusiness} booked ${n}: ${routeLabel(b)}, pickup ${day(b.estimatedPickupDate)}.` },
      ];
    }
    case 'shipment-moved':
      return forMove(e);
    case 'excursion-opened':
    case 'excursion-closed':
      return forExcursion(e);
    case 'excursion-acknowledged':
      return [
        {
          audience: 'customer',
          type: 'transit',
          event: 'excursion-acknowledged',
          title: 'Excursion reviewed',
          message: `${formatTrackingNumber(e.booking.trackingNumber)}: the excursion from ${utcTime(e.openedAt)} (peak ${celsius(e.peakCelsius)}) was reviewed: ${EXCURSION_DISPOSITION_LABELS[e.disposition].toLowerCase()}.`,
        },
      ];
    case 'payment-refunded': {
      const n = formatTrackingNumber(e.booking.trackingNumber ?? '');
      const message =
        e.amountCents > 0
          ? `${formatMoney(e.amountCents)} for ${n} is on its way back to you${e.invoice ? ` (invoice ${e.invoice.invoiceNumber})` : ''}.`
          : `Invoice ${e.invoice?.invoiceNumber ?? ''} for ${n} was voided: nothing is due.`;
      return [{ audience: 'customer', type: 'booking', event: 'payment-refunded', title: e.amountCents > 0 ? 'Refund issued' : 'Invoice voided', message }];
    }
    case 'invoice-issued':
      return [
        {
          audience: 'customer',
          type: 'booking',
          event: 'invoice-ready',
          title: 'Invoice ready',
          message: `Invoice ${e.invoice.invoiceNumber} for ${formatTrackingNumber(e.invoice.trackingNumber)} is ready to download.`,
        },
      ];
    // The code e-mail is the whole message (SECURITY.md); the bell says nothing.
    case 'email-changed':
      return [];
    // Published for webhooks (decision 0057): the customer made the edit, and the receipt mail tells of the payment.
    case 'booking-updated':
    case 'payment-completed':
      return [];
    // Decision 0103: the move that caused a seal already told the customer; the signed note is on the Documents card.
    case 'document-signed':
      return [];
    // Decision 0108: "arriving" is the receiver's news (e-mail and SMS), not the customer's bell.
    case 'shipment-arriving':
      return [];
    // Decision 0092: what the customer hears of it is the invoice's own news (`invoice-issued`) and the receipt mail.
    case 'payment-succeeded':
    case 'payment-on-terms':
      return [];
    case 'invoice-overdue':
      return [
        {
          audience: 'customer',
          type: 'booking',
          event: 'invoice-overdue',
          title: 'Invoice overdue',
          message: `Invoice ${e.invoice.invoiceNumber} (${formatMoney(e.invoice.amountDueCents)}) was due on ${e.invoice.dueDate}.`,
        },
      ];
    case 'claim-submitted':
    case 'claim-updated':
    case 'claim-settled':
      return forClaim(e);
    case 'kyc-decided':
      return [
        {
          audience: 'customer',
          type: 'account',
          event: e.decision === 'approved' ? 'kyc-approved' : 'kyc-rejected',
          title: e.decision === 'approved' ? 'Company verified' : 'Company profile needs updates',
          message:
            e.decision === 'approved'
              ? // The reviewer's optional note on an approval reaches the customer here as well as in the e-mail.
                `${e.companyName} is verified. Invoice terms are now available for business bookings.${e.note ? ` Note from the reviewer: ${e.note}` : ''}`
              : `Please update your company profile (${e.reasons.join('; ')}) and resubmit it for review.`,
        },
      ];
  }
}

type ClaimStep = Extract<DomainEvent, { kind: 'claim-submitted' | 'claim-updated' | 'claim-settled' }>;

/** Decision 0105: the customer hears of every step staff take; staff hear of what the customer does. */
function forClaim(e: ClaimStep): NotificationText[] {
  const c = e.claim;
  const about = `Claim ${c.number} (${CLAIM_TYPE_LABELS[c.type].toLowerCase()}, ${formatTrackingNumber(c.trackingNumber)})`;
  const event: NotificationEvent = e.kind === 'claim-submitted' ? 'claim-submitted' : e.kind === 'claim-settled' ? 'claim-settled' : 'claim-updated';
  const money = (amount: number) => formatMoney(toCents(amount), c.currency);
  switch (e.change) {
    case 'submitted':
      return [
        { audience: 'customer', type: 'booking', event, title: 'Claim received', message: `${about} was received. We acknowledge it within one working day.` },
        { audience: 'staff', type: 'booking', event, title: 'New claim', message: `${about}: ${money(c.amountClaimed)} claimed${c.late ? ', after its deadline' : ''}.` },
      ];
    case 'acknowledged':
      return [{ audience: 'customer', type: 'booking', event, title: 'Claim in review', message: `${about} is being reviewed.` }];
    case 'info-requested':
      return [{ audience: 'customer', type: 'booking', event, title: 'Information requested', message: `${about}: we need more from you. Answer in the claim's thread.` }];
    case 'message':
      return e.fromStaff
        ? [{ audience: 'customer', type: 'booking', event, title: 'New message on your claim', message: `${about}: a new message from our claims team.` }]
        : [{ audience: 'staff', type: 'booking', event, title: 'Claim message', message: `${about}: a new message from the customer.` }];
    case 'answered':
      return [{ audience: 'staff', type: 'booking', event, title: 'Claim answered', message: `${about}: the customer answered; it is back in review.` }];
    case 'decided':
      return [
        {
          audience: 'customer',
          type: 'booking',
          event,
          title: `Claim ${CLAIM_STATUS_LABELS[c.status].toLowerCase()}`,
          message: c.decision && c.decision.outcome !== 'rejected' ? `${about}: ${money(c.decision.amount)} approved.` : `${about} was rejected.`,
        },
      ];
    case 'withdrawn':
      return [{ audience: 'staff', type: 'booking', event, title: 'Claim withdrawn', message: `${about} was withdrawn by the customer.` }];
    case 'settled':
      return [{ audience: 'customer', type: 'booking', event, title: 'Claim settled', message: `${about} was settled${c.settlement ? `: ${money(c.settlement.amount)}` : ''}.` }];
  }
}

function forExcursion(e: Extract<DomainEvent, { kind: 'excursion-opened' | 'excursion-closed' }>): NotificationText[] {
  const b = e.booking;
  const n = formatTrackingNumber(b.trackingNumber);
  const text =
    e.kind === 'excursion-opened'
      ? {
          type: 'transit' as const,
          event: 'excursion-opened' as const,
          title: 'Temperature out of range',
          message: `${n} (${routeLabel(b)}) read ${celsius(e.celsius)}, outside its ${celsius(e.band.min)} to ${celsius(e.band.max)} band.`,
        }
      : e.closedBy === 'delivery' || e.closedBy === 'cancellation'
        ? {
            type: 'transit' as const,
            event: 'excursion-closed' as const,
            title: 'Excursion closed',
            message: `${n} (${routeLabel(b)}) was ${e.closedBy === 'delivery' ? 'delivered' : 'cancelled'} outside its ${celsius(e.band.min)} to ${celsius(e.band.max)} band; the peak was ${celsius(e.peakCelsius)}.`,
          }
        : {
            type: 'transit' as const,
            event: 'excursion-closed' as const,
            title: 'Temperature back in range',
            message: `${n} (${routeLabel(b)}) is back inside its ${celsius(e.band.min)} to ${celsius(e.band.max)} band at ${celsius(e.celsius)}.`,
          };
  return [
    { audience: 'customer', ...text },
    { audience: 'staff', ...text },
  ];
}

/** Whom 'customer' means for an event, and the booking the notification links to. */
export function subjectOf(e: DomainEvent): { customerId: string; bookingId: string | null; trackingNumber: string | null } {
  switch (e.kind) {
    case 'invoice-issued':
    case 'invoice-overdue':
      return { customerId: e.invoice.ownerId, bookingId: e.invoice.bookingId, trackingNumber: e.invoice.trackingNumber || null };
    case 'kyc-decided':
      return { customerId: e.user.id, bookingId: null, trackingNumber: null };
    case 'email-changed':
      return { customerId: e.userId, bookingId: null, trackingNumber: null };
    default:
      return { customerId: e.booking.createdBy, bookingId: e.booking._id, trackingNumber: e.booking.trackingNumber || null };
  }
}
