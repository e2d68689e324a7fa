import type { Booking, BookingCustomer, ShipmentEventInput } from '@meridian/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';

/** The console's booking carries its customer, whose invoice terms decide whether a confirmation needs a reason. */
export type MovableBooking = Booking & { customer?: BookingCustomer | null };

/** What every move's form receives from the dialog that sends it. */
export interface EventFormProps {
  booking: MovableBooking;
  pending: boolean;
  onSubmit: (event: ShipmentEventInput) => void;
  onCancel: () => void;
}

export function FormButtons({ pending, label, onCancel, destructive = false }: { pending: boolean; label: string; onCancel: () => void; destructive?: boolean }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Back
      </Button>
      <Button type="submit" variant={destructive ? 'danger' : 'primary'} disabled={pending}>
        {pending ? 'Saving...' : label}
      </Button>
    </div>
  );
}

export function FormBody({ children }: { children: ReactNode }) {
  return <div className="space-y-4">{children}</div>;
}
