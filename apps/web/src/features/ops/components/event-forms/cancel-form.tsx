import { cancelEventSchema } from '@meridian/contracts';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../../../../components/ui/text-field';
import { eventResolver } from '../../lib/event-values';
import { FormBody, FormButtons, type EventFormProps } from './form-parts';

export function CancelForm({ booking, pending, onSubmit, onCancel }: EventFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: eventResolver(cancelEventSchema),
    defaultValues: { type: 'cancel' as const, version: booking.version, reason: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormBody>
        <p className="text-slate-800">Cancelling cannot be undone. The customer sees the reason in the booking&apos;s history.</p>
        <TextAreaField id="cancel-reason" label="Reason" required error={formState.errors.reason?.message} {...register('reason')} />
      </FormBody>
      <FormButtons pending={pending} label="Cancel booking" onCancel={onCancel} destructive />
    </form>
  );
}
