import { addressLabel, formatTrackingNumber, VEHICLE_TYPE_LABELS, type Booking, type VehicleType } from '@meridian/contracts';
import { CalendarCheck, CheckCircle2, Eye, Loader2, MapPin, Package, Phone, Truck } from 'lucide-react';
import { useMayBook } from '../../../api/organization';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { bookingQueryOptions } from '../../../api/bookings';
import { buttonClass } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TrackingNumber } from '../../../components/ui/tracking-number';
import { brand, telHref } from '../../../content/brand';
import { formatCalendarDate, formatDay } from '../../../lib/format-date';
import { MoneyLinks } from '../../../components/shipment/money-links';
import { usePageTitle } from '../../../lib/use-page-title';
import { BookingCard as Card, BookingItem as Item } from '../components/booking-card';
import { PaymentSummary, ReceiptButton } from '../components/payment-summary';
import { bookingIdFrom } from '../lib/money-flow';
import { ShareTrackingButton } from '../components/share-tracking-button';

const nextSteps = [
  { title: 'Pickup scheduling', text: 'Our team confirms the pickup window with your contact within a few hours.' },
  { title: 'Collection', text: 'A driver collects the shipment on the estimated pickup date.' },
  { title: 'Real-time tracking', text: 'Follow every mile with live tracking until delivery.' },
];

/** Works from the URL (?booking=&payment=) so a reload or a shared link keeps it; route state still works (decision 0032). */
export function BookingConfirmationPage() {
  // Decision 0055: a viewer reads the booking; paying is not theirs to offer.
  const mayBook = useMayBook();
  usePageTitle('Booking confirmation');
  const [search] = useSearchParams();
  const state = useLocation().state as { booking?: Booking } | null;
  const bookingId = bookingIdFrom(search, state);
  const paymentId = search.get('payment')?.trim() ?? '';
  const query = useQuery({
    ...bookingQueryOptions(bookingId),
    enabled: bookingId !== '',
    initialData: state?.booking?._id === bookingId ? state.booking : undefined,
  });
  const booking = query.data;

  if (bookingId && query.isPending) {
    return (
      <p role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-slate-700">
        <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" /> Loading your booking...
      </p>
    );
  }

  if (!booking) {
    return (
      <div className="grid min-h-[70vh] place-items-center px-4 text-center">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Booking Not Found</h1>
          <p className="mt-3 text-slate-700">There is no booking to confirm here.</p>
          <Link to="/dashboard" className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
            Go to Dashboard
          </Link>
        </div>
      </div>
    );
  }

  const vehicle = VEHICLE_TYPE_LABELS[booking.vehicleType as VehicleType] ?? booking.vehicleType;
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <header className="text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />
          <h1 className="mt-3 text-3xl font-bold text-slate-900">Booking Confirmed!</h1>
          <p className="mt-2 text-slate-700">Your shipment has been successfully booked</p>
        </header>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Card title="Booking Details" icon={<Package aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
              <dl className="grid gap-4 sm:grid-cols-2">
                {/* The tracking number is the booking's one name for people (decision 0044). */}
                <Item label="Tracking number" value={<TrackingNumber value={booking.trackingNumber} />} />
                <Item label="Status" value={<StatusBadge status={booking.status || 'pending'} />} />
              </dl>
            </Card>
            {paymentId && <PaymentSummary paymentId={paymentId} />}
            <Card title="Route Information" icon={<MapPin aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
              <div className="grid gap-6 sm:grid-cols-2">
                <dl className="space-y-3">
                  <Item label="Pickup address" value={addressLabel(booking.pickupLocation)} />
                  <Item label="Pickup contact" value={booking.pickupPerson?.name || 'N/A'} />
                  <Item label="Estimated pickup" value={formatCalendarDate(booking.estimatedPickupDate)} />
                </dl>
                <dl className="space-y-3">
                  <Item label="Delivery address" value={addressLabel(booking.dropoffLocation)} />
                  <Item label="Delivery contact" value={booking.receiverPerson?.name || 'N/A'} />
                  <Item label="Estimated delivery" value={formatCalendarDate(booking.estimatedDeliveryDate)} />
                </dl>
              </div>
            </Card>
            <Card title="Package Information" icon={<Truck aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Item label="Goods type" value={booking.goodsType} />
                <Item label="Weight" value={`${booking.cargoWeightKg} kg`} />
                <Item label="Quantity" value={`${booking.quantity} items`} />
                <Item label="Vehicle type" value={vehicle} />
                <Item label="Customer" value={booking.fullNameOrBusiness} />
                <Item label="Email" value={booking.email} />
              </dl>
            </Card>
            <Card title="What Happens Next?" icon={<CalendarCheck aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
              <ol className="space-y-4">
                {nextSteps.map((step, index) => (
                  <li key={step.title} className="flex gap-3">
                    <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-blue-700 font-bold text-white">{index + 1}</span>
                    <div>
                      <p className="font-semibold text-slate-900">{step.title}</p>
                      <p className="text-sm text-slate-700">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </Card>
          </div>
          <div className="space-y-6">
            <Card title="Summary">
              <dl className="space-y-3">
                <Item label="Tracking number" value={<span className="font-mono">{formatTrackingNumber(booking.trackingNumber ?? '')}</span>} />
                <Item label="Created" value={formatDay(booking.createdAt)} />
                <Item label="Customer type" value={booking.customerType} />
                {booking.isFragile && <Item label="Fragile" value="Handle with care" />}
                {booking.isPerishable && <Item label="Temperature" value={`${booking.tempControlCelsius} °C`} />}
              </dl>
            </Card>
            <Card title="Quick Actions">
              <div className="flex flex-col gap-3">
                <Link to={`/bookings/${booking._id}`} className={buttonClass('primary')}>
                  <Eye aria-hidden="true" className="h-4 w-4" /> View Booking
                </Link>
                <MoneyLinks booking={booking} mayPay={mayBook} />
                {paymentId && <ReceiptButton paymentId={paymentId} />}
                {booking.trackingNumber && <ShareTrackingButton trackingNumber={booking.trackingNumber} />}
                <Link to="/dashboard" className={buttonClass('secondary')}>
                  Go to Dashboard
                </Link>
              </div>
            </Card>
            <Card title="Need Help?" icon={<Phone aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
              <p className="text-sm text-slate-700">Support {brand.supportAvailability.toLowerCase()}.</p>
              <a href={telHref(brand.phones.support)} className="mt-2 block font-semibold text-slate-900 hover:text-blue-800">
                {brand.phones.support}
              </a>
              <a href={`mailto:${brand.emails.support}`} className="block text-sm font-semibold [overflow-wrap:anywhere] text-blue-800 hover:underline">
                {brand.emails.support}
              </a>
            </Card>
          </div>
        </div>
      </div>
    </div>
  );
}
