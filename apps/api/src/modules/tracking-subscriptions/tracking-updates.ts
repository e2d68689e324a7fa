import { formatTrackingNumber, trackingUpdateForHistory } from '@meridian/contracts';
import type { DomainEvent } from '../../lib/domain-events';
import { enqueueMail } from '../mail/mail.service';
import { bookingRecipients } from '../bookings/bookings.service';
import type { TrackingMailLinks } from './tracking-mail-links';
import { ensureOwnerSubscription, listActiveSubscriptions } from './tracking-subscriptions.repository';

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
  const subscriptions = (await listActiveSubscriptions(booking._id)).filter((s) => s.kind !== 'owner' || s.email === ownerEmail);

  const historyIndex = booking.statusHistory.length - 1;
  const trackingNumber = formatTrackingNumber(booking.trackingNumber);
  // The owner's row sorts first; an address that is also subscribed separately still gets one mail.
  const mailed = new Set<string>();
  const recipients = subscriptions.filter((s) => !mailed.has(s.email) && mailed.add(s.email));
  await Promise.all(
    recipients.map((s) => {
      const id = String(s._id);
      return enqueueMail({
        to: s.email,
        template: 'tracking-update',
        data: { trackingNumber, headline: update.headline, detail: update.detail, trackingUrl: links.tracking(booking.trackingNumber), unsubscribeUrl: links.unsubscribePage(id) },
        headers: links.unsubscribeHeaders(id),
        dedupeKey: `${booking._id}:${historyIndex}:${id}`,
      });
    }),
  );
  return recipients.length;
}
