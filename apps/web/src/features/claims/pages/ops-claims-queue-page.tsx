import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Pager } from '../../../components/ui/pager';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { opsClaimPath } from '../../../lib/claim-links';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpsClaims } from '../api/get-ops-claims';
import { ClaimsTable } from '../components/claims-table';

/** /ops/claims: open claims by the next due action (acknowledge in 1 working day, decide in 30), overdue first. */
export function OpsClaimsQueuePage() {
  usePageTitle(CLAIMS_COPY.queueTitle);
  const [page, setPage] = useState(1);
  const query = useOpsClaims({ page });
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {CLAIMS_COPY.queueTitle} {query.data && <span className="text-slate-700">({query.data.totalRecords})</span>}
      </h1>
      <p className="mt-1 text-slate-700">{CLAIMS_COPY.queueIntro}</p>
      <div className="mt-6">
        {query.isPending ? (
          <p role="status" className="text-slate-700">
            Loading claims...
          </p>
        ) : query.isError ? (
          <Alert tone="error">{messageOr(query.error, CLAIMS_COPY.queueFailed)}</Alert>
        ) : query.data.claims.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{CLAIMS_COPY.queueEmpty}</p>
        ) : (
          <>
            <ClaimsTable claims={query.data.claims} hrefOf={opsClaimPath} queue />
            <div className="mt-6">
              <Pager currentPage={query.data.page} totalPages={query.data.totalPages} onPageChange={setPage} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
