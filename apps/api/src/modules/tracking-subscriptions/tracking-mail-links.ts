import { trackingPagePath } from '@meridian/contracts';
import type { UnsubscribeSigner } from './subscription-tokens';

// Every link a tracking mail carries, from APP_BASE_URL: the web pages people open, and the API address that mail
// clients POST to for RFC 8058 one-click unsubscribe.
export type TrackingMailLinks = {
  tracking: (trackingNumber: string) => string;
  /** The owner's booking page, whose proof-of-delivery card shows place, signer, time and photo (decision 0084). */
  proofOfDelivery: (bookingId: string) => string;
  /** Decision 0103: the owner's Documents card, where the signed consignment note is downloaded. */
  documents: (bookingId: string) => string;
  confirm: (token: string) => string;
  unsubscribePage: (subscriptionId: string) => string;
  unsubscribeHeaders: (subscriptionId: string) => Record<string, string>;
  signer: UnsubscribeSigner;
};

export function trackingMailLinks(appBaseUrl: string, signer: UnsubscribeSigner): TrackingMailLinks {
  const withToken = (path: string, token: string) => `${appBaseUrl}${path}?token=${encodeURIComponent(token)}`;
  return {
    tracking: (trackingNumber) => `${appBaseUrl}${trackingPagePath(trackingNumber)}`,
    proofOfDelivery: (bookingId) => `${appBaseUrl}/bookings/${encodeURIComponent(bookingId)}#proof-of-delivery`,
    documents: (bookingId) => `${appBaseUrl}/bookings/${encodeURIComponent(bookingId)}#documents`,
    confirm: (token) => withToken('/tracking/subscriptions/confirm', token),
    unsubscribePage: (id) => withToken('/tracking/subscriptions/unsubscribe', signer.sign(id)),
    unsubscribeHeaders: (id) => ({
      'List-Unsubscribe': `<${withToken('/api/v1/tracking-subscriptions/unsubscribe', signer.sign(id))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }),
    signer,
  };
}
