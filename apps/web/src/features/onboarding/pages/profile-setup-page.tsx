import { usePageTitle } from '../../../lib/use-page-title';
import { OnboardingLayout } from '../components/onboarding-layout';
import { ProfileSetupWizard } from '../components/profile-setup-wizard';

export function ProfileSetupPage() {
  usePageTitle('Company profile setup');
  return (
    <OnboardingLayout title="Complete your company profile" subtitle="We verify every business before its first shipment. It takes about five minutes.">
      <ProfileSetupWizard />
    </OnboardingLayout>
  );
}
