import { MESSAGES, type Booking, type Quote } from '@meridian/contracts';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';

// spec 9: 3 s processing, 80% success, 2 s redirect after success.
const PROCESSING_MS = 3000;
const REDIRECT_MS = 2000;
const SUCCESS_RATE = 0.8;

type Phase = 'idle' | 'processing' | 'success' | 'failure';

/** spec 2: needs booking data and quote passed along, else redirects to /booking/request. */
export function BookingPaymentPage() {
  usePageTitle('Payment');
  const state = useLocation().state as { booking?: Booking; quote?: Quote } | null;
  const navigate = useNavigate();
  const [method, setMethod] = useState<'card' | 'paypal'>('card');
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!state?.booking || !state.quote) return <Navigate to="/booking/request" replace />;
  const { booking, quote } = state;

  const pay = () => {
    setPhase('processing');
    timer.current = window.setTimeout(() => {
      if (Math.random() < SUCCESS_RATE) {
        setPhase('success');
        const paymentId = `PAY-${Date.now()}`;
        timer.current = window.setTimeout(() => navigate('/booking/confirmation', { state: { booking, paymentId } }), REDIRECT_MS);
      } else {
        setPhase('failure');
      }
    }, PROCESSING_MS);
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Payment</h1>
      <p className="mt-2 text-slate-700">
        Total due: <strong>{quote.total.toFixed(2)} {quote.currency}</strong>
      </p>
      <fieldset className="mt-6 space-y-2">
        <legend className="font-semibold text-slate-900">Payment method</legend>
        {(['card', 'paypal'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} />
            {value === 'card' ? 'Credit or debit card' : 'PayPal'}
          </label>
        ))}
      </fieldset>
      {phase === 'failure' && (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {MESSAGES.payment.failed}
        </p>
      )}
      {phase === 'success' && (
        <p role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900">
          Payment successful! Redirecting...
        </p>
      )}
      <Button className="mt-6 w-full" onClick={pay} disabled={phase === 'processing' || phase === 'success'}>
        {phase === 'processing' ? 'Processing...' : phase === 'failure' ? 'Retry Payment' : 'Pay Now'}
      </Button>
    </div>
  );
}
