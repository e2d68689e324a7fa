import { OPEN_CLAIM_STATUSES } from '@meridian/contracts';
import { useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { useClaim } from '../api/get-claim';
import { useReviewClaim } from '../api/review-claim';
import { Button } from '../../../components/ui/button';
import { ClaimPageFrame } from '../components/claim-page-frame';
import { ClaimView } from '../components/claim-view';
import { DecisionForm } from '../components/decision-form';
import { SettlementActions } from '../components/settlement-actions';

/** /ops/claims/:id: the evidence beside the customer's photos, the thread with "request information", decision, settlement. */
export function OpsClaimPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = useClaim(id);
  const review = useReviewClaim(id);
  const claim = query.data;
  const settleable = claim?.decision && claim.decision.outcome !== 'rejected' && !claim.settlement;
  return (
    <ClaimPageFrame query={query} back={{ to: '/ops/claims', label: CLAIMS_COPY.queueTitle }}>
      {(loaded) => (
        <>
          {review.isError && (
            <Alert tone="error" className="mb-4">
              {messageOr(review.error, CLAIMS_COPY.reviewFailed)}
            </Alert>
          )}
          <ClaimView
            claim={loaded}
            staff
            canReply={OPEN_CLAIM_STATUSES.includes(loaded.status)}
            bookingHref={`/ops/bookings/${loaded.bookingId}`}
            actions={
              loaded.status === 'submitted' ? (
                <Button onClick={() => review.mutate()} disabled={review.isPending}>
                  {CLAIMS_COPY.review}
                </Button>
              ) : undefined
            }
            side={
              !loaded.decision && OPEN_CLAIM_STATUSES.includes(loaded.status) ? (
                <DecisionForm claim={loaded} isAdmin={user?.role === 'admin'} />
              ) : settleable ? (
                <SettlementActions claim={loaded} />
              ) : undefined
            }
          />
        </>
      )}
    </ClaimPageFrame>
  );
}
