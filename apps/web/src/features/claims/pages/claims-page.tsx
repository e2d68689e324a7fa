import { useState } from 'react';
import { CLAIMS_COPY } from '../../../content/claims';
import { claimPath } from '../../../lib/claim-links';
import { useClaims } from '../api/get-claims';
import { ClaimsListFrame } from '../components/claims-list-frame';

const COPY = { title: CLAIMS_COPY.listTitle, intro: CLAIMS_COPY.listIntro, failed: CLAIMS_COPY.listFailed, empty: CLAIMS_COPY.listEmpty };

/** The organization's claims (GET /claims), newest first. */
export function ClaimsPage() {
  const [page, setPage] = useState(1);
  return <ClaimsListFrame copy={COPY} query={useClaims({ page })} onPageChange={setPage} hrefOf={claimPath} />;
}
