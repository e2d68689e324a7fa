import { useSearchParams } from 'react-router-dom';
import { useOpsBookings, type OpsQueueFilters } from '../api/ops';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { messageOr } from '../../../lib/api-client';
import { useMediaQuery } from '../../../lib/use-media-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { QueueFilterBar } from '../components/queue-filter-bar';
import { QueueCards, QueueTable } from '../components/queue-results';
import { OPS_COPY } from '../../../content/ops';
import { DEFAULT_QUEUE_STATUS, hasQueueFilter, paramsFromQueueFilters, queueFiltersFromParams } from '../lib/queue-filters';

export const WIDE_QUERY = '(min-width: 1024px)';

/** /ops: every customer's bookings, filtered, searched and paged on the server (decision 0017: the console is for operators and admins). */
export function QueuePage({ searchDelayMs }: { searchDelayMs?: number }) {
  usePageTitle('Shipment queue');
  const [params, setParams] = useSearchParams();
  const filters = queueFiltersFromParams(params);
  const isWide = useMediaQuery(WIDE_QUERY);
  const query = useOpsBookings(filters);
  const records = query.data?.records ?? [];
  const pagination = query.data?.pagination;
  const customerName = filters.customer ? records.find((booking) => booking.customer?._id === filters.customer)?.customer?.name : undefined;

  const setFilters = (next: OpsQueueFilters) => setParams(paramsFromQueueFilters(next));
  const setPage = (page: number) => {
    setFilters({ ...filters, page });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Shipment queue {pagination && <span className="text-slate-700">({pagination.totalRecords})</span>}
        </h1>
        {query.isFetching && !query.isPending && (
          <p role="status" className="text-sm text-slate-700">
            Updating...
          </p>
        )}
      </div>
      <div className="mt-4">
        <QueueFilterBar filters={filters} counts={query.data?.counts} customerName={customerName} onChange={setFilters} searchDelayMs={searchDelayMs} />
      </div>
      {query.isError && (
        <Alert
          tone="error"
          className="mt-6"
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {messageOr(query.error, OPS_COPY.queueFailed)}
        </Alert>
      )}
      <div className="mt-6">
        {query.isPending ? (
          <p role="status" className="py-10 text-center text-slate-700">
            Loading the queue...
          </p>
        ) : records.length === 0 ? (
          !query.isError && (
            <div className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <h2 className="text-xl font-bold text-slate-900">No bookings found</h2>
              <p className="mt-2 text-slate-700">{hasQueueFilter(filters) ? 'No booking matches these filters.' : 'No customer has booked yet.'}</p>
              {hasQueueFilter(filters) && (
                <Button variant="secondary" className="mt-6" onClick={() => setFilters({ page: 1, sort: filters.sort, status: DEFAULT_QUEUE_STATUS })}>
                  Clear all filters
                </Button>
              )}
            </div>
          )
        ) : (
          <div aria-busy={query.isFetching} className={query.isFetching ? 'opacity-70' : ''}>
            {isWide ? <QueueTable records={records} /> : <QueueCards records={records} />}
          </div>
        )}
      </div>
      {pagination && (
        <div className="mt-8">
          <Pager currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={setPage} />
        </div>
      )}
    </>
  );
}
