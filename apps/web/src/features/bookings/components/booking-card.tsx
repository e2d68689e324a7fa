import { actualTimes, formatTrackingNumber, placeLabel, VEHICLE_TYPE_LABELS, type Booking } from '@meridian/contracts';
import { ArrowRight, Package, Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date';
import { PaymentBadge } from '../../../components/ui/payment-badge';
import { isAwaitingPayment, PAY_NOW, quotationPath } from '../../../lib/money-links';

/** One booking in My Bookings; the whole card opens /bookings/{id}. `mayPay`: false for a viewer (decision 0055). */
export function BookingCard({ booking, mayPay = true }: { booking: Booking; mayPay?: boolean }) {
  const vehicle = VEHICLE_TYPE_LABELS[booking.vehicleType] ?? booking.vehicleType;
  // Decision 0084: once a step has happened the card gives its time, not the planned date.
  const actual = actualTimes(booking);
  return (
    <li className="min-w-0">
      <Link
        to={`/bookings/${booking._id}`}
        className="block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-blue-400"
        data-testid="booking-card"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 flex-1">
            <p className="truncate text-lg font-bold text-slate-900" title={booking.fullNameOrBusiness}>
              {booking.fullNameOrBusiness}
            </p>
            {/* The tracking number names the booking (decision 0044). Inside the card's link a copy button would be a
                control within a control; the detail page has one. */}
            {booking.trackingNumber && (
              <p className="font-mono text-sm font-semibold text-slate-800 select-all" data-testid="booking-card-tracking">
                {formatTrackingNumber(booking.trackingNumber)}
              </p>
            )}
          </div>
          <div className="flex flex-col items-end gap-1">
            <StatusBadge status={booking.status} />
            {isAwaitingPayment(booking) && <PaymentBadge status={booking.paymentStatus} />}
          </div>
        </div>
        <div className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <p className="text-slate-700">Pickup</p>
            <p className="font-semibold text-slate-900">
              {placeLabel(booking.pickupLocation)}
            </p>
            <p className="text-slate-700">{actual.pickedUpAt ? `Picked up ${formatDateTime(actual.pickedUpAt)}` : `Planned ${formatCalendarDate(booking.estimatedPickupDate)}`}</p>
          </div>
          <div>
            <p className="text-slate-700">Delivery</p>
            <p className="font-semibold text-slate-900">
              {placeLabel(booking.dropoffLocation)}
            </p>
            <p className="text-slate-700">{actual.deliveredAt ? `Delivered ${formatDateTime(actual.deliveredAt)}` : `Planned ${formatCalendarDate(booking.estimatedDeliveryDate)}`}</p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-800">
          <span className="inline-flex items-center gap-1">
            <Package aria-hidden="true" className="h-4 w-4" /> {booking.goodsType}, {booking.cargoWeightKg} kg
          </span>
          <span className="inline-flex items-center gap-1">
            <Truck aria-hidden="true" className="h-4 w-4" /> {vehicle}
          </span>
          <span className="ml-auto inline-flex items-center gap-1 font-semibold text-blue-800">
            View details <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </span>
        </div>
      </Link>
      {/* Beside the card's link, not inside it: one control per target. */}
      {mayPay && isAwaitingPayment(booking) && (
        <Link
          to={quotationPath(booking._id)}
          className="mt-2 flex items-center justify-center gap-1 rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
        >
          {PAY_NOW} <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      )}
    </li>
  );
}
