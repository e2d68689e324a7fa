import { OPEN_CLAIM_STATUSES } from '@meridian/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useMayBook } from '../../../api/organization';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClaim } from '../api/get-claim';
import { ClaimView } from '../components/claim-view';
import { WithdrawClaimDialog } from '../components/withdraw-claim-dialog';

/** What the form hands the page after submitting: files that did not upload. */
export interface ClaimPageState {
  failedUploads?: number;
}

/** The customer's claim: status, evidence, thread, decision and settlement; a booker or admin replies and may withdraw. */
export function ClaimPage() {
  const { id = '' } = useParams();
  const query = useClaim(id);
  const state = (useLocation().state ?? {}) as ClaimPageState;
  // Decision 0055: a viewer reads the claim; writing in it is a booker's or admin's.
  const mayWrite = useMayBook();
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  usePageTitle(query.data ? CLAIMS_COPY.claimTitle(query.data.number) : CLAIMS_COPY.listTitle);
  const claim = query.data;
  const open = claim ? OPEN_CLAIM_STATUSES.includes(claim.status) : false;
  return (
    <div>
      <Link to="/claims" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {CLAIMS_COPY.listTitle}
      </Link>
      <h1 className="mt-3 mb-6 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid={claim ? 'claim-number' : undefined}>{claim ? CLAIMS_COPY.claimTitle(claim.number) : CLAIMS_COPY.listTitle}</h1>
      {(state.failedUploads ?? 0) > 0 && (
        <Alert tone="error" className="mb-4">
          {CLAIMS_COPY.uploadsFailed(state.failedUploads!)}
        </Alert>
      )}
      {withdrawn && (
        <Alert tone="success" className="mb-4">
          {CLAIMS_COPY.withdrawn}
        </Alert>
      )}
      {query.isPending ? (
        <p role="status" className="text-slate-700">
          Loading claim...
        </p>
      ) : query.isError ? (
        <Alert tone="error">{messageOr(query.error, CLAIMS_COPY.claimFailed)}</Alert>
      ) : (
        <>
          <ClaimView
            claim={query.data}
            staff={false}
            canReply={mayWrite && open}
            bookingHref={`/bookings/${query.data.bookingId}`}
            actions={
              mayWrite && open && query.data.status !== 'approved' && query.data.status !== 'approved_partial' ? (
                <Button variant="secondary" onClick={() => setWithdrawing(true)}>
                  {CLAIMS_COPY.withdraw}
                </Button>
              ) : undefined
            }
          />
          <WithdrawClaimDialog claimId={query.data._id} open={withdrawing} onClose={() => setWithdrawing(false)} onDone={() => setWithdrawn(true)} />
        </>
      )}
    </div>
  );
}
