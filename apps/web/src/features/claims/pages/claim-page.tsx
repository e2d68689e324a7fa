import { OPEN_CLAIM_STATUSES } from '@meridian/contracts';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useMayBook } from '../../../api/organization';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CLAIMS_COPY } from '../../../content/claims';
import { useClaim } from '../api/get-claim';
import { ClaimPageFrame } from '../components/claim-page-frame';
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
  const claim = query.data;
  const open = claim ? OPEN_CLAIM_STATUSES.includes(claim.status) : false;
  return (
    <ClaimPageFrame
      query={query}
      back={{ to: '/claims', label: CLAIMS_COPY.listTitle }}
      notices={
        <>
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
        </>
      }
    >
      {(loaded) => (
        <>
          <ClaimView
            claim={loaded}
            staff={false}
            canReply={mayWrite && open}
            bookingHref={`/bookings/${loaded.bookingId}`}
            actions={
              mayWrite && open && loaded.status !== 'approved' && loaded.status !== 'approved_partial' ? (
                <Button variant="secondary" onClick={() => setWithdrawing(true)}>
                  {CLAIMS_COPY.withdraw}
                </Button>
              ) : undefined
            }
          />
          <WithdrawClaimDialog claimId={loaded._id} open={withdrawing} onClose={() => setWithdrawing(false)} onDone={() => setWithdrawn(true)} />
        </>
      )}
    </ClaimPageFrame>
  );
}
