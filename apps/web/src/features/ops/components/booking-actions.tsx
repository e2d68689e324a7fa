import { availableEvents, MILESTONE_LABELS, SHIPMENT_EVENT_LABELS, type Booking, type ShipmentEventInput, type ShipmentEventType, type UserRole } from '@meridian/contracts';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { storeOpsMove } from '../api/ops';
import { useShipmentEvent } from '../../../api/shipment-events';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MOVE_DONE, OPS_COPY } from '../../../content/ops';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { EventDialog } from './event-dialog';
import type { MovableBooking } from './event-forms/form-parts';

/** Moves that push the shipment forward get the strong button; side moves and cancel do not. */
const SIDE_MOVES: readonly ShipmentEventType[] = ['location', 'reading', 'cancel', 'delivery-failed'];

/**
 * The moves this staff member can make now, one button each, from the same lifecycle the API checks. A reading only
 * makes sense for perishable freight (a booking without a set temperature has no band), so others do not offer it.
 */
export function movesFor(role: UserRole, booking: Booking): ShipmentEventType[] {
  const state = { status: booking.status, milestone: booking.milestone, hasDriver: booking.assignment !== null, failedAttempts: booking.deliveryAttempts?.length ?? 0 };
  return availableEvents(role, state).filter((type) => type !== 'reading' || booking.isPerishable);
}

export function BookingActions({ booking, onReload, reloading = false }: { booking: MovableBooking; onReload: () => void; reloading?: boolean }) {
  const { user } = useAuth();
  const client = useQueryClient();
  const mutation = useShipmentEvent({ onSuccess: (answer, input) => storeOpsMove(client, input.bookingId, answer) });
  const [open, setOpen] = useState<ShipmentEventType | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const moves = user ? movesFor(user.role, booking) : [];
  const primary = moves.find((type) => !SIDE_MOVES.includes(type));

  const start = (type: ShipmentEventType) => {
    setDone(null);
    setFailure(null);
    setOpen(type);
  };

  const close = () => {
    setFailure(null);
    setOpen(null);
  };

  const submit = (event: ShipmentEventInput) => {
    setFailure(null);
    mutation.mutate(
      { bookingId: booking._id, event },
      {
        onSuccess: () => {
          setOpen(null);
          setConflict(null);
          setDone(MOVE_DONE[event.type]);
        },
        onError: (error) => {
          // A stale version or a move someone else made first: the page shows it and offers the fresh booking.
          if (error instanceof ApiError && error.status === 409) {
            setOpen(null);
            setConflict(messageOr(error, OPS_COPY.moveFailed));
          } else {
            setFailure(messageOr(error, OPS_COPY.moveFailed));
          }
        },
      },
    );
  };

  const reload = () => {
    setConflict(null);
    onReload();
  };

  return (
    <section aria-labelledby="moves-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="moves-title" className="text-lg font-bold text-slate-900">
        Moves
      </h2>
      {conflict && (
        <Alert
          tone="error"
          title={OPS_COPY.moveConflictTitle}
          className="mt-4"
          action={
            <Button variant="secondary" onClick={reload} disabled={reloading}>
              <RotateCw aria-hidden="true" className="h-4 w-4" /> Reload
            </Button>
          }
        >
          {conflict}
        </Alert>
      )}
      {done && (
        <Alert tone="success" className="mt-4">
          {done}
        </Alert>
      )}
      {moves.length === 0 ? (
        <p className="mt-3 text-slate-700">No moves are left: this booking is {MILESTONE_LABELS[booking.milestone].toLowerCase()}.</p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {moves.map((type) => (
            <Button
              key={type}
              variant={type === 'cancel' ? 'danger' : type === primary ? 'primary' : 'secondary'}
              className="grow sm:grow-0"
              onClick={() => start(type)}
            >
              {SHIPMENT_EVENT_LABELS[type]}
            </Button>
          ))}
        </div>
      )}
      <EventDialog booking={booking} type={open} pending={mutation.isPending} failure={failure} onSubmit={submit} onClose={close} />
    </section>
  );
}
