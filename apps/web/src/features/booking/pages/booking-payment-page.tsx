import { MESSAGES, type Booking, type Quote } from '@meridian/contracts';
import { CreditCard, Loader2, Lock, Receipt, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLater } from '../../../lib/use-later';
import { BookingCard, routeLine } from '../components/booking-card';

// spec 9: 3 s processing, 80% success, 2 s redirect after success.
export const PROCESSING_MS = 3000;
export const REDIRECT_MS = 2000;
const SUCCESS_RATE = 0.8;

type Phase = 'idle' | 'processing' | 'success' | 'failure';

const METHODS = [
  { value: 'card', label: 'Credit or debit card', hint: 'Visa, Mastercard, American Express', Icon: CreditCard },
  { value: 'paypal', label: 'PayPal', hint: 'Pay with your PayPal balance or linked bank', Icon: Wallet },
] as const;

/** spec 2: needs booking data and quote passed along, else redirects to /booking/request. */
export function BookingPaymentPage() {
  usePageTitle('Payment');
  const state = useLocation().state as { booking?: Booking; quote?: Quote } | null;
  const navigate = useNavigate();
  const [method, setMethod] = useState<(typeof METHODS)[number]['value']>('card');
  const [phase, setPhase] = useState<Phase>('idle');
  const later = useLater();

  if (!state?.booking || !state.quote) return <Navigate to="/booking/request" replace />;
  const { booking, quote } = state;
  const busy = phase === 'processing' || phase === 'success';

  const pay = () => {
    setPhase('processing');
    later(() => {
      if (Math.random() < SUCCESS_RATE) {
        setPhase('success');
        const paymentId = `PAY-${Date.now()}`;
        later(() => navigate('/booking/confirmation', { state: { booking, paymentId } }), REDIRECT_MS);
      } else {
        setPhase('failure');
      }
    }, PROCESSING_MS);
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
        <header>
          <h1 className="text-3xl font-bold text-slate-900">Payment</h1>
          <p className="mt-2 text-slate-700">{routeLine(booking)}</p>
        </header>
        <BookingCard title="Order summary" icon={<Receipt aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
          <p className="flex items-baseline justify-between">
            <span className="text-slate-700">Total due</span>
            <strong className="text-2xl text-slate-900">
              {quote.total.toFixed(2)} {quote.currency}
            </strong>
          </p>
          <p className="mt-1 text-sm text-slate-700">Includes insurance and handling · delivery in {quote.estimatedDays} days</p>
        </BookingCard>
        <BookingCard title="Payment method" icon={<Lock aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
          <fieldset disabled={busy}>
            <legend className="sr-only">Payment method</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {METHODS.map(({ value, label, hint, Icon }) => (
                <label
                  key={value}
                  className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 ${
                    method === value ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white hover:border-slate-300'
                  }`}
                >
                  <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} className="mt-1 accent-blue-700" />
                  <span>
                    <span className="flex items-center gap-2 font-semibold text-slate-900">
                      <Icon aria-hidden="true" className="h-5 w-5" />
                      {label}
                    </span>
                    <span className="mt-1 block text-sm text-slate-700">{hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {phase === 'failure' && (
            <Alert tone="error" className="mt-4">
              {MESSAGES.payment.failed}
            </Alert>
          )}
          {phase === 'success' && (
            <Alert tone="success" className="mt-4">
              Payment successful! Redirecting...
            </Alert>
          )}
          <Button className="mt-6 w-full" onClick={pay} disabled={busy}>
            {phase === 'processing' && <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />}
            {phase === 'processing' ? 'Processing...' : phase === 'failure' ? 'Retry Payment' : `Pay ${quote.total.toFixed(2)} ${quote.currency}`}
          </Button>
        </BookingCard>
      </div>
    </div>
  );
}
