import { confirmEventSchema, formatTrackingNumber } from '@meridian/contracts';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../../../../components/ui/text-field';
import { eventResolver } from '../../lib/event-values';
import { FormBody, FormButtons, type EventFormProps } from './form-parts';

export function ConfirmForm({ booking, pending, onSubmit, onCancel }: EventFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: eventResolver(confirmEventSchema),
    defaultValues: { type: 'confirm' as const, version: booking.version, note: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormBody>
        <p className="text-slate-800">
          Confirm booking <span className="font-mono font-semibold">{formatTrackingNumber(booking.trackingNumber)}</span> for{' '}
          {booking.fullNameOrBusiness}? The customer is told it is confirmed.
        </p>
        <TextAreaField id="confirm-note" label="Note" hint="(optional)" error={formState.errors.note?.message} {...register('note')} />
      </FormBody>
      <FormButtons pending={pending} label="Confirm booking" onCancel={onCancel} />
    </form>
  );
}
