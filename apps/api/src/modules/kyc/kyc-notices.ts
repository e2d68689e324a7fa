import type { DomainEventHandler } from '../../lib/domain-events';
import { enqueueMail } from '../mail/mail.service';

// Approval leads to the dashboard; a rejection back to the setup wizard to fix what the reviewer named.
const KYC_ACTION_PATHS = { approved: '/dashboard', rejected: '/onboarding/profile-setup' } as const;

/** Decision 0029: every KYC decision is e-mailed through the queue (the notification comes from the notifications handler). */
export function kycDecisionMail(appBaseUrl: string): DomainEventHandler {
  return {
    name: 'kyc-decision-mail',
    async handle(event) {
      if (event.kind !== 'kyc-decided') return;
      await enqueueMail({
        to: event.user.email,
        template: 'kyc-decision',
        data: {
          firstName: event.user.firstName,
          companyName: event.companyName,
          decision: event.decision,
          reasons: [...event.reasons],
          ...(event.note ? { note: event.note } : {}),
          actionUrl: `${appBaseUrl}${KYC_ACTION_PATHS[event.decision]}`,
        },
        dedupeKey: `kyc-decision:${event.profileId}:${event.reviewCount}`,
      });
    },
  };
}
