import { DeliverForm as ProofOfDeliveryForm } from '../../../../components/deliver-form/deliver-form';
import { FormButtons, type EventFormProps } from './form-parts';

/** Delivered: the receiver's printed name and their signature are the proof of delivery; the console also records where. */
export function DeliverForm({ booking, pending, onSubmit, onCancel }: EventFormProps) {
  return (
    <ProofOfDeliveryForm
      bookedReceiver={booking.receiverPerson.name}
      withPlaceAndNote
      onSubmit={(draft) => onSubmit({ ...draft, version: booking.version })}
      buttons={(busy) => <FormButtons pending={pending || busy} label="Mark delivered" onCancel={onCancel} />}
    />
  );
}
