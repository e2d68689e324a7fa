import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@meridian/contracts';
import { Badge } from './badge';

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  paid: 'bg-green-100 text-green-900',
  invoiced: 'bg-blue-100 text-blue-900',
  unpaid: 'bg-amber-100 text-amber-950',
  refunded: 'bg-slate-100 text-slate-800',
};

/** Where a booking stands with money (decision 0083); an unpaid booking of a customer on invoice terms says so. */
export function PaymentBadge({ status, invoiceTerms = false }: { status: PaymentStatus; invoiceTerms?: boolean }) {
  const label = status === 'unpaid' && invoiceTerms ? `${PAYMENT_STATUS_LABELS.unpaid} · invoice terms` : PAYMENT_STATUS_LABELS[status];
  return <Badge className={PAYMENT_TONES[status]}>{label}</Badge>;
}
