import { usePageTitle } from '../../../lib/use-page-title';
import { OnboardingLayout } from '../components/onboarding-layout';
import { ProfileSetupWizard } from '../components/profile-setup-wizard';

/** Linked from Account Under Review: the same four steps, starting from the saved draft. */
export function EditProfilePage() {
  usePageTitle('Edit company profile');
  return (
    <OnboardingLayout title="Update your company profile" subtitle="Changes restart the review.">
      <ProfileSetupWizard />
    </OnboardingLayout>
  );
}
