import { formatTrackingNumber, type Booking } from '@meridian/contracts';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/status-badge';
import { progressFor } from '../lib/summary';

function RecentBooking({ booking }: { booking: Booking }) {
  const progress = progressFor(booking);
  return (
    <Link to={`/bookings/${booking._id}`} className="block rounded-xl border border-slate-200 p-4 hover:border-blue-400">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{booking.fullNameOrBusiness}</p>
          <p className="text-sm text-slate-700">
            <span className="font-mono">{formatTrackingNumber(booking.trackingNumber ?? '')}</span> · {booking.pickupLocation.city} → {booking.dropoffLocation.city}
          </p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      {progress.showBar && (
        <div className="mt-3">
          <div
            role="progressbar"
            aria-label={`Progress of booking ${formatTrackingNumber(booking.trackingNumber ?? '')}`}
            aria-valuenow={progress.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-blue-700" style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-700">{progress.percent}% complete</p>
        </div>
      )}
    </Link>
  );
}

/** The 3 newest, each opening its detail, with View All. */
export function RecentBookings({ bookings, isPending }: { bookings: Booking[]; isPending: boolean }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-bold text-slate-900">Recent Bookings</h2>
        <Link to="/bookings" className="text-sm font-semibold text-blue-800 underline underline-offset-4">
          View All
        </Link>
      </div>
      {isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading...
        </p>
      ) : bookings.length === 0 ? (
        <p className="mt-4 text-slate-700">
          No bookings yet.{' '}
          <Link to="/booking/request" className="font-semibold text-blue-800 underline underline-offset-4">
            Book your first shipment
          </Link>
        </p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="recent-bookings">
          {bookings.map((booking) => (
            <li key={booking._id}>
              <RecentBooking booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
