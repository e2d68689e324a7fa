import { MESSAGES } from '@meridian/contracts';
import { ArrowLeft, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/ui/pager';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBookings, type BookingFilters } from '../api/get-bookings';
import { BookingCard } from '../components/booking-card';
import { FilterBar } from '../components/filter-bar';
import { filtersFromParams, paramsFromFilters } from '../lib/filters';

function Tile({ label, value, tone }: { label: string; value: number | string; tone: string }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className={`text-3xl font-extrabold ${tone}`}>{value}</dd>
    </div>
  );
}

export function BookingsPage() {
  usePageTitle('My Bookings');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = useBookings(filters);
  const counts = query.data?.counts;
  const records = query.data?.records ?? [];
  const pagination = query.data?.pagination;

  const setFilters = (next: BookingFilters) => setParams(paramsFromFilters(next));
  const setPage = (page: number) => {
    setFilters({ ...filters, page });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Dashboard
          </Link>
          <Link to="/booking/request" className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800">
            <Plus aria-hidden="true" className="h-4 w-4" /> New Booking
          </Link>
        </div>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">
          My Bookings <span className="text-slate-700">({pagination?.totalRecords ?? counts?.total ?? 0})</span>
        </h1>
        <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Booking counts">
          <Tile label="Total" value={counts?.total ?? '–'} tone="text-slate-900" />
          <Tile label="Pending" value={counts?.pending ?? '–'} tone="text-yellow-800" />
          <Tile label="Delivered" value={counts?.delivered ?? '–'} tone="text-green-800" />
          <Tile label="Cancelled" value={counts?.cancelled ?? '–'} tone="text-red-800" />
        </dl>
        <div className="mt-6">
          <FilterBar filters={filters} onChange={setFilters} />
        </div>
        {query.isError && (
          <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
            {query.error.message && query.error.message !== 'Request failed' ? query.error.message : MESSAGES.booking.listFailed}
          </div>
        )}
        {query.isPending ? (
          <p role="status" className="mt-10 text-center text-slate-700">
            Loading bookings...
          </p>
        ) : records.length === 0 && !query.isError ? (
          <div className="mt-10 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
            <h2 className="text-xl font-bold text-slate-900">No bookings found</h2>
            <p className="mt-2 text-slate-700">You haven&apos;t made any bookings yet or no bookings match your filters.</p>
            <Link to="/booking/request" className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
              Create Your First Booking
            </Link>
          </div>
        ) : (
          <ul className={`mt-6 grid gap-4 md:grid-cols-2 ${query.isFetching ? 'opacity-70' : ''}`} aria-busy={query.isFetching}>
            {records.map((booking) => (
              <BookingCard key={booking._id} booking={booking} />
            ))}
          </ul>
        )}
        {pagination && (
          <div className="mt-8">
            <Pager currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={setPage} />
          </div>
        )}
      </div>
    </div>
  );
}
