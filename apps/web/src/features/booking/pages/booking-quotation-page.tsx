import { calculateQuote, SERVICE_FOR_VEHICLE, VEHICLE_TYPE_LABELS, type Booking, type Quote, type VehicleType } from '@meridian/contracts';
import { Calculator, Clock, Loader2, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { BookingCard, BookingItem, routeLine } from '../components/booking-card';

// spec 4: a simulated 2 s calculation.
export const QUOTE_MS = 2000;

/** spec 2: needs booking data passed along, else back to /booking/request. The frame comes from the route's layout. */
export function BookingQuotationPage() {
  usePageTitle('Quotation');
  const booking = (useLocation().state as { booking?: Booking } | null)?.booking;
  const navigate = useNavigate();
  const [quote, setQuote] = useState<Quote | null>(null);

  useEffect(() => {
    if (!booking) return;
    const timer = window.setTimeout(() => {
      const serviceType = SERVICE_FOR_VEHICLE[booking.vehicleType as VehicleType] ?? 'ground';
      setQuote(calculateQuote({ serviceType, weight: booking.cargoWeightKg, dimensions: { length: 1, width: 1, height: 1 } }));
    }, QUOTE_MS);
    return () => window.clearTimeout(timer);
  }, [booking]);

  if (!booking) return <Navigate to="/booking/request" replace />;
  const vehicle = VEHICLE_TYPE_LABELS[booking.vehicleType as VehicleType] ?? booking.vehicleType;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Your Quote</h1>
        <p className="mt-2 text-slate-700">Transparent pricing for this shipment, before you pay.</p>
      </header>
      <BookingCard title="Shipment" icon={<MapPin aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <BookingItem label="Route" value={routeLine(booking)} />
          <BookingItem label="Service" value={vehicle} />
          <BookingItem label="Goods type" value={booking.goodsType || 'N/A'} />
          <BookingItem label="Chargeable weight" value={`${booking.cargoWeightKg} kg`} />
        </dl>
      </BookingCard>
      <BookingCard title="Price" icon={<Calculator aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
        {!quote ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
            Calculating your quote...
          </p>
        ) : (
          <>
            <dl className="divide-y divide-slate-200">
              {(
                [
                  ['Base price', quote.basePrice],
                  ['Insurance (2%)', quote.insurance],
                  ['Handling', quote.handling],
                ] as const
              ).map(([label, amount]) => (
                <div key={label} className="flex justify-between py-2">
                  <dt className="text-slate-700">{label}</dt>
                  <dd className="font-semibold text-slate-900">
                    {amount.toFixed(2)} {quote.currency}
                  </dd>
                </div>
              ))}
              <div className="flex justify-between pt-3 text-lg">
                <dt className="font-bold text-slate-900">Total</dt>
                <dd className="font-bold text-blue-800">
                  {quote.total.toFixed(2)} {quote.currency}
                </dd>
              </div>
            </dl>
            <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
              <Clock aria-hidden="true" className="h-4 w-4" />
              Estimated delivery: {quote.estimatedDays} days
            </p>
            <Button className="mt-6 w-full" onClick={() => navigate('/booking/payment', { state: { booking, quote } })}>
              Continue to Payment
            </Button>
          </>
        )}
      </BookingCard>
    </div>
  );
}
