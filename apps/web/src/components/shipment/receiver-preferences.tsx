import { deliveryWindowLabel, type Booking } from '@meridian/contracts';

// Decision 0112: what the receiver chose through their link (or the customer in the wizard): when to come, and how to
// find them. The driver reads it on the job; the console on the booking.

/** Nothing when neither was set; otherwise the window and the instructions, each when present. */
export function ReceiverPreferences({ booking, className = '' }: { booking: Pick<Booking, 'deliveryWindow' | 'deliveryInstructions'>; className?: string }) {
  if (!booking.deliveryWindow && !booking.deliveryInstructions) return null;
  return (
    <dl className={`space-y-1 rounded-lg bg-blue-50 px-3 py-2 text-base text-slate-950 ring-1 ring-blue-700 ${className}`} data-testid="receiver-preferences">
      {booking.deliveryWindow && (
        <div>
          <dt className="inline font-semibold">Delivery window: </dt>
          <dd className="inline">{deliveryWindowLabel(booking.deliveryWindow)}</dd>
        </div>
      )}
      {booking.deliveryInstructions && (
        <div>
          <dt className="inline font-semibold">Receiver's instructions: </dt>
          <dd className="inline whitespace-pre-line">{booking.deliveryInstructions}</dd>
        </div>
      )}
    </dl>
  );
}
