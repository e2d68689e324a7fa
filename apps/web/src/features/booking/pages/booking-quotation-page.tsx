import { calculateQuote, type Booking, type Quote, type ServiceType } from '@meridian/contracts';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';

// spec 4: a simulated 2 s calculation.
const QUOTE_MS = 2000;
const SERVICE_FOR_VEHICLE: Record<string, ServiceType> = { truck: 'ground', air: 'air', sea: 'ocean' };

/** spec 2: needs booking data passed along, else back to /booking/request. */
export function BookingQuotationPage() {
  usePageTitle('Quotation');
  const booking = (useLocation().state as { booking?: Booking } | null)?.booking;
  const navigate = useNavigate();
  const [quote, setQuote] = useState<Quote | null>(null);

  useEffect(() => {
    if (!booking) return;
    const timer = window.setTimeout(() => {
      const serviceType = SERVICE_FOR_VEHICLE[booking.vehicleType] ?? 'ground';
      setQuote(calculateQuote({ serviceType, weight: booking.cargoWeightKg, dimensions: { length: 1, width: 1, height: 1 } }));
    }, QUOTE_MS);
    return () => window.clearTimeout(timer);
  }, [booking]);

  if (!booking) return <Navigate to="/booking/request" replace />;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Your Quote</h1>
      {!quote ? (
        <p role="status" className="mt-6 text-slate-700">
          Calculating your quote...
        </p>
      ) : (
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <dl className="space-y-2">
            {(
              [
                ['Base price', quote.basePrice],
                ['Insurance (2%)', quote.insurance],
                ['Handling', quote.handling],
                ['Total', quote.total],
              ] as const
            ).map(([label, amount]) => (
              <div key={label} className="flex justify-between">
                <dt className="text-slate-700">{label}</dt>
                <dd className="font-semibold text-slate-900">
                  {amount.toFixed(2)} {quote.currency}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-slate-700">Estimated delivery: {quote.estimatedDays} days</p>
          <Button className="mt-6 w-full" onClick={() => navigate('/booking/payment', { state: { booking, quote } })}>
            Continue to Payment
          </Button>
        </div>
      )}
      <Link to="/dashboard" className="mt-6 inline-block font-semibold text-blue-800 underline underline-offset-4">
        Back to Dashboard
      </Link>
    </div>
  );
}
