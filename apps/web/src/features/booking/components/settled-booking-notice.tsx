import type { Booking } from '@meridian/contracts';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { confirmationPath, invoicePath } from '../../../lib/money-links';

/**
 * What the quotation and the payment page say of a booking with nothing left to pay (paid, or on invoice terms), with
 * the way on: its invoice when there is one, and its confirmation.
 */
export function SettledBookingNotice({ booking, className }: { booking: Pick<Booking, '_id' | 'paymentStatus' | 'invoiceId'>; className?: string }) {
  return (
    <Alert
      tone="info"
      className={className}
      action={
        <div className="flex flex-wrap gap-3">
          {booking.invoiceId && (
            <Link to={invoicePath(booking.invoiceId)} className={buttonClass('primary')}>
              View invoice
            </Link>
          )}
          <Link to={confirmationPath(booking._id)} className={buttonClass('secondary')}>
            Booking confirmation
          </Link>
        </div>
      }
    >
      {booking.paymentStatus === 'invoiced' ? 'This booking is on invoice terms.' : 'This booking is already paid.'}
    </Alert>
  );
}
