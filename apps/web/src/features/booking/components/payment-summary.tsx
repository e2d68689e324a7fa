import { CARD_BRAND_LABELS, formatMoney, toCents, type Payment } from '@meridian/contracts';
import { CreditCard, Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { downloadReceipt, usePayment } from '../api/payments';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-client';
import { BookingCard, BookingItem } from './booking-card';

const METHOD_LABELS: Record<Payment['method'], string> = { card: 'Card', paypal: 'PayPal', invoice: 'Invoice (net 30)' };
const STATUS_LABELS: Record<Payment['status'], string> = {
  succeeded: 'Paid',
  pending: 'Awaiting payment',
  requires_authentication: 'Awaiting authentication',
  failed: 'Failed',
  refunded: 'Refunded',
};

function methodText(payment: Payment): string {
  if (payment.method === 'card' && payment.card) return `${CARD_BRAND_LABELS[payment.card.brand]} •••• ${payment.card.last4}`;
  return METHOD_LABELS[payment.method];
}

/** The payment the confirmation was reached with: amount, method and status; never its database id (decision 0085). */
export function PaymentSummary({ paymentId }: { paymentId: string }) {
  const query = usePayment(paymentId);
  return (
    <BookingCard title="Payment" icon={<CreditCard aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
      {query.isPending && <p className="text-slate-700">Loading the payment...</p>}
      {query.isError && <Alert tone="error">{messageOr(query.error, 'We could not load this payment.')}</Alert>}
      {query.data && (
        <dl className="grid gap-4 sm:grid-cols-2">
          <BookingItem label="Amount" value={formatMoney(toCents(query.data.amount), query.data.currency)} />
          <BookingItem label="Method" value={methodText(query.data)} />
          <BookingItem label="Status" value={<span data-testid="payment-status">{STATUS_LABELS[query.data.status]}</span>} />
        </dl>
      )}
    </BookingCard>
  );
}

/** Download Receipt: the receipt PDF, fetched with the token and saved under the server's file name. */
export function ReceiptButton({ paymentId }: { paymentId: string }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      await downloadReceipt(paymentId);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: messageOr(error, 'The receipt could not be downloaded. Please try again.') });
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void download()} disabled={state.busy}>
        {state.busy ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : <Download aria-hidden="true" className="h-4 w-4" />}{' '}
        Download Receipt
      </Button>
      {state.error && <Alert tone="error">{state.error}</Alert>}
    </>
  );
}
