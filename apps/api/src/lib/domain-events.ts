import type { Booking, EtaWindow, ClaimChange, ClaimSummary, ConsignmentNoteType, ExcursionClosedBy, SignatureRole, ExcursionDisposition, ShipmentEventType } from '@meridian/contracts';

/**
 * What a money or account event needs to say about an invoice, without the reader loading it again; `path` is the
 * invoice page's app path, which the mail worker makes absolute (decision 0035).
 */
export type InvoiceFacts = { id: string; ownerId: string; organizationId?: string; bookingId: string; trackingNumber: string; invoiceNumber: string; amountDueCents: number; dueDate: string; path: string };

// What happened, for the modules that react to it (notifications, e-mails, refunds; webhooks next). The handlers are
// listed once, in composition.ts; a module publishes through the bus it is handed and never knows who listens.
// Handlers run before the request answers, so whatever they write (a notification, a refund) exists when the client
// reads again; anything that must reach another process goes through MongoDB, never through this in-process list.
export type DomainEvent =
  // `organizationId`: the owning organization as the writer knows it, so a reader need not load the booking for it.
  // `replayed`: published again by a request that took over a crashed one (decision 0034), whose handlers may or may
  // not have run; a handler that is not idempotent by itself checks what is already there.
  | { kind: 'booking-created' | 'booking-updated'; booking: Booking; actorId: string; organizationId?: string; replayed?: boolean }
  // `replayed`: announced by the move sweep for a process that died before the reactions had run (decision 0069).
  | { kind: 'shipment-moved'; type: Exclude<ShipmentEventType, 'reading'>; booking: Booking; actorId: string; note?: string; previousStatus?: Booking['status']; replayed?: boolean }
  // Decision 0108: the arrival estimate of a shipment out for delivery first came within ARRIVING_SOON_MINUTES; published
  // once per delivery attempt by the module that keeps the estimate, so the receiver is told "arriving" once.
  | { kind: 'shipment-arriving'; booking: Booking; eta: EtaWindow }
  | {
      kind: 'excursion-opened' | 'excursion-closed';
      booking: Booking;
      organizationId?: string;
      excursionId: string;
      /** The reading that opened or closed it (at delivery: the last reading). */
      celsius: number;
      at: string;
      openedAt: string;
      peakCelsius: number;
      band: { min: number; max: number };
      closedBy?: ExcursionClosedBy;
      /** Announced by the event sweep for a process that died before the reactions had run (decision 0069). */
      replayed?: boolean;
    }
  | {
      kind: 'excursion-acknowledged';
      booking: Booking;
      excursionId: string;
      openedAt: string;
      peakCelsius: number;
      band: { min: number; max: number };
      disposition: ExcursionDisposition;
      note: string | null;
    }
  // Decision 0092: the money was taken (card, PayPal) or invoice terms were accepted; the invoices module issues the
  // invoice, links it to the booking and mails it. The payment stays unfinished until then, and every run that finishes
  // it (the request, a same-key resend, the payment sweep) publishes this again: its handlers are idempotent.
  | { kind: 'payment-succeeded'; booking: Booking; paymentId: string; payerId: string; amountCents: number; paidAt: string }
  | { kind: 'payment-on-terms'; booking: Booking; paymentId: string; payerId: string; amountCents: number }
  // A charged payment's steps are done (invoice issued and linked, receipt queued): the `payment.succeeded` webhook.
  | { kind: 'payment-completed'; booking: Booking; paymentId: string; amountCents: number; invoice: InvoiceFacts | null }
  | { kind: 'payment-refunded'; booking: Booking; paymentId: string; amountCents: number; refundedAt: string; invoice: InvoiceFacts | null; replayed?: boolean }
  | { kind: 'invoice-issued' | 'invoice-overdue'; invoice: InvoiceFacts }
  | {
      kind: 'kyc-decided';
      user: { id: string; email: string; firstName: string };
      profileId: string;
      reviewCount: number;
      companyName: string;
      decision: 'approved' | 'rejected';
      reasons: string[];
      note?: string;
    }
  // Decision 0103: a signature sealed the booking's consignment note; `digest` names the version it sealed.
  | {
      kind: 'document-signed';
      booking: Booking;
      organizationId?: string;
      document: { type: ConsignmentNoteType; number: string; role: SignatureRole; digest: string; signedAt: string; signatures: SignatureRole[] };
    }
  // SECURITY.md: a changed address is unverified until the code sent to it is entered.
  | { kind: 'email-changed'; userId: string }
  // Issue 51 (decision 0105): every step of a claim, told to its organization (mail, notification, signed webhook).
  // `step` names this one step, so a mail or webhook of a step published again queues once; `createdBy` is the claim's
  // author, who hears of it while still a member (decision 0087).
  | {
      kind: 'claim-submitted' | 'claim-updated' | 'claim-settled';
      claim: ClaimSummary;
      booking: Booking;
      organizationId: string;
      createdBy: string;
      change: ClaimChange;
      fromStaff: boolean;
      step: string;
      /** The message's words, for a thread step. */
      message?: string;
    };

export type EventBus = { publish(event: DomainEvent): Promise<void> };

/** A reaction to events; it is handed the bus so it may publish what its own reaction caused (a refund). */
export type DomainEventHandler = { name: string; handle(event: DomainEvent, bus: EventBus): Promise<void> };

/** Runs every handler; one failing handler does not stop the others, and the first failure reaches the caller's error path. */
export function createEventBus(handlers: readonly DomainEventHandler[]): EventBus {
  const bus: EventBus = {
    async publish(event) {
      const results = await Promise.allSettled(handlers.map((handler) => handler.handle(event, bus)));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
  return bus;
}
