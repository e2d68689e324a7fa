// Every message a feature sends (decision 0027), by template, with the data its template needs. Features enqueue; the
// mail module renders (HTML + text, brand from the brand configuration, links from APP_BASE_URL) and sends.
export type MailTemplates = {
  'verify-email': { firstName: string; code: string; expiresInMinutes: number };
  'password-reset': { firstName: string; resetUrl: string; expiresInMinutes: number };
  'kyc-decision': { firstName: string; companyName: string; decision: 'approved' | 'rejected'; reasons: string[]; note?: string; actionUrl: string };
  'kyc-submitted': { firstName: string; companyName: string; resubmission: boolean };
  invoice: { customerName: string; invoiceNumber: string; trackingNumber: string; total: string; dueDate: string; status: string; invoiceUrl: string };
  receipt: { customerName: string; invoiceNumber: string; trackingNumber: string; amount: string; paidAt: string; invoiceUrl: string };
  refund: { customerName: string; invoiceNumber: string; amount: string; trackingNumber: string; invoiceUrl: string };
  'tracking-subscribe-confirm': { trackingNumber: string; confirmUrl: string; unsubscribeUrl: string };
  'tracking-update': {
    trackingNumber: string;
    headline: string;
    detail: string;
    trackingUrl: string;
    unsubscribeUrl: string;
    /** When, where and, at delivery, who signed (decision 0084); absent on mails queued before it. */
    facts?: [string, string][];
    proofOfDeliveryUrl?: string;
    /** Decision 0103: the owner's Documents card, where the consignment note signed at both ends is downloaded. */
    signedNoteUrl?: string;
  };
  // Decision 0041: an excursion opened, closed or acknowledged, to the booking's owner.
  'temperature-excursion': { firstName: string; trackingNumber: string; subject: string; headline: string; detail: string; rows: [string, string][]; bookingUrl: string };
  'contact-copy': { name: string; email: string; phone?: string; company?: string; subject: string; message: string };
  // SECURITY.md: a server-made reference only; the acknowledgement repeats none of the sender's words.
  'contact-ack': { reference: string };
  // Decision 0055: an admin invites someone into their organization; the link works once, for a week.
  'organization-invitation': { organizationName: string; inviterName: string; role: string; acceptUrl: string; expiresInDays: number };
  // Decision 0057: an organization's webhook endpoint was disabled after 3 days of failures, to each of its admins.
  'webhook-disabled': { firstName: string; endpoint: string; failingSince: string; settingsUrl: string };
  // Decision 0105: each step of a claim, to its author (or the organization's admins once they left).
  'claim-update': { firstName: string; claimNumber: string; subject: string; headline: string; detail: string; rows: [string, string][]; claimUrl: string };
  // Decision 0112: each step of a delivery, to the booking's receiver, with the tracking link signed for them.
  // Decision 0117: `unsubscribeUrl` opens the page that stops these e-mails (absent in mails queued before it).
  'receiver-update': { trackingNumber: string; subject: string; headline: string; detail: string; facts: [string, string][]; actionLabel: string; trackingUrl: string; unsubscribeUrl?: string };
  // Decision 0083: a booking going ahead unpaid (imported, or confirmed before payment), once, to its booker.
  'unpaid-booking': { customerName: string; trackingNumber: string; bookingUrl: string };
};
export type MailTemplateName = keyof MailTemplates;

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailRequest<T extends MailTemplateName = MailTemplateName> = {
  to: string;
  template: T;
  data: MailTemplates[T];
  attachments?: MailAttachment[];
  /** Same key, one message: a retried request does not mail twice. */
  dedupeKey?: string;
  /** Where replies go, e.g. the sender of a contact-form message for the company inbox's copy. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe for tracking updates. */
  headers?: Record<string, string>;
};
