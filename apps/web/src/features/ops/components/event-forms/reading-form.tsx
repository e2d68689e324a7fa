import { readingEventSchema, temperatureBand } from '@meridian/contracts';
import { useForm } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { eventResolver, optionalNumber } from '../../lib/event-values';
import { FormBody, FormButtons, type EventFormProps } from './form-parts';

export function ReadingForm({ booking, pending, onSubmit, onCancel }: EventFormProps) {
  const band = temperatureBand(booking.tempControlCelsius);
  const { register, handleSubmit, formState } = useForm({
    resolver: eventResolver(readingEventSchema),
    defaultValues: { type: 'reading' as const, version: booking.version, note: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormBody>
        <p className="text-slate-800">
          Allowed band: {band.min} to {band.max} °C.
        </p>
        <TextField
          id="reading-celsius"
          label="Temperature (°C)"
          type="number"
          step="0.1"
          inputMode="decimal"
          required
          error={formState.errors.celsius?.message}
          {...register('celsius', optionalNumber)}
        />
        <TextAreaField id="reading-note" label="Note" hint="(optional)" error={formState.errors.note?.message} {...register('note')} />
      </FormBody>
      <FormButtons pending={pending} label="Record reading" onCancel={onCancel} />
    </form>
  );
}
