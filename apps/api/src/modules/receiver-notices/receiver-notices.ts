import { formatTrackingNumber, trackingPagePath, type Booking, type EtaWindow } from '@meridian/contracts';
import type { Logger } from 'pino';
import type { DomainEvent, DomainEventHandler } from '../../lib/domain-events';
import { enqueueMail } from '../mail/mail.service';
import type { ReceiverTokens } from '../tracking/tracking.service';
import { receiverMailStopped, type ReceiverMailLinks } from './receiver-mail-unsubscribe.service';
import { receiverMessage, type ReceiverStep } from './receiver-messages';

/** Queues one SMS (the sms module's queue); a repeated dedupeKey queues nothing. */
type SmsSender = (input: { to: string; body: string; purpose: string; dedupeKey?: string }) => Promise<void>;
/** The arrival window kept for a shipment out for delivery, or null when there is none yet. */
type EtaLookup = (bookingId: string) => Promise<EtaWindow | null>;

type Deps = { appBaseUrl: string; tokens: ReceiverTokens; mailLinks: ReceiverMailLinks; logger: Logger; sms?: SmsSender | undefined; eta?: EtaLookup | undefined };

/** Which delivery attempt the booking is on: the number of times it went out for delivery (location moves between do not count). */
const attemptOf = (booking: Booking) => booking.statusHistory.filter((entry) => entry.event === 'out-for-delivery').length;

/** The step a domain event is for the receiver, and the key that makes it one message per step and attempt. */
function stepOf(event: DomainEvent): { step: ReceiverStep; booking: Booking; key: string; eta?: EtaWindow } | undefined {
  if (event.kind === 'booking-created') return { step: 'booked', booking: event.booking, key: 'booked' };
  if (event.kind === 'shipment-arriving') return { step: 'arriving', booking: event.booking, key: `arriving:${attemptOf(event.booking)}`, eta: event.eta };
  if (event.kind !== 'shipment-moved') return undefined;
  const { booking } = event;
  if (event.type === 'out-for-delivery') return { step: 'out-for-delivery', booking, key: `out-for-delivery:${attemptOf(booking)}` };
  if (event.type === 'deliver') return { step: 'delivered', booking, key: 'delivered' };
  if (event.type === 'delivery-failed') {
    const step = booking.status === 'returned' ? 'returned' : 'attempt-failed';
    return { step, booking, key: `${step}:${attemptOf(booking)}` };
  }
  return undefined;
}

/**
 * Decision 0112: the booking's receiver is told by e-mail and SMS, with the tracking link signed for them, when the
 * shipment is booked, out for delivery (with the arrival window once known), arriving, delivered, missed and returned.
 * A message that cannot be queued is logged, never thrown: the write it reports is already saved (decision 0030).
 */
export function receiverNotices({ appBaseUrl, tokens, mailLinks, logger, sms, eta }: Deps): DomainEventHandler {
  return {
    name: 'receiver-notices',
    async handle(event) {
      const found = stepOf(event);
      if (!found) return;
      const { step, booking, key } = found;
      const { phone } = booking.receiverPerson;
      try {
        // Decision 0117: an address that stopped these e-mails gets none, checked as each is queued; texts go on until STOP.
        const email = booking.receiverPerson.email && !(await receiverMailStopped(booking.receiverPerson.email)) ? booking.receiverPerson.email : undefined;
        if (!email && !phone) return;
        const arrival = found.eta ?? (step === 'out-for-delivery' && eta ? await eta(booking._id) : null);
        const link = `${appBaseUrl}${trackingPagePath(booking.trackingNumber)}?t=${tokens.sign(booking._id)}`;
        const reason = booking.deliveryAttempts?.at(-1)?.reason;
        const message = receiverMessage(step, { booking, eta: arrival, reason }, link);
        const dedupeKey = `receiver:${booking._id}:${key}`;
        await Promise.all([
          email
            ? enqueueMail({
                to: email,
                template: 'receiver-update',
                data: {
                  trackingNumber: formatTrackingNumber(booking.trackingNumber),
                  subject: message.subject,
                  headline: message.headline,
                  detail: message.detail,
                  facts: message.facts,
                  actionLabel: message.actionLabel,
                  trackingUrl: link,
                  unsubscribeUrl: mailLinks.page(email),
                },
                headers: mailLinks.headers(email),
                dedupeKey,
              })
            : undefined,
          phone && sms ? sms({ to: phone, body: message.sms, purpose: `receiver-${step}`, dedupeKey }) : undefined,
        ]);
      } catch (error) {
        logger.error({ err: error, event: event.kind, step }, 'receiver notice not queued');
      }
    },
  };
}
