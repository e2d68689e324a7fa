import { KYC_REJECTION_REASONS } from '@meridian/contracts';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { brand } from '../../../content/brand';
import { usePageTitle } from '../../../lib/use-page-title';
import { OnboardingLayout } from '../components/onboarding-layout';

export function KycRejectedPage() {
  usePageTitle('Application requires updates');
  return (
    <OnboardingLayout title="Application Requires Updates">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <AlertTriangle aria-hidden="true" className="h-12 w-12 text-red-700" />
        <p className="mt-4 text-lg text-slate-800">We could not approve your application yet. Please address the following:</p>
        <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-800">
          {KYC_REJECTION_REASONS.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">After you resubmit, the review takes 24-48 hours. KYC team hours: {brand.kycTeamHours}.</p>
        <Link to="/onboarding/profile-setup" className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
          Update Application
        </Link>
      </div>
    </OnboardingLayout>
  );
}
