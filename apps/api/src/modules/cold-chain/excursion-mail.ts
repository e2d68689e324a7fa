import { EXCURSION_DISPOSITION_LABELS, formatTrackingNumber } from '@meridian/contracts';
import type { Logger } from 'pino';
import type { DomainEvent, DomainEventHandler } from '../../lib/domain-events';
import { enqueueMail } from '../mail/mail.service';
import { bookingRecipients } from '../bookings/bookings.service';
import { recipientDedupeKey } from '../users/users.service';

type ExcursionEvent = Extract<DomainEvent, { kind: 'excursion-opened' | 'excursion-closed' | 'excursion-acknowledged' }>;

const celsius = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} °C`;
const utc = (at: string) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const bandText = (band: { min: number; max: number }) => `${celsius(band.min)} to ${celsius(band.max)}`;

/** The words of each excursion mail; pure, so they are tested alone. */
function excursionMailContent(e: ExcursionEvent) {
  const trackingNumber = formatTrackingNumber(e.booking.trackingNumber);
  const common: [string, string][] = [
    ['Shipment', trackingNumber],
    ['Allowed band', bandText(e.band)],
  ];
  switch (e.kind) {
    case 'excursion-opened':
      return {
        trackingNumber,
        subject: 'temperature out of range',
        headline: 'your shipment left its temperature band',
        detail: `A reading of ${celsius(e.celsius)} at ${utc(e.at)} is outside the ${bandText(e.band)} band. The driver and our operators have been alerted.`,
        rows: [...common, ['Reading', celsius(e.celsius)], ['Time', utc(e.at)]] as [string, string][],
      };
    case 'excursion-closed':
      return {
        trackingNumber,
        subject: e.closedBy === 'reading' ? 'temperature back in range' : 'temperature excursion closed at delivery',
        headline: e.closedBy === 'reading' ? 'your shipment is back in its band' : 'the excursion ended with the delivery',
        detail:
          e.closedBy === 'reading'
            ? `A reading of ${celsius(e.celsius)} at ${utc(e.at)} is back inside the ${bandText(e.band)} band. The peak was ${celsius(e.peakCelsius)}.`
            : `The shipment was ${e.closedBy === 'cancellation' ? 'cancelled' : 'delivered'} at ${utc(e.at)} while out of its band; the peak was ${celsius(e.peakCelsius)}.`,
        rows: [...common, ['Opened', utc(e.openedAt)], ['Closed', utc(e.at)], ['Peak', celsius(e.peakCelsius)]] as [string, string][],
      };
    case 'excursion-acknowledged':
      return {
        trackingNumber,
        subject: `excursion reviewed: ${EXCURSION_DISPOSITION_LABELS[e.disposition].toLowerCase()}`,
        headline: 'our operators reviewed a temperature excursion',
        detail: `The excursion that began at ${utc(e.openedAt)} (peak ${celsius(e.peakCelsius)}) was reviewed. Decision: ${EXCURSION_DISPOSITION_LABELS[e.disposition]}.${e.note ? ` Note: ${e.note}` : ''}`,
        rows: [...common, ['Opened', utc(e.openedAt)], ['Decision', EXCURSION_DISPOSITION_LABELS[e.disposition]]] as [string, string][],
      };
  }
}

/**
 * Decision 0041: the owner is e-mailed when an excursion opens, closes and is acknowledged, through the mail queue.
 * The dedupe key names the excursion and the step, so a replayed event mails once. A failed enqueue is logged, never
 * thrown: the reading it reports is already saved (decision 0030).
 */
export function excursionMail(appBaseUrl: string, logger: Logger): DomainEventHandler {
  return {
    name: 'excursion-mail',
    async handle(event) {
      if (event.kind !== 'excursion-opened' && event.kind !== 'excursion-closed' && event.kind !== 'excursion-acknowledged') return;
      try {
        // Decision 0087: the booking's current members hear of it, never someone who left the organization.
        const recipients = await bookingRecipients(event.booking, 'organizationId' in event ? event.organizationId : undefined);
        const content = excursionMailContent(event);
        await Promise.all(
          recipients.map((owner) =>
            enqueueMail({
              to: owner.email,
              template: 'temperature-excursion',
              data: { firstName: owner.firstName, ...content, bookingUrl: `${appBaseUrl}/bookings/${event.booking._id}` },
              dedupeKey: recipientDedupeKey(`excursion:${event.excursionId}:${event.kind}`, owner, event.booking),
            }),
          ),
        );
      } catch (error) {
        logger.error({ err: error, event: event.kind }, 'excursion mail not queued');
      }
    },
  };
}
