import { BUSINESS_TYPE_LABELS, COUNTRY_LABELS } from '@meridian/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { useKycQueue } from '../api/kyc';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime, formatTimeAgo } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';

/** /ops/kyc: companies waiting for review, the one waiting longest first (decision 0029). */
export function KycQueuePage() {
  usePageTitle('KYC review');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useKycQueue(page);
  const records = query.data?.records ?? [];
  const pagination = query.data?.pagination;

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        KYC review {pagination && <span className="text-slate-700">({pagination.totalRecords} waiting)</span>}
      </h1>
      <p className="mt-1 text-slate-700">Oldest submission first. Open one to see its documents and decide.</p>
      {query.isError && (
        <Alert tone="error" className="mt-6" action={<Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>}>
          {messageOr(query.error, OPS_COPY.kycQueueFailed)}
        </Alert>
      )}
      <div className="mt-6">
        {query.isPending ? (
          <p role="status" className="py-10 text-center text-slate-700">
            Loading the KYC queue...
          </p>
        ) : records.length === 0 ? (
          !query.isError && (
            <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <h2 className="text-xl font-bold text-slate-900">Nothing to review</h2>
              <p className="mt-2 text-slate-700">No company is waiting for a KYC decision.</p>
            </div>
          )
        ) : (
          <ol aria-label="Submissions waiting for review" className="space-y-3">
            {records.map((record) => (
              <li key={record._id}>
                <Link
                  to={`/ops/kyc/${record._id}`}
                  className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-blue-400 sm:flex-row sm:items-center sm:justify-between sm:p-5"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
                      {record.companyName}
                      {record.resubmission && <Badge className="bg-purple-100 text-purple-900">Resubmission</Badge>}
                    </p>
                    <p className="text-sm text-slate-700">
                      {[record.businessType && BUSINESS_TYPE_LABELS[record.businessType], record.country && COUNTRY_LABELS[record.country]].filter(Boolean).join(' · ')}
                    </p>
                    <p className="truncate text-sm text-slate-700">
                      {record.owner.firstName} {record.owner.lastName} · {record.owner.email}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm text-slate-700 sm:text-right">
                    <span className="block font-semibold text-slate-900">Submitted {formatTimeAgo(record.submittedAt)}</span>
                    <span className="block">{formatDateTime(record.submittedAt)}</span>
                  </p>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </div>
      {pagination && (
        <div className="mt-8">
          <Pager currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={(next) => setParams({ page: String(next) })} />
        </div>
      )}
    </>
  );
}
