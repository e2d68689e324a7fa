import type { CompanyProfile } from '@meridian/contracts';

const SCREENS = { draft: '/onboarding/profile-setup', pending: '/onboarding/kyc-pending', rejected: '/onboarding/kyc-rejected', approved: '/dashboard' } as const;

/** The screen a status belongs on, when it is not `here`: not submitted -> setup, rejected -> its reasons, approved -> the dashboard. */
export function elsewhereFor(profile: CompanyProfile | null, here: CompanyProfile['reviewStatus']): string | null {
  const status = profile?.reviewStatus ?? 'draft';
  return status === here ? null : SCREENS[status];
}
