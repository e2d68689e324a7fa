import { MESSAGES } from '@meridian/contracts';
import { FileUp, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useBookingList, type BookingFilters } from '../../../api/bookings';
import { useMayBook } from '../../../api/organization';
import { Alert } from '../../../components/ui/alert';
import { Pager } from '../../../components/ui/pager';
import { messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { BookingCard } from '../components/booking-card';
import { FilterBar } from '../components/filter-bar';
import { filtersFromParams, paramsFromFilters } from '../lib/filters';

// One compact row of four on a phone, so the first booking stays above the fold.
function Tile({ label, value, tone }: { label: string; value: number | string; tone: string }) {
  return (
    <div className="flex min-w-0 flex-col-reverse rounded-xl bg-white px-2 py-2 text-center shadow-sm ring-1 ring-slate-200 sm:rounded-2xl sm:p-4 sm:text-left">
      <dt className="truncate text-xs font-medium text-slate-700 sm:text-sm">{label}</dt>
      <dd className={`text-xl font-extrabold sm:text-3xl ${tone}`}>{value}</dd>
    </div>
  );
}

/** My Bookings. The customer-area layout gives the page its frame and Back to Dashboard. */
export function BookingsPage() {
  usePageTitle('My Bookings');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = useBookingList(filters);
  // Decision 0055: a viewer sees the organization's bookings but books none.
  const mayBook = useMayBook();
  const counts = query.data?.counts;
  const records = query.data?.records ?? [];
  const pagination = query.data?.pagination;

  const setFilters = (next: BookingFilters) => setParams(paramsFromFilters(next));
  const setPage = (page: number) => {
    setFilters({ ...filters, page });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          My Bookings <span className="text-slate-700">({pagination?.totalRecords ?? counts?.total ?? 0})</span>
        </h1>
        {mayBook && (
          <div className="flex flex-wrap gap-2">
            <Link to="/bookings/import" className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2.5 font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50">
              <FileUp aria-hidden="true" className="h-4 w-4" /> Import CSV
            </Link>
            <Link to="/booking/request" className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800">
              <Plus aria-hidden="true" className="h-4 w-4" /> New Booking
            </Link>
          </div>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-4 gap-2 sm:mt-6 sm:gap-3" aria-label="Booking counts">
        <Tile label="Total" value={counts?.total ?? '–'} tone="text-slate-900" />
        <Tile label="Pending" value={counts?.pending ?? '–'} tone="text-yellow-800" />
        <Tile label="Delivered" value={counts?.delivered ?? '–'} tone="text-green-800" />
        <Tile label="Cancelled" value={counts?.cancelled ?? '–'} tone="text-red-800" />
      </dl>
      <div className="mt-4 sm:mt-6">
        <FilterBar filters={filters} onChange={setFilters} />
      </div>
      {query.isError && (
        // The server's message, else the fallback, in a red banner above the list.
        <Alert tone="error" className="mt-6">
          {messageOr(query.error, MESSAGES.booking.listFailed)}
        </Alert>
      )}
      {query.isPending ? (
        <p role="status" className="mt-10 text-center text-slate-700">
          Loading bookings...
        </p>
      ) : records.length === 0 && !query.isError ? (
        <div className="mt-10 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
          <h2 className="text-xl font-bold text-slate-900">No bookings found</h2>
          <p className="mt-2 text-slate-700">You haven&apos;t made any bookings yet or no bookings match your filters.</p>
          {mayBook && (
            <Link to="/booking/request" className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
              Create Your First Booking
            </Link>
          )}
        </div>
      ) : (
        <ul className={`mt-4 grid grid-cols-1 gap-4 sm:mt-6 md:grid-cols-2 ${query.isFetching ? 'opacity-70' : ''}`} aria-busy={query.isFetching}>
          {records.map((booking) => (
            <BookingCard key={booking._id} booking={booking} mayPay={mayBook} />
          ))}
        </ul>
      )}
      {pagination && (
        <div className="mt-8">
          <Pager currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={setPage} />
        </div>
      )}
    </>
  );
}
