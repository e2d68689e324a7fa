import { brand } from '@meridian/brand';
import { endSentence } from '@meridian/contracts';
import type { MailContent } from './mail.layout';
import type { MailTemplateName, MailTemplates } from './mail.types';

type Templates = { [T in MailTemplateName]: (data: MailTemplates[T]) => MailContent };

// One entry per MailTemplates name: the compiler refuses a template that is missing or reads a field that is not there.
export const templates: Templates = {
  'verify-email': (d) => ({
    subject: `Your ${brand.name} verification code: ${d.code}`,
    heading: `Hello ${d.firstName}, confirm your email address`,
    blocks: [
      { kind: 'p', text: 'Enter this code on the verification screen:' },
      { kind: 'code', text: d.code },
      { kind: 'p', text: `The code expires in ${d.expiresInMinutes} minutes. If it has expired, ask for a new one on the same screen.` },
      { kind: 'button', label: 'Open the verification screen', url: '/auth/verify-otp' },
      { kind: 'p', text: 'If you did not create an account, you can ignore this email.' },
    ],
  }),
  'password-reset': (d) => ({
    subject: `Reset your ${brand.name} password`,
    heading: `Hello ${d.firstName}, choose a new password`,
    blocks: [
      { kind: 'p', text: `Open this link within ${d.expiresInMinutes} minutes to choose a new password. It works once.` },
      { kind: 'button', label: 'Choose a new password', url: d.resetUrl },
      { kind: 'p', text: 'After the reset, every device signed in to your account is signed out. If you did not ask for this, ignore this email: your password stays as it is.' },
    ],
  }),
  'kyc-decision': (d) =>
    d.decision === 'approved'
      ? {
          subject: `${d.companyName} is verified`,
          heading: `Hello ${d.firstName}, your company is verified`,
          blocks: [
            { kind: 'p', text: `${endSentence(`Our KYC team approved ${d.companyName}`)} Your profile now shows the Verified badge.` },
            ...(d.note ? [{ kind: 'p' as const, text: `Note from the reviewer: ${d.note}` }] : []),
            { kind: 'button', label: 'Open your profile', url: d.actionUrl },
          ],
        }
      : {
          subject: `${d.companyName}: your application requires updates`,
          heading: `Hello ${d.firstName}, your application requires updates`,
          blocks: [
            { kind: 'p', text: `Our KYC team could not approve ${d.companyName} yet, for these reasons:` },
            { kind: 'list', items: d.reasons },
            ...(d.note ? [{ kind: 'p' as const, text: `Note from the reviewer: ${d.note}` }] : []),
            { kind: 'button', label: 'Update your application', url: d.actionUrl },
            { kind: 'p', text: `KYC team hours: ${brand.kycTeamHours}.` },
          ],
        },
  'kyc-submitted': (d) => ({
    subject: `We received ${d.companyName}'s application`,
    heading: `Hello ${d.firstName}, your application is under review`,
    blocks: [
      { kind: 'p', text: d.resubmission ? 'Thank you for the updates. A resubmission is reviewed within 24-48 hours.' : 'Our KYC team reviews new applications within 2-3 business days.' },
      { kind: 'p', text: `We will email you when there is a decision. KYC team hours: ${brand.kycTeamHours}.` },
    ],
  }),
  invoice: (d) => ({
    subject: `Invoice ${d.invoiceNumber} for shipment ${d.trackingNumber}`,
    heading: `Hello ${d.customerName}, here is your invoice`,
    blocks: [
      { kind: 'fields', rows: [['Invoice', d.invoiceNumber], ['Shipment', d.trackingNumber], ['Total', d.total], ['Due', d.dueDate], ['Status', d.status]] },
      { kind: 'p', text: 'The invoice is attached as a PDF when your email client shows attachments.' },
      { kind: 'button', label: 'View the invoice', url: d.invoiceUrl },
      { kind: 'p', text: `Questions about billing: ${brand.emails.billing}.` },
    ],
  }),
  receipt: (d) => ({
    subject: `Receipt for shipment ${d.trackingNumber}`,
    heading: `Thank you, ${d.customerName}: we received your payment`,
    blocks: [
      { kind: 'fields', rows: [['Shipment', d.trackingNumber], ['Amount', d.amount], ['Invoice', d.invoiceNumber], ['Paid', d.paidAt]] },
      { kind: 'button', label: 'View the invoice', url: d.invoiceUrl },
    ],
  }),
  refund: (d) => ({
    subject: `Refund for invoice ${d.invoiceNumber}`,
    heading: `Hello ${d.customerName}, your refund is on its way`,
    blocks: [
      { kind: 'fields', rows: [['Amount', d.amount], ['Invoice', d.invoiceNumber], ['Shipment', d.trackingNumber]] },
      { kind: 'p', text: 'Refunds reach the original payment method within a few business days.' },
      { kind: 'button', label: 'View the invoice', url: d.invoiceUrl },
    ],
  }),
  'tracking-subscribe-confirm': (d) => ({
    subject: `Confirm email updates for shipment ${d.trackingNumber}`,
    heading: 'Confirm your email updates',
    blocks: [
      { kind: 'p', text: `Someone asked for email updates about shipment ${d.trackingNumber} at this address. Confirm to start receiving them.` },
      { kind: 'button', label: 'Confirm email updates', url: d.confirmUrl },
      { kind: 'p', text: 'If this was not you, ignore this email and nothing will be sent.' },
      { kind: 'small-link', text: 'Not for you?', label: 'Unsubscribe', url: d.unsubscribeUrl },
    ],
  }),
  'tracking-update': (d) => ({
    subject: `Shipment ${d.trackingNumber}: ${d.headline}`,
    heading: d.headline,
    blocks: [
      { kind: 'p', text: d.detail },
      ...(d.facts?.length ? [{ kind: 'fields' as const, rows: d.facts }] : []),
      d.proofOfDeliveryUrl ? { kind: 'button', label: 'View the proof of delivery', url: d.proofOfDeliveryUrl } : { kind: 'button', label: 'Track the shipment', url: d.trackingUrl },
      ...(d.signedNoteUrl ? [{ kind: 'small-link' as const, text: 'The consignment note, signed by the sender, the carrier and the receiver:', label: 'Download the signed note', url: d.signedNoteUrl }] : []),
      { kind: 'small-link', text: 'You get these e-mails because you follow this shipment.', label: 'Unsubscribe', url: d.unsubscribeUrl },
    ],
  }),
  'receiver-update': (d) => ({
    subject: `Shipment ${d.trackingNumber}: ${d.subject}`,
    heading: d.headline,
    blocks: [
      { kind: 'p', text: d.detail },
      ...(d.facts.length ? [{ kind: 'fields' as const, rows: d.facts }] : []),
      { kind: 'button', label: d.actionLabel, url: d.trackingUrl },
      { kind: 'p', text: `The link is yours alone: it lets whoever holds it choose the delivery window.` },
      ...(d.unsubscribeUrl ? [{ kind: 'small-link' as const, text: 'You get these e-mails because a shipment is addressed to you.', label: 'Stop these e-mails', url: d.unsubscribeUrl }] : []),
    ],
  }),
  'temperature-excursion': (d) => ({
    subject: `Shipment ${d.trackingNumber}: ${d.subject}`,
    heading: `Hello ${d.firstName}, ${d.headline}`,
    blocks: [
      { kind: 'p', text: d.detail },
      { kind: 'fields', rows: d.rows },
      { kind: 'button', label: 'Open the temperature log', url: d.bookingUrl },
    ],
  }),
  'claim-update': (d) => ({
    subject: `Claim ${d.claimNumber}: ${d.subject}`,
    heading: `Hello ${d.firstName}, ${d.headline}`,
    blocks: [
      { kind: 'p', text: d.detail },
      { kind: 'fields', rows: d.rows },
      { kind: 'button', label: 'Open the claim', url: d.claimUrl },
    ],
  }),
  'contact-copy': (d) => ({
    subject: `Contact form: ${d.subject}`,
    heading: `New message from ${d.name}`,
    blocks: [
      { kind: 'fields', rows: [['Name', d.name], ['Email', d.email], ...(d.phone ? [['Phone', d.phone] as [string, string]] : []), ['Subject', d.subject]] },
      { kind: 'p', text: d.message },
    ],
  }),
  // SECURITY.md: the form takes any address, so this mail carries none of the sender's text (no relay for strangers).
  'contact-ack': (d) => ({
    subject: `We received your message (reference ${d.reference})`,
    heading: 'Thank you for contacting us',
    blocks: [
      { kind: 'p', text: `We received your message (reference ${d.reference}) and will reply within 24 hours.` },
      { kind: 'p', text: `For anything urgent, call ${brand.phones.support.display} (${brand.supportAvailability}).` },
    ],
  }),
  'organization-invitation': (d) => ({
    subject: `${d.inviterName} invited you to ${d.organizationName} on ${brand.name}`,
    heading: `Join ${d.organizationName} on ${brand.name}`,
    blocks: [
      { kind: 'p', text: `${d.inviterName} invited you to join ${d.organizationName} as ${d.role}.` },
      { kind: 'button', label: `Join ${d.organizationName}`, url: d.acceptUrl },
      { kind: 'p', text: `The link works once, for ${d.expiresInDays} days. Sign in with this e-mail address, or create an account with it, to accept.` },
      { kind: 'p', text: 'If you did not expect this invitation, you can ignore this email.' },
    ],
  }),
  'webhook-disabled': (d) => ({
    subject: 'A webhook endpoint was disabled',
    heading: `Hello ${d.firstName}, we stopped sending to a webhook endpoint`,
    blocks: [
      { kind: 'p', text: `Every delivery to your endpoint ${d.endpoint} has failed since ${d.failingSince}, so after 3 days we disabled the endpoint. Events since then were not sent to it.` },
      { kind: 'p', text: 'Fix the receiver, then enable the endpoint again and retry the failed deliveries from the delivery log.' },
      { kind: 'button', label: 'Open webhooks', url: d.settingsUrl },
    ],
  }),
  'unpaid-booking': (d) => ({
    subject: `Shipment ${d.trackingNumber} is waiting for payment`,
    heading: `Hello ${d.customerName}, your shipment is not paid yet`,
    blocks: [
      { kind: 'p', text: `Shipment ${d.trackingNumber} is booked but not paid. Pay now so nothing holds it up.` },
      { kind: 'button', label: 'Pay now', url: d.bookingUrl },
    ],
  }),
};
