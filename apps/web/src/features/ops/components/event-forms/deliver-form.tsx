import { deliverEventSchema } from '@meridian/contracts';
import { Controller, useForm } from 'react-hook-form';
import { SignaturePad } from '../../../../components/ui/signature-pad';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { eventResolver } from '../../lib/event-values';
import { FormBody, FormButtons, type EventFormProps } from './form-parts';

/** Delivered: the receiver's printed name and their signature are the proof of delivery. */
export function DeliverForm({ booking, pending, onSubmit, onCancel }: EventFormProps) {
  const { register, handleSubmit, formState, control } = useForm({
    resolver: eventResolver(deliverEventSchema),
    defaultValues: { type: 'deliver' as const, version: booking.version, note: '', receiverName: '', signature: '', location: { place: '' } },
  });
  const errors = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormBody>
        <TextField
          id="deliver-receiver"
          label="Receiver's name"
          required
          autoComplete="off"
          error={errors.receiverName?.message}
          {...register('receiverName')}
        />
        <Controller
          control={control}
          name="signature"
          render={({ field, fieldState }) => (
            <SignaturePad id="deliver-signature" label="Receiver's signature" error={fieldState.error?.message} onChange={(value) => field.onChange(value ?? '')} />
          )}
        />
        <TextField id="deliver-place" label="Place" hint="(optional)" error={errors.location?.place?.message} {...register('location.place')} />
        <TextAreaField id="deliver-note" label="Note" hint="(optional)" error={errors.note?.message} {...register('note')} />
      </FormBody>
      <FormButtons pending={pending} label="Mark delivered" onCancel={onCancel} />
    </form>
  );
}
