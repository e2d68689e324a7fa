import { useState } from 'react';
import { CLAIMS_COPY } from '../../../content/claims';
import { opsClaimPath } from '../../../lib/claim-links';
import { useOpsClaims } from '../api/get-ops-claims';
import { ClaimsListFrame } from '../components/claims-list-frame';

const COPY = { title: CLAIMS_COPY.queueTitle, intro: CLAIMS_COPY.queueIntro, failed: CLAIMS_COPY.queueFailed, empty: CLAIMS_COPY.queueEmpty };

/** /ops/claims: open claims by the next due action (acknowledge in 1 working day, decide in 30), overdue first. */
export function OpsClaimsQueuePage() {
  const [page, setPage] = useState(1);
  return <ClaimsListFrame copy={COPY} query={useOpsClaims({ page })} onPageChange={setPage} hrefOf={opsClaimPath} queue />;
}
