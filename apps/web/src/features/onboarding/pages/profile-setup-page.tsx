import { Navigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { OnboardingLayout } from '../components/onboarding-layout';
import { ProfileGate } from '../components/profile-gate';
import { ProfileSetupWizard } from '../components/profile-setup-wizard';
import { ReviewStatusNotice } from '../components/review-status-notice';

export function ProfileSetupPage() {
  usePageTitle('Company profile setup');
  return (
    <OnboardingLayout title="Complete your company profile" subtitle="We verify every business before its first shipment. It takes about five minutes.">
      <ProfileGate>
        {(profile) =>
          // Under review there is nothing to set up; its screen offers Edit Profile.
          profile?.reviewStatus === 'pending' ? (
            <Navigate to="/onboarding/kyc-pending" replace />
          ) : (
            <>
              <ReviewStatusNotice profile={profile} />
              <ProfileSetupWizard profile={profile} startAt="resume" />
            </>
          )
        }
      </ProfileGate>
    </OnboardingLayout>
  );
}
