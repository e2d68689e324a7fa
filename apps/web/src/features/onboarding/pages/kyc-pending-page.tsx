import { Clock, Mail, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { brand } from '../../../content/brand';
import { usePageTitle } from '../../../lib/use-page-title';
import { OnboardingLayout } from '../components/onboarding-layout';

export function KycPendingPage() {
  usePageTitle('Account under review');
  return (
    <OnboardingLayout title="Account Under Review">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Clock aria-hidden="true" className="h-12 w-12 text-amber-700" />
        <p className="mt-4 text-lg text-slate-800">
          Thank you for submitting your company profile. Our KYC team is reviewing your documents; the review is expected to take{' '}
          <strong>2-3 business days</strong>.
        </p>
        <ul className="mt-4 space-y-2 text-slate-800">
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="h-4 w-4 text-blue-800" /> We will send status updates by e-mail and SMS.
          </li>
          <li className="flex items-center gap-2">
            <MessageSquare aria-hidden="true" className="h-4 w-4 text-blue-800" /> KYC team hours: {brand.kycTeamHours}.
          </li>
        </ul>
        <Link to="/onboarding/edit-profile" className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
          Edit Profile
        </Link>
      </div>
    </OnboardingLayout>
  );
}
