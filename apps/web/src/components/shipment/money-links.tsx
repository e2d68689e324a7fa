import type { Booking } from '@meridian/contracts';
import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { invoicePath, isAwaitingPayment, quotationPath, VIEW_QUOTE_AND_PAY } from '../../lib/money-links';
import { buttonClass } from '../ui/button';

/**
 * A booking's ways to its money, as its confirmation and its detail page both offer them: the quote to pay while it
 * awaits payment (for someone who may book), and its invoice once there is one.
 */
export function MoneyLinks({ booking, mayPay }: { booking: Pick<Booking, '_id' | 'paymentStatus' | 'status' | 'invoiceId'>; mayPay: boolean }) {
  return (
    <>
      {mayPay && isAwaitingPayment(booking) && (
        <Link to={quotationPath(booking._id)} className={buttonClass('primary')}>
          {VIEW_QUOTE_AND_PAY}
        </Link>
      )}
      {booking.invoiceId && (
        <Link to={invoicePath(booking.invoiceId)} className={buttonClass('secondary')}>
          <FileText aria-hidden="true" className="h-4 w-4" /> View invoice
        </Link>
      )}
    </>
  );
}
