import { usePageTitle } from '../../../lib/use-page-title';
import { OnboardingLayout } from '../components/onboarding-layout';
import { ProfileGate } from '../components/profile-gate';
import { ProfileSetupWizard } from '../components/profile-setup-wizard';
import { ReviewStatusNotice } from '../components/review-status-notice';

/** Linked from Account Under Review: the same four steps, prefilled from the saved profile, from the first step. */
export function EditProfilePage() {
  usePageTitle('Edit company profile');
  return (
    <OnboardingLayout title="Update your company profile" subtitle="Changes restart the review.">
      <ProfileGate>
        {(profile) => (
          <>
            <ReviewStatusNotice profile={profile} />
            <ProfileSetupWizard profile={profile} startAt="start" />
          </>
        )}
      </ProfileGate>
    </OnboardingLayout>
  );
}
