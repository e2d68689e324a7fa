import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Pager } from '../../../components/ui/pager';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { claimPath } from '../../../lib/claim-links';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClaims } from '../api/get-claims';
import { ClaimsTable } from '../components/claims-table';

/** The organization's claims (GET /claims), newest first. */
export function ClaimsPage() {
  usePageTitle(CLAIMS_COPY.listTitle);
  const [page, setPage] = useState(1);
  const query = useClaims({ page });
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {CLAIMS_COPY.listTitle} {query.data && <span className="text-slate-700">({query.data.totalRecords})</span>}
      </h1>
      <p className="mt-1 text-slate-700">{CLAIMS_COPY.listIntro}</p>
      <div className="mt-6">
        {query.isPending ? (
          <p role="status" className="text-slate-700">
            Loading claims...
          </p>
        ) : query.isError ? (
          <Alert tone="error">{messageOr(query.error, CLAIMS_COPY.listFailed)}</Alert>
        ) : query.data.claims.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{CLAIMS_COPY.listEmpty}</p>
        ) : (
          <>
            <ClaimsTable claims={query.data.claims} hrefOf={claimPath} />
            <div className="mt-6">
              <Pager currentPage={query.data.page} totalPages={query.data.totalPages} onPageChange={setPage} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
