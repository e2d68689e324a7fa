import { SHIPMENT_EVENT_LABELS, type ShipmentEventInput, type ShipmentEventType } from '@meridian/contracts';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { AssignForm } from './event-forms/assign-form';
import { CancelForm } from './event-forms/cancel-form';
import { ConfirmForm } from './event-forms/confirm-form';
import { DeliverForm } from './event-forms/deliver-form';
import { DeliveryFailedForm } from './event-forms/delivery-failed-form';
import type { EventFormProps, MovableBooking } from './event-forms/form-parts';
import { PlaceForm } from './event-forms/place-form';
import { ReadingForm } from './event-forms/reading-form';

// The buttons carry the contracts' short labels; a dialog's title says plainly what it will do.
const DIALOG_TITLES: Partial<Record<ShipmentEventType, string>> = { confirm: 'Confirm booking', cancel: 'Cancel booking', 'delivery-failed': 'Record a failed delivery attempt' };

interface EventDialogProps {
  booking: MovableBooking;
  type: ShipmentEventType | null;
  pending: boolean;
  failure: string | null;
  onSubmit: (event: ShipmentEventInput) => void;
  onClose: () => void;
}

function EventForm({ type, ...props }: EventFormProps & { type: ShipmentEventType }) {
  switch (type) {
    case 'confirm':
      return <ConfirmForm {...props} />;
    case 'assign':
      return <AssignForm {...props} />;
    case 'pickup':
    case 'location':
    case 'out-for-delivery':
      return <PlaceForm type={type} {...props} />;
    case 'deliver':
      return <DeliverForm {...props} />;
    case 'delivery-failed':
      return <DeliveryFailedForm {...props} />;
    case 'cancel':
      return <CancelForm {...props} />;
    case 'reading':
      return <ReadingForm {...props} />;
  }
}

/** One small dialog per move; its form is the move's contracts schema, and a refusal other than 409 shows here. */
export function EventDialog({ booking, type, pending, failure, onSubmit, onClose }: EventDialogProps) {
  return (
    <Dialog open={type !== null} title={type ? (DIALOG_TITLES[type] ?? SHIPMENT_EVENT_LABELS[type]) : ''} onClose={onClose} size={type === 'deliver' || type === 'assign' ? 'lg' : 'sm'}>
      {failure && (
        <Alert tone="error" className="mb-4">
          {failure}
        </Alert>
      )}
      {type && <EventForm key={type} type={type} booking={booking} pending={pending} onSubmit={onSubmit} onCancel={onClose} />}
    </Dialog>
  );
}
