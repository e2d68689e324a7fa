import type { Claim } from '@meridian/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * One claim's page as the customer and the console both frame it: the way back to the list it came from, the claim's
 * number as the title (the list's name until it loads), notices, then loading, the failure, or the claim itself.
 */
export function ClaimPageFrame({
  query,
  back,
  notices,
  children,
}: {
  query: UseQueryResult<Claim>;
  back: { to: string; label: string };
  notices?: ReactNode;
  children: (claim: Claim) => ReactNode;
}) {
  const claim = query.data;
  const title = claim ? CLAIMS_COPY.claimTitle(claim.number) : back.label;
  usePageTitle(title);
  return (
    <div>
      <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {back.label}
      </Link>
      <h1 className="mt-3 mb-6 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid={claim ? 'claim-number' : undefined}>
        {title}
      </h1>
      {notices}
      {query.isPending ? (
        <p role="status" className="text-slate-700">
          Loading claim...
        </p>
      ) : query.isError ? (
        <Alert tone="error">{messageOr(query.error, CLAIMS_COPY.claimFailed)}</Alert>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
