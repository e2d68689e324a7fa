import { CLAIM_STATUS_LABELS, CLAIM_TYPE_LABELS, formatMoney, formatTrackingNumber, toCents, type ClaimChange } from '@meridian/contracts';
import type { DomainEventHandler } from '../../lib/domain-events';
import { enqueueMail } from '../mail/mail.service';
import { recipientDedupeKey, recordRecipients } from '../users/users.service';

// Decision 0105: every step of a claim the customer should hear of is e-mailed to its author (or, once they left the
// organization, its admins; decision 0087). What the customer does themselves reaches staff as notifications.

const WORDS: Partial<Record<ClaimChange, { subject: string; headline: string; detail: string }>> = {
  submitted: { subject: 'received', headline: 'we received your claim', detail: 'We acknowledge it within one working day and decide within 30 days.' },
  acknowledged: { subject: 'in review', headline: 'your claim is in review', detail: 'Our claims team is looking at it with the evidence of the shipment.' },
  'info-requested': { subject: 'information requested', headline: 'we need more about your claim', detail: 'Our claims team asked a question. Answer it in the claim thread.' },
  message: { subject: 'new message', headline: 'there is a new message on your claim', detail: 'Our claims team wrote to you in the claim thread.' },
  decided: { subject: 'decided', headline: 'your claim is decided', detail: 'Our claims team decided your claim.' },
  settled: { subject: 'settled', headline: 'your claim is settled', detail: 'The amount approved was settled.' },
};

export function claimMail(): DomainEventHandler {
  return {
    name: 'claim-mail',
    async handle(event) {
      if (event.kind !== 'claim-submitted' && event.kind !== 'claim-updated' && event.kind !== 'claim-settled') return;
      // A customer's own message or withdrawal is not mailed back to them.
      if ((event.change === 'message' && !event.fromStaff) || event.change === 'answered' || event.change === 'withdrawn') return;
      const words = WORDS[event.change];
      if (!words) return;
      const c = event.claim;
      const rows: [string, string][] = [
        ['Claim', c.number],
        ['Shipment', formatTrackingNumber(c.trackingNumber)],
        ['Type', CLAIM_TYPE_LABELS[c.type]],
        ['Status', CLAIM_STATUS_LABELS[c.status]],
        ['Amount claimed', formatMoney(toCents(c.amountClaimed), c.currency)],
      ];
      if (event.change === 'submitted') rows.push(['Notice deadline', `${c.deadline.noticeBy.slice(0, 10)}${c.late ? ' (missed: the claim is late)' : ''}`], ['Liability limit', formatMoney(toCents(c.liability.limit), c.currency)]);
      if (c.decision) rows.push(['Decision', `${CLAIM_STATUS_LABELS[c.decision.outcome]}: ${formatMoney(toCents(c.decision.amount), c.currency)}`], ['Reason', c.decision.reason]);
      const detail = event.message && event.fromStaff ? `${words.detail} "${event.message}"` : words.detail;
      const record = { createdBy: event.createdBy, organizationId: event.organizationId };
      for (const recipient of await recordRecipients(record)) {
        await enqueueMail({
          to: recipient.email,
          template: 'claim-update',
          data: { firstName: recipient.firstName, claimNumber: c.number, subject: words.subject, headline: words.headline, detail, rows, claimUrl: `/claims/${c._id}` },
          dedupeKey: recipientDedupeKey(`claim:${event.step}`, recipient, record),
        });
      }
    },
  };
}
