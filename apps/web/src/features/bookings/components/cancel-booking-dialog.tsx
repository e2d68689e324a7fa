import { formatTrackingNumber, MESSAGES, type Booking } from '@meridian/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { messageOr } from '../../../lib/api-client';
import { useCancelBooking } from '../api/cancel-booking';

interface CancelBookingDialogProps {
  booking: Booking;
  open: boolean;
  onClose: () => void;
  /** Called after the booking was cancelled, so the page can say so. */
  onCancelled?: () => void;
}

export function CancelBookingDialog({ booking, open, onClose, onCancelled }: CancelBookingDialogProps) {
  const mutation = useCancelBooking(booking._id);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await mutation.mutateAsync();
      onClose();
      onCancelled?.();
    } catch (error) {
      // The server's message, else the fallback, inside the dialog.
      setFailure(messageOr(error, MESSAGES.booking.cancelFailed));
    }
  };

  return (
    <Dialog open={open} onClose={close} title="Cancel Booking">
      <p className="text-slate-800">{MESSAGES.booking.cancelQuestion}</p>
      <dl className="mt-4 space-y-1 rounded-lg bg-slate-50 p-4 text-sm">
        <div>
          <dt className="sr-only">Customer</dt>
          <dd className="font-semibold text-slate-900">{booking.fullNameOrBusiness}</dd>
        </div>
        <div>
          <dt className="sr-only">Route</dt>
          <dd className="text-slate-800">
            {booking.pickupLocation.city} → {booking.dropoffLocation.city}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Tracking number</dt>
          <dd className="font-mono text-slate-800">{formatTrackingNumber(booking.trackingNumber ?? '')}</dd>
        </div>
      </dl>
      {failure && (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
          Keep Booking
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={mutation.isPending}>
          {mutation.isPending ? 'Canceling...' : 'Cancel Booking'}
        </Button>
      </div>
    </Dialog>
  );
}
