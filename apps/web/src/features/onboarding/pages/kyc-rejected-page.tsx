import type { CompanyProfile } from '@meridian/contracts';
import { AlertTriangle } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { brand } from '../../../content/brand';
import { ONBOARDING_COPY } from '../../../content/onboarding';
import { usePageTitle } from '../../../lib/use-page-title';
import { OnboardingLayout } from '../components/onboarding-layout';
import { ProfileGate } from '../components/profile-gate';
import { elsewhereFor } from '../lib/review-route';

function RequiresUpdates({ profile }: { profile: CompanyProfile }) {
  const rejection = profile.rejection;
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <AlertTriangle aria-hidden="true" className="h-12 w-12 text-red-700" />
      <p className="mt-4 text-lg text-slate-800">We could not approve your application yet. Please address the following:</p>
      <ul aria-label="Reasons" className="mt-4 list-disc space-y-1 pl-6 text-slate-800">
        {rejection?.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {rejection?.note && (
        <blockquote className="mt-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-slate-800">
          <p className="text-sm font-semibold text-slate-900">Note from our KYC team</p>
          <p className="mt-1 whitespace-pre-line">{rejection.note}</p>
        </blockquote>
      )}
      <p className="mt-4 text-slate-700">
        After you resubmit, the review takes {ONBOARDING_COPY.resubmissionReviewTime}. KYC team hours: {brand.kycTeamHours}.
      </p>
      {/* The way back: booking and tracking stay open while the application is updated (decision 0023). */}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/onboarding/profile-setup" className="inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
          Update Application
        </Link>
        <Link to="/dashboard" className="inline-block rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50">
          Go to Dashboard
        </Link>
      </div>
    </div>
  );
}

export function KycRejectedPage() {
  usePageTitle('Application requires updates');
  return (
    <OnboardingLayout title="Application Requires Updates">
      <ProfileGate>
        {(profile) => {
          const elsewhere = elsewhereFor(profile, 'rejected');
          return elsewhere || !profile ? <Navigate to={elsewhere ?? '/onboarding/profile-setup'} replace /> : <RequiresUpdates profile={profile} />;
        }}
      </ProfileGate>
    </OnboardingLayout>
  );
}
