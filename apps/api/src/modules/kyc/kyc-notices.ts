import type { CompanyProfileDoc } from '../company-profile/company-profile.model';
import { enqueueMail } from '../mail/mail.queue';
import { insertNotifications } from '../notifications/notifications.repository';
import type { UserDoc } from '../users/users.model';

// spec 2: approval leads to the dashboard; a rejection back to the setup wizard to fix what the reviewer named.
export const KYC_ACTION_PATHS = { approved: '/dashboard', rejected: '/onboarding/profile-setup' } as const;

/** Issue 15: every decision is e-mailed (through the queue) and notified in the app. */
export async function announceDecision(owner: UserDoc, profile: CompanyProfileDoc, appBaseUrl: string): Promise<void> {
  const last = profile.reviewHistory.at(-1);
  if (!last) return;
  const decision = last.decision;
  const companyName = profile.companyName ?? owner.companyName;
  await enqueueMail({
    to: owner.email,
    template: 'kyc-decision',
    data: {
      firstName: owner.firstName,
      companyName,
      decision,
      reasons: [...last.reasons],
      ...(last.note ? { note: last.note } : {}),
      actionUrl: `${appBaseUrl}${KYC_ACTION_PATHS[decision]}`,
    },
    dedupeKey: `kyc-decision:${String(profile._id)}:${profile.reviewHistory.length}`,
  });
  await insertNotifications([
    {
      userId: String(owner._id),
      type: 'account',
      event: decision === 'approved' ? 'kyc-approved' : 'kyc-rejected',
      title: decision === 'approved' ? 'Company verified' : 'Company profile needs updates',
      message:
        decision === 'approved'
          ? `${companyName} is verified. Invoice terms are now available for business bookings.`
          : `Please update your company profile (${last.reasons.join('; ')}) and resubmit it for review.`,
      bookingId: null,
      trackingNumber: null,
    },
  ]);
}
