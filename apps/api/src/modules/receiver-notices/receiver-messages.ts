import { brand } from '@meridian/brand';
import { DELIVERY_FAILURE_REASON_LABELS, deliveryWindowLabel, formatTrackingNumber, type Booking, type DeliveryFailureReason, type EtaWindow } from '@meridian/contracts';

// What the receiver is told at each step of a delivery (decision 0112), by e-mail and by SMS. Only what the tracking
// page shows the receiver: cities, first names, the windows and the arrival time, never the customer's booking.

export type ReceiverStep = 'booked' | 'out-for-delivery' | 'arriving' | 'delivered' | 'attempt-failed' | 'returned';

export type ReceiverMessage = { subject: string; headline: string; detail: string; facts: [string, string][]; actionLabel: string; sms: string };

/** "14:10" at Greenwich: a message is read anywhere, so it names the one zone everyone can convert from. */
const clock = (at: string) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
const etaText = (eta: EtaWindow) => `${clock(eta.from)}-${clock(eta.to)} UTC`;

type Facts = { booking: Booking; eta?: EtaWindow | null; reason?: DeliveryFailureReason | undefined };

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function receiverMessage(step: ReceiverStep, { booking, eta, reason }: Facts, link: string): ReceiverMessage {
  const number = formatTrackingNumber(booking.trackingNumber);
  const sender = firstName(booking.pickupPerson.name) || booking.pickupLocation.city;
  const from = [booking.pickupLocation.city, booking.pickupLocation.country].filter(Boolean).join(', ');
  const chosen = booking.deliveryWindow ? [['Your window', deliveryWindowLabel(booking.deliveryWindow)] as [string, string]] : [];
  const arriving = eta ? [['Arriving', etaText(eta)] as [string, string]] : [];
  const shipment: [string, string] = ['Shipment', number];
  switch (step) {
    case 'booked':
      return {
        subject: 'a shipment is on its way to you',
        headline: `${sender} is sending you a shipment`,
        detail: `It is due on ${booking.estimatedDeliveryDate}. Choose a delivery window when you will be home, and leave instructions for the driver, until it is out for delivery.`,
        facts: [shipment, ['From', from], ...chosen],
        actionLabel: 'Choose a delivery window',
        sms: `${brand.name}: ${sender} is sending you shipment ${number}, due ${booking.estimatedDeliveryDate}. Choose a delivery window or leave instructions: ${link}`,
      };
    case 'out-for-delivery':
      return {
        subject: 'out for delivery',
        headline: 'Your shipment is out for delivery',
        detail: eta ? `The driver is on the way and should arrive between ${etaText(eta)}.` : 'The driver is on the way. Follow them on the map as they come.',
        facts: [shipment, ...arriving, ...chosen],
        actionLabel: 'Follow the driver',
        sms: `${brand.name}: shipment ${number} is out for delivery${eta ? `, arriving ${etaText(eta)}` : ''}. Follow the driver: ${link}`,
      };
    case 'arriving':
      return {
        subject: 'the driver is arriving',
        headline: 'The driver is almost there',
        detail: eta ? `Your shipment should arrive between ${etaText(eta)}. Please be ready to receive it.` : 'Your shipment arrives in a few minutes. Please be ready to receive it.',
        facts: [shipment, ...arriving],
        actionLabel: 'Follow the driver',
        sms: `${brand.name}: the driver with shipment ${number} is arriving${eta ? ` (${etaText(eta)})` : ' soon'}. ${link}`,
      };
    case 'delivered':
      return {
        subject: 'delivered',
        headline: 'Your shipment was delivered',
        detail: booking.proofOfDelivery ? `${firstName(booking.proofOfDelivery.receiverName)} received it.` : 'It was handed over at the address.',
        facts: [shipment],
        actionLabel: 'See the delivery',
        sms: `${brand.name}: shipment ${number} was delivered. ${link}`,
      };
    case 'attempt-failed': {
      const why = reason ? DELIVERY_FAILURE_REASON_LABELS[reason] : 'The driver could not deliver it';
      return {
        subject: 'we missed you',
        headline: 'We could not deliver your shipment',
        detail: `${why}. Choose a new delivery window and leave instructions for the driver, and we will try again.`,
        facts: [shipment],
        actionLabel: 'Reschedule the delivery',
        sms: `${brand.name}: we could not deliver shipment ${number} (${why.toLowerCase()}). Choose a new window: ${link}`,
      };
    }
    case 'returned':
      return {
        subject: 'returned to the sender',
        headline: 'Your shipment is going back to the sender',
        detail: `After several attempts we could not deliver it, so it is returned to ${sender}. Contact them to arrange another delivery.`,
        facts: [shipment],
        actionLabel: 'See the shipment',
        sms: `${brand.name}: after several attempts, shipment ${number} is going back to the sender. ${link}`,
      };
  }
}
