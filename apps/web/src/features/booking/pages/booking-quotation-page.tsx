import { formatMoney, QUOTE_LABELS, routeLabel, toCents, VEHICLE_TYPE_LABELS, type Booking, type VehicleType } from '@meridian/contracts';
import { Calculator, Loader2, MapPin } from 'lucide-react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useBookingRights } from '../../../api/organization';
import { useBookingQuote } from '../api/quotes';
import { ViewerNotice } from '../../../components/organization/viewer-notice';
import { messageOr } from '../../../lib/api-client';
import { paymentPath } from '../../../lib/money-links';
import { usePageTitle } from '../../../lib/use-page-title';
import { BookingCard, BookingItem } from '../components/booking-card';
import { SettledBookingNotice } from '../components/settled-booking-notice';
import { QuoteBreakdown } from '../components/quote-breakdown';
import { DeliveryEstimateLine } from '../components/delivery-estimate-line';
import { BOOKING_NOT_FOUND_NOTICE, bookingIdFrom, isMissing, NO_BOOKING_NOTICE } from '../lib/money-flow';

/** Chargeable weight, saying so when the package's volume (not its weight) sets the price. */
export function chargeableWeightText(booking: Pick<Booking, 'cargoWeightKg'>, chargeableKg: number): string {
  return chargeableKg > booking.cargoWeightKg ? `${chargeableKg} kg (volumetric; actual ${booking.cargoWeightKg} kg)` : `${chargeableKg} kg`;
}

/** Needs a booking, else back to /booking/request (with the reason). The frame comes from the route's layout. */
export function BookingQuotationPage() {
  usePageTitle('Quotation');
  const [search] = useSearchParams();
  const bookingId = bookingIdFrom(search, useLocation().state);
  const navigate = useNavigate();
  // Decision 0055: quoting is a booker's step (the API refuses a viewer), so a viewer is told so instead.
  const rights = useBookingRights();
  const query = useBookingQuote(rights.settled && rights.mayBook ? bookingId : '');

  if (!rights.mayBook) {
    return (
      <div className="space-y-6">
        <h1 className="text-3xl font-bold text-slate-900">Your Quote</h1>
        <ViewerNotice backTo={bookingId ? `/bookings/${bookingId}` : '/bookings'} />
      </div>
    );
  }
  if (!bookingId) return <Navigate to="/booking/request" replace state={{ notice: NO_BOOKING_NOTICE }} />;
  if (query.isError && isMissing(query.error)) return <Navigate to="/booking/request" replace state={{ notice: BOOKING_NOT_FOUND_NOTICE }} />;

  const booking = query.data;
  const quote = booking?.quote;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Your Quote</h1>
        <p className="mt-2 text-slate-700">Transparent pricing for this shipment, before you pay.</p>
      </header>
      {query.isError && (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>}>
          {messageOr(query.error, 'We could not calculate the quote. Please try again.')}
        </Alert>
      )}
      {query.isPending && (
        <p role="status" className="flex items-center gap-2 rounded-2xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
          Calculating your quote...
        </p>
      )}
      {booking && quote && (
        <>
          <BookingCard title="Shipment" icon={<MapPin aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <BookingItem label="Route" value={routeLabel(booking, { arrow: true })} />
              <BookingItem label="Service" value={VEHICLE_TYPE_LABELS[booking.vehicleType as VehicleType] ?? booking.vehicleType} />
              <BookingItem label="Goods type" value={booking.goodsType || 'N/A'} />
              <BookingItem label="Chargeable weight" value={chargeableWeightText(booking, quote.chargeableWeightKg)} />
              {booking.dimensions && (
                <BookingItem label="Dimensions" value={`${booking.dimensions.length} × ${booking.dimensions.width} × ${booking.dimensions.height} cm`} />
              )}
              {typeof booking.declaredValue === 'number' && <BookingItem label="Declared value" value={formatMoney(toCents(booking.declaredValue))} />}
            </dl>
          </BookingCard>
          <BookingCard title="Price" icon={<Calculator aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
            <QuoteBreakdown quote={quote} finalLabel={booking.paymentStatus === 'paid' ? QUOTE_LABELS.amountPaid : QUOTE_LABELS.amountDue} />
            <DeliveryEstimateLine className="mt-4" vehicleType={booking.vehicleType as VehicleType} pickupDate={booking.estimatedPickupDate} deliveryDate={booking.estimatedDeliveryDate} />
            {booking.paymentStatus === 'unpaid' ? (
              <Button className="mt-6 w-full" onClick={() => navigate(paymentPath(booking._id))}>
                Continue to Payment
              </Button>
            ) : (
              <SettledBookingNotice booking={booking} className="mt-6" />
            )}
          </BookingCard>
        </>
      )}
    </div>
  );
}
