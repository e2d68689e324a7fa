import { Building2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCompanyProfile } from '../../api/company-profile';
import { COMPANY_STATUS_BANNERS } from '../../content/onboarding';
import { useAuth } from '../../lib/session';

const TONES = {
  notSubmitted: 'border-blue-300 bg-blue-50 text-blue-950',
  pending: 'border-amber-300 bg-amber-50 text-amber-950',
  rejected: 'border-red-300 bg-red-50 text-red-950',
} as const;

/**
 * The KYC review (decision 0029): a customer whose company is not submitted, under review or rejected sees what that means and the way on;
 * an approved company shows nothing here (the Verified badge says it). A banner, never a lock-out.
 */
export function CompanyStatusBanner({ className = '' }: { className?: string }) {
  const { user } = useAuth();
  // A verified account's company is approved (the seeded business customer has no profile document at all).
  const needsReview = user?.role === 'customer' && !user.verified;
  const query = useCompanyProfile({ enabled: needsReview });
  if (!needsReview || !query.isSuccess) return null;
  const status = query.data?.reviewStatus ?? 'draft';
  if (status === 'approved') return null;
  const key = status === 'draft' ? 'notSubmitted' : status;
  const banner = COMPANY_STATUS_BANNERS[key];
  return (
    <section aria-label="Company verification" className={`flex flex-col gap-3 rounded-xl border px-4 py-4 sm:flex-row sm:items-center sm:px-5 ${TONES[key]} ${className}`}>
      <Building2 aria-hidden="true" className="hidden h-8 w-8 shrink-0 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{banner.title}</p>
        <p className="mt-0.5 text-sm">
          {banner.text}
          {key === 'rejected' && query.data?.rejection && <> Reasons: {query.data.rejection.reasons.join('; ')}.</>}
        </p>
      </div>
      <Link to={banner.link.to} className="inline-flex shrink-0 items-center justify-center rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800">
        {banner.link.label}
      </Link>
    </section>
  );
}
