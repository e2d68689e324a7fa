import type { CompanyProfile } from '@meridian/contracts';
import { Clock, Mail, MessageSquare } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { brand } from '../../../content/brand';
import { ONBOARDING_COPY } from '../../../content/onboarding';
import { usePageTitle } from '../../../lib/use-page-title';
import { OnboardingLayout } from '../components/onboarding-layout';
import { ProfileGate } from '../components/profile-gate';
import { elsewhereFor } from '../lib/review-route';

function UnderReview({ profile }: { profile: CompanyProfile }) {
  const time = profile.resubmission ? ONBOARDING_COPY.resubmissionReviewTime : ONBOARDING_COPY.reviewTime;
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <Clock aria-hidden="true" className="h-12 w-12 text-amber-700" />
      <p className="mt-4 text-lg text-slate-800">
        Thank you for submitting {profile.companyName ? <strong>{profile.companyName}</strong> : 'your company profile'}. Our KYC team is reviewing
        your documents; the review is expected to take <strong>{ONBOARDING_COPY.reviewTime}</strong>, or{' '}
        <strong>{ONBOARDING_COPY.resubmissionReviewTime}</strong> after a resubmission.
      </p>
      {profile.resubmission && <p className="mt-2 text-slate-700">This is a resubmission: expect an answer within {time}.</p>}
      <ul className="mt-4 space-y-2 text-slate-800">
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-blue-800" /> {ONBOARDING_COPY.updates}
        </li>
        <li className="flex items-center gap-2">
          <MessageSquare aria-hidden="true" className="h-4 w-4 shrink-0 text-blue-800" /> KYC team hours: {brand.kycTeamHours}.
        </li>
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/onboarding/edit-profile" className="inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
          Edit Profile
        </Link>
        <Link to="/dashboard" className="inline-block rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50">
          Go to Dashboard
        </Link>
      </div>
    </div>
  );
}

export function KycPendingPage() {
  usePageTitle('Account under review');
  return (
    <OnboardingLayout title="Account Under Review">
      <ProfileGate>
        {(profile) => {
          const elsewhere = elsewhereFor(profile, 'pending');
          return elsewhere || !profile ? <Navigate to={elsewhere ?? '/onboarding/profile-setup'} replace /> : <UnderReview profile={profile} />;
        }}
      </ProfileGate>
    </OnboardingLayout>
  );
}
