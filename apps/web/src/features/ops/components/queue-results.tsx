import { formatTrackingNumber, hasInvoiceTerms, MAX_DELIVERY_ATTEMPTS, MILESTONE_LABELS, routeLabel, toShortId, type OpsBooking } from '@meridian/contracts';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { PaymentBadge } from '../../../components/ui/payment-badge';
import { StatusBadge } from '../../../components/ui/status-badge';
import { OPS_COPY } from '../../../content/ops';
import { formatCalendarDate } from '../../../lib/format-date';

// Decision 0096: many countries have no states, so a place reads "Rotterdam, NL" where it has none.
const route = (booking: OpsBooking) => routeLabel(booking, { arrow: true });
const customerLabel = (booking: OpsBooking) => booking.customer?.name ?? booking.fullNameOrBusiness;
function Payment({ booking }: { booking: OpsBooking }) {
  return <PaymentBadge status={booking.paymentStatus} invoiceTerms={hasInvoiceTerms(booking.customer, booking.customerType)} />;
}
/** Decision 0108: a shipment whose delivery failed stands out in the queue, so an operator can call the receiver. */
function AttemptsBadge({ booking }: { booking: OpsBooking }) {
  const failed = booking.deliveryAttempts?.length ?? 0;
  if (failed === 0) return null;
  return (
    <Badge className="mt-1 bg-orange-100 text-orange-950 ring-1 ring-orange-300">
      <TriangleAlert aria-hidden="true" className="h-3.5 w-3.5" />
      {OPS_COPY.attempts.badge(failed, MAX_DELIVERY_ATTEMPTS)}
    </Badge>
  );
}
const driverLabel = (booking: OpsBooking) => booking.assignment?.driverName ?? 'Unassigned';

function TrackingLink({ booking }: { booking: OpsBooking }) {
  return (
    <Link to={`/ops/bookings/${booking._id}`} className="font-mono font-semibold whitespace-nowrap text-blue-800 underline underline-offset-4 hover:text-blue-900">
      {formatTrackingNumber(booking.trackingNumber)}
    </Link>
  );
}

function CustomerCell({ booking }: { booking: OpsBooking }) {
  const company = booking.customer?.companyName;
  return (
    <div className="min-w-0">
      {booking.customer ? (
        <Link
          to={`/ops?customer=${booking.customer._id}`}
          className="font-semibold text-slate-900 underline decoration-slate-300 underline-offset-4 hover:decoration-blue-700"
          title="Show this customer's bookings"
        >
          {customerLabel(booking)}
        </Link>
      ) : (
        <span className="font-semibold text-slate-900">{customerLabel(booking)}</span>
      )}
      {company && <p className="truncate text-sm text-slate-700">{company}</p>}
    </div>
  );
}

/** Desktop (from 1024 px): one row per booking, every column the queue sorts and scans by. */
export function QueueTable({ records }: { records: OpsBooking[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Bookings in the queue</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Tracking no.
            </th>
            <th scope="col" className="px-4 py-3">
              Customer
            </th>
            <th scope="col" className="px-4 py-3">
              Route
            </th>
            <th scope="col" className="px-4 py-3">
              Pickup
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              {OPS_COPY.paymentColumn}
            </th>
            <th scope="col" className="px-4 py-3">
              Driver
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {records.map((booking) => (
            <tr key={booking._id} className="align-top hover:bg-slate-50">
              <td className="px-4 py-3">
                <TrackingLink booking={booking} />
                <p className="mt-0.5 font-mono text-xs text-slate-600">#{toShortId(booking._id)}</p>
              </td>
              <td className="max-w-56 px-4 py-3">
                <CustomerCell booking={booking} />
              </td>
              <td className="px-4 py-3 text-slate-800">{route(booking)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-800">{formatCalendarDate(booking.estimatedPickupDate)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={booking.status} />
                <p className="mt-1 text-xs text-slate-700">{MILESTONE_LABELS[booking.milestone]}</p>
                <AttemptsBadge booking={booking} />
              </td>
              <td className="px-4 py-3">
                <Payment booking={booking} />
              </td>
              <td className={`px-4 py-3 ${booking.assignment ? 'text-slate-900' : 'text-slate-600 italic'}`}>
                {driverLabel(booking)}
                {booking.assignment && <p className="text-xs text-slate-600">{booking.assignment.vehicleId}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per booking with the same facts. */
export function QueueCards({ records }: { records: OpsBooking[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {records.map((booking) => (
        <li key={booking._id} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <TrackingLink booking={booking} />
              <p className="font-mono text-xs text-slate-600">#{toShortId(booking._id)}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <StatusBadge status={booking.status} />
              <Payment booking={booking} />
            </div>
          </div>
          <div className="mt-3">
            <CustomerCell booking={booking} />
          </div>
          <p className="mt-2 text-sm text-slate-800">{route(booking)}</p>
          <AttemptsBadge booking={booking} />
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <div className="min-w-0">
              <dt className="text-xs text-slate-600">Pickup</dt>
              <dd className="font-semibold text-slate-900">{formatCalendarDate(booking.estimatedPickupDate)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-600">Step</dt>
              <dd className="font-semibold text-slate-900">{MILESTONE_LABELS[booking.milestone]}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-600">Driver</dt>
              <dd className={`truncate font-semibold ${booking.assignment ? 'text-slate-900' : 'text-slate-600 italic'}`}>{driverLabel(booking)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
