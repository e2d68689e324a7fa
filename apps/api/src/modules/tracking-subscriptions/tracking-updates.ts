import { brand } from '@meridian/brand';
import { attemptOfMax, DELIVERY_FAILURE_REASON_LABELS, formatTrackingNumber, smsUpdateText, trackingUpdateForHistory, type Booking } from '@meridian/contracts';
import type { DomainEvent } from '../../lib/domain-events';
import { enqueueMail } from '../mail/mail.service';
import { queueSms } from '../sms/sms.service';
import { listActiveSmsSubscribers } from './sms-subscriptions.repository';
import { bookingRecipients } from '../bookings/bookings.service';
import { bookingUpdateChannels } from '../users/users.service';
import type { TrackingMailLinks } from './tracking-mail-links';
import { ensureOwnerSubscription, listActiveSubscriptions } from './tracking-subscriptions.repository';

/** "23 Nov 2026, 14:05 UTC": a mail is read anywhere, so it names the one zone everyone can convert from. */
function formatMailTime(at: string): string {
  const d = new Date(at);
  const date = d.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}

/**
 * Decision 0084: the facts of the step, not one sentence: when and where it happened and, at delivery, who signed.
 * Only what the public tracking page shows for the same step, so a subscriber learns nothing more than it.
 */
function milestoneFacts(booking: Booking): [string, string][] {
  const step = booking.statusHistory.at(-1);
  const pod = booking.milestone === 'delivered' ? booking.proofOfDelivery : null;
  if (pod) {
    const place = pod.place ?? [booking.dropoffLocation.city, booking.dropoffLocation.state].filter(Boolean).join(', ');
    return [
      ['Delivered', formatMailTime(pod.deliveredAt)],
      ['Place', place],
      ['Signed by', pod.receiverName],
    ];
  }
  if (!step) return [];
  const facts: [string, string][] = [['When', formatMailTime(step.at)]];
  if (step.location?.place) facts.push(['Where', step.location.place]);
  // Decision 0108: a failed attempt says which one it was and why (the reason, never the driver's note).
  if (step.event === 'delivery-failed') {
    const number = booking.statusHistory.filter((entry) => entry.event === 'delivery-failed').length;
    const attempt = booking.deliveryAttempts?.[number - 1];
    facts.push(['Attempt', attemptOfMax(number)]);
    if (attempt) facts.push(['Reason', DELIVERY_FAILURE_REASON_LABELS[attempt.reason]]);
  }
  return facts;
}

/**
 * The domain-event handler: one 'tracking-update' per active address when a shipment reaches a new timeline step.
 * The dedupe key names the history entry and the subscription, so a replayed event queues nothing new.
 * Subscribers read what the public tracking page shows, never staff notes.
 */
export async function mailTrackingUpdate(event: DomainEvent, links: TrackingMailLinks): Promise<number> {
  if (event.kind !== 'shipment-moved') return 0;
  const booking = event.booking;
  const update = trackingUpdateForHistory(booking.statusHistory);
  if (!update) return 0;

  // Decision 0087: the owner's row follows whoever hears about the booking now (its creator while a member, else the
  // organization's first admin), so someone who left the organization stops receiving its updates.
  const [owner] = await bookingRecipients(booking);
  if (owner?.email) await ensureOwnerSubscription(booking._id, booking.trackingNumber, owner.email.toLowerCase());
  const ownerEmail = owner?.email?.toLowerCase();
  // Decision 0111: the owner's own channels; an owner who turned e-mail off still has the dashboard's notifications.
  const ownerChannels = owner ? bookingUpdateChannels(owner) : { email: true, smsPhone: null };
  const subscriptions = (await listActiveSubscriptions(booking._id)).filter((s) => s.kind !== 'owner' || (s.email === ownerEmail && ownerChannels.email));

  const historyIndex = booking.statusHistory.length - 1;
  const trackingNumber = formatTrackingNumber(booking.trackingNumber);
  const facts = milestoneFacts(booking);
  const delivered = booking.milestone === 'delivered' && booking.proofOfDelivery !== null;
  // The owner's row sorts first; an address that is also subscribed separately still gets one mail.
  const mailed = new Set<string>();
  const recipients = subscriptions.filter((s) => !mailed.has(s.email) && mailed.add(s.email));
  await Promise.all(
    recipients.map((s) => {
      const id = String(s._id);
      return enqueueMail({
        to: s.email,
        template: 'tracking-update',
        data: {
          trackingNumber,
          headline: update.headline,
          detail: update.detail,
          facts,
          trackingUrl: links.tracking(booking.trackingNumber),
          // The signed document is the owner's; another subscriber reads the delivery on the public tracking page.
          ...(delivered && s.kind === 'owner' ? { proofOfDeliveryUrl: links.proofOfDelivery(booking._id), signedNoteUrl: links.documents(booking._id) } : {}),
          unsubscribeUrl: links.unsubscribePage(id),
        },
        headers: links.unsubscribeHeaders(id),
        dedupeKey: `${booking._id}:${historyIndex}:${id}`,
      });
    }),
  );
  // Decision 0111: the same step, texted to each number that confirmed its code (STOP is honoured by the queue).
  const texted = await listActiveSmsSubscribers(booking._id);
  const text = smsUpdateText(brand.name, trackingNumber, update.headline, links.tracking(booking.trackingNumber));
  const smsTo = texted.map((s) => ({ to: s.phone, dedupeKey: `${booking._id}:${historyIndex}:sms:${String(s._id)}` }));
  if (ownerChannels.smsPhone && !texted.some((s) => s.phone === ownerChannels.smsPhone)) {
    smsTo.unshift({ to: ownerChannels.smsPhone, dedupeKey: `${booking._id}:${historyIndex}:owner-sms` });
  }
  await Promise.all(smsTo.map(({ to, dedupeKey }) => queueSms({ to, body: text, purpose: 'tracking-update', dedupeKey })));
  return recipients.length;
}
