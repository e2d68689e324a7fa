import { OPEN_CLAIM_STATUSES } from '@meridian/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClaim } from '../api/get-claim';
import { useReviewClaim } from '../api/review-claim';
import { Button } from '../../../components/ui/button';
import { ClaimView } from '../components/claim-view';
import { DecisionForm } from '../components/decision-form';
import { SettlementActions } from '../components/settlement-actions';

/** /ops/claims/:id: the evidence beside the customer's photos, the thread with "request information", decision, settlement. */
export function OpsClaimPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = useClaim(id);
  const review = useReviewClaim(id);
  usePageTitle(query.data ? CLAIMS_COPY.claimTitle(query.data.number) : CLAIMS_COPY.queueTitle);
  const claim = query.data;
  const settleable = claim?.decision && claim.decision.outcome !== 'rejected' && !claim.settlement;
  return (
    <div>
      <Link to="/ops/claims" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {CLAIMS_COPY.queueTitle}
      </Link>
      <h1 className="mt-3 mb-6 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid={claim ? 'claim-number' : undefined}>{claim ? CLAIMS_COPY.claimTitle(claim.number) : CLAIMS_COPY.queueTitle}</h1>
      {query.isPending ? (
        <p role="status" className="text-slate-700">
          Loading claim...
        </p>
      ) : query.isError ? (
        <Alert tone="error">{messageOr(query.error, CLAIMS_COPY.claimFailed)}</Alert>
      ) : (
        <>
          {review.isError && (
            <Alert tone="error" className="mb-4">
              {messageOr(review.error, CLAIMS_COPY.reviewFailed)}
            </Alert>
          )}
          <ClaimView
            claim={query.data}
            staff
            canReply={OPEN_CLAIM_STATUSES.includes(query.data.status)}
            bookingHref={`/ops/bookings/${query.data.bookingId}`}
            actions={
              query.data.status === 'submitted' ? (
                <Button onClick={() => review.mutate()} disabled={review.isPending}>
                  {CLAIMS_COPY.review}
                </Button>
              ) : undefined
            }
            side={
              !query.data.decision && OPEN_CLAIM_STATUSES.includes(query.data.status) ? (
                <DecisionForm claim={query.data} isAdmin={user?.role === 'admin'} />
              ) : settleable ? (
                <SettlementActions claim={query.data} />
              ) : undefined
            }
          />
        </>
      )}
    </div>
  );
}
