import type { Booking, ShipmentEventInput } from '@meridian/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';

/** What every move's form receives from the dialog that sends it. */
export interface EventFormProps {
  booking: Booking;
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
