import type { ClaimList } from '@meridian/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Pager } from '../../../components/ui/pager';
import { messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { ClaimsTable } from './claims-table';

/**
 * A page of claims as the customer's list and the console's queue both show it: the title with the count, a line on
 * what the list holds, then loading, the failure, the empty list, or the table and its pager.
 */
export function ClaimsListFrame({
  copy,
  query,
  onPageChange,
  hrefOf,
  queue = false,
}: {
  copy: { title: string; intro: string; failed: string; empty: string };
  query: UseQueryResult<ClaimList>;
  onPageChange: (page: number) => void;
  hrefOf: (id: string) => string;
  /** The console's queue: each claim shows what is due next, overdue marked. */
  queue?: boolean;
}) {
  usePageTitle(copy.title);
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {copy.title} {query.data && <span className="text-slate-700">({query.data.totalRecords})</span>}
      </h1>
      <p className="mt-1 text-slate-700">{copy.intro}</p>
      <div className="mt-6">
        {query.isPending ? (
          <p role="status" className="text-slate-700">
            Loading claims...
          </p>
        ) : query.isError ? (
          <Alert tone="error">{messageOr(query.error, copy.failed)}</Alert>
        ) : query.data.claims.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{copy.empty}</p>
        ) : (
          <>
            <ClaimsTable claims={query.data.claims} hrefOf={hrefOf} queue={queue} />
            <div className="mt-6">
              <Pager currentPage={query.data.page} totalPages={query.data.totalPages} onPageChange={onPageChange} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
