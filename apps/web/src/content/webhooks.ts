import { brand } from './brand';

// The webhooks screen's words (decision 0057), in one place.
export const WEBHOOKS_COPY = {
  title: 'Webhooks',
  intro: `${brand.name} POSTs each event you choose to your HTTPS endpoint, signed with the endpoint's secret, and retries for 24 hours when your endpoint fails.`,
  signingHelp:
    'Verify each delivery: compute HMAC-SHA256 with your secret over "<t>." followed by the raw body, compare it in constant time with v1 in the Meridian-Signature header, and refuse a t older than 5 minutes.',
  secretWarning: 'Copy the signing secret now. It is shown only once; if you lose it, rotate it.',
  loadFailed: 'Could not load the webhooks.',
  notAllowed: "Only your organization's admins manage webhooks.",
  empty: 'No endpoints yet. Add one to hear about bookings, shipments, payments and invoices as they happen.',
  deliveriesFailed: 'Could not load the deliveries.',
  noDeliveries: 'No deliveries yet. Send a test event to try the endpoint.',
  disabledNote: 'Disabled after 3 days of failed deliveries. Fix your endpoint, then enable it again and retry the failed deliveries.',
} as const;
