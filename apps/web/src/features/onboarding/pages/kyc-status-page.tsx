import type { CompanyProfile } from '@meridian/contracts';
import { AlertTriangle, Clock, Mail, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { brand } from '../../../content/brand';
import { ONBOARDING_COPY } from '../../../content/onboarding';
import { usePageTitle } from '../../../lib/use-page-title';
import { OnboardingLayout } from '../components/onboarding-layout';
import { ProfileGate } from '../components/profile-gate';
import { elsewhereFor } from '../lib/review-route';

/** The two states a submitted application waits in; approved goes to the dashboard, a draft back to setup. */
type KycWaitingStatus = Extract<CompanyProfile['reviewStatus'], 'pending' | 'rejected'>;

const primaryLink = 'inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800';
const secondaryLink = 'inline-block rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50';

function UnderReview({ profile }: { profile: CompanyProfile }) {
  const time = profile.resubmission ? ONBOARDING_COPY.resubmissionReviewTime : ONBOARDING_COPY.reviewTime;
  return (
    <>
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
    </>
  );
}

function RequiresUpdates({ profile }: { profile: CompanyProfile }) {
  const rejection = profile.rejection;
  return (
    <>
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
    </>
  );
}

const SCREENS: Record<KycWaitingStatus, { pageTitle: string; title: string; body: (profile: CompanyProfile) => ReactNode; next: { to: string; label: string } }> = {
  pending: {
    pageTitle: 'Account under review',
    title: 'Account Under Review',
    body: (profile) => <UnderReview profile={profile} />,
    next: { to: '/onboarding/edit-profile', label: 'Edit Profile' },
  },
  // The way back: booking and tracking stay open while the application is updated (decision 0023).
  rejected: {
    pageTitle: 'Application requires updates',
    title: 'Application Requires Updates',
    body: (profile) => <RequiresUpdates profile={profile} />,
    next: { to: '/onboarding/profile-setup', label: 'Update Application' },
  },
};

/** Where a submitted application waits: under review, or sent back with the reasons. Any other status goes where it belongs. */
export function KycStatusPage({ status }: { status: KycWaitingStatus }) {
  const screen = SCREENS[status];
  usePageTitle(screen.pageTitle);
  return (
    <OnboardingLayout title={screen.title}>
      <ProfileGate>
        {(profile) => {
          const elsewhere = elsewhereFor(profile, status);
          if (elsewhere || !profile) return <Navigate to={elsewhere ?? '/onboarding/profile-setup'} replace />;
          return (
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              {screen.body(profile)}
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to={screen.next.to} className={primaryLink}>
                  {screen.next.label}
                </Link>
                <Link to="/dashboard" className={secondaryLink}>
                  Go to Dashboard
                </Link>
              </div>
            </div>
          );
        }}
      </ProfileGate>
    </OnboardingLayout>
  );
}
