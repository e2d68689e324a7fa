import {
  formatTrackingNumber,
  isFinalStatus,
  TRACKING_NOT_FOUND,
  TRACKING_SUBSCRIPTION_CLOSED,
  TRACKING_SUBSCRIPTION_CONFIRM_HOURS,
  TRACKING_SUBSCRIPTION_LINK_INVALID,
  type TrackingSubscriptionAccepted,
  type TrackingSubscriptionResult,
  type TrackingSubscriptionStatus,
} from '@meridian/contracts';
import { conflict, isDuplicateKeyError, notFound } from '../../lib/errors';
import { enqueueMail } from '../mail/mail.service';
import { findByTrackingNumber } from '../tracking/tracking.service';
import { hashToken, newConfirmToken } from './subscription-tokens';
import type { TrackingMailLinks } from './tracking-mail-links';
import { confirmByTokenHash, findSubscriber, unsubscribeById, upsertPendingSubscriber } from './tracking-subscriptions.repository';
import type { TrackingSubscriptionDoc } from './tracking-subscriptions.model';

const HOUR_MS = 3_600_000;
// A pending address is mailed again only after this pause, so the form cannot be used to flood someone's inbox.
export const CONFIRM_RESEND_PAUSE_MS = 10 * 60_000;

const result = (doc: TrackingSubscriptionDoc): TrackingSubscriptionResult => ({
  trackingNumber: formatTrackingNumber(doc.trackingNumber),
  status: doc.status as TrackingSubscriptionStatus,
});

/**
 * Double opt-in (decision 0030): a new, pending or unsubscribed address gets a confirmation mail; an active one gets
 * nothing. The caller always hears the same answer, so the form tells nobody who follows which shipment.
 */
export async function subscribeToTracking(trackingNumber: string, email: string, links: TrackingMailLinks, now = new Date()): Promise<TrackingSubscriptionAccepted> {
  const booking = await findByTrackingNumber(trackingNumber);
  if (!booking) throw notFound(TRACKING_NOT_FOUND);
  if (isFinalStatus(booking.status)) throw conflict(TRACKING_SUBSCRIPTION_CLOSED);
  const accepted = { trackingNumber: formatTrackingNumber(trackingNumber) };

  const bookingId = String(booking._id);
  const existing = await findSubscriber(bookingId, email);
  if (existing?.status === 'active') return accepted;
  if (existing?.status === 'pending' && existing.confirmSentAt && now.getTime() - existing.confirmSentAt.getTime() < CONFIRM_RESEND_PAUSE_MS) return accepted;

  const { token, hash } = newConfirmToken();
  const expiresAt = new Date(now.getTime() + TRACKING_SUBSCRIPTION_CONFIRM_HOURS * HOUR_MS);
  const saved = await upsertPendingSubscriber({ bookingId, trackingNumber, email, tokenHash: hash, sentAt: now, expiresAt }).catch((error: unknown) => {
    // The same address sent twice at once: the other request mails the link.
    if (isDuplicateKeyError(error)) return null;
    throw error;
  });
  if (!saved) return accepted;
  const id = String(saved._id);
  await enqueueMail({
    to: email,
    template: 'tracking-subscribe-confirm',
    data: { trackingNumber: accepted.trackingNumber, confirmUrl: links.confirm(token), unsubscribeUrl: links.unsubscribePage(id) },
  });
  return accepted;
}

export async function confirmTrackingSubscription(token: string, now = new Date()): Promise<TrackingSubscriptionResult> {
  const doc = await confirmByTokenHash(hashToken(token), now);
  if (!doc) throw notFound(TRACKING_SUBSCRIPTION_LINK_INVALID);
  return result(doc);
}

export async function unsubscribeFromTracking(token: string, links: TrackingMailLinks, now = new Date()): Promise<TrackingSubscriptionResult> {
  const id = links.signer.verify(token);
  const doc = id ? await unsubscribeById(id, now) : null;
  if (!doc) throw notFound(TRACKING_SUBSCRIPTION_LINK_INVALID);
  return result(doc);
}
