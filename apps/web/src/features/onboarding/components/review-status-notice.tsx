import type { CompanyProfile } from '@meridian/contracts';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { ONBOARDING_COPY } from '../../../content/onboarding';

/** What editing means for a profile that was already submitted (decision 0029). */
export function ReviewStatusNotice({ profile }: { profile: CompanyProfile | null }) {
  if (profile?.reviewStatus === 'pending') {
    return (
      <Alert tone="info" className="mb-6" title={ONBOARDING_COPY.editPendingTitle}>
        {ONBOARDING_COPY.editPending}
      </Alert>
    );
  }
  if (profile?.reviewStatus === 'approved') {
    return (
      <Alert tone="info" className="mb-6" title={ONBOARDING_COPY.editApprovedTitle}>
        {ONBOARDING_COPY.editApproved}
      </Alert>
    );
  }
  if (profile?.reviewStatus === 'rejected') {
    return (
      <Alert tone="error" className="mb-6" title="Application Requires Updates">
        {profile.rejection?.reasons.join('; ')}.{' '}
        <Link to="/onboarding/kyc-rejected" className="font-semibold underline">
          See the details
        </Link>
      </Alert>
    );
  }
  return null;
}
