import { attemptOfMax, DELIVERY_FAILURE_REASON_LABELS, DELIVERY_FAILURE_REASONS, deliveryFailedEventSchema, MAX_DELIVERY_ATTEMPTS } from '@meridian/contracts';
import { useForm } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/text-field';
import { eventResolver } from '../../lib/event-values';
import { FormBody, FormButtons, type EventFormProps } from './form-parts';

/**
 * Decision 0108: an operator records a failed attempt the driver phoned in: why (a note for "Other") and where. The
 * third one returns the shipment to its sender, so the form says so before it is sent.
 */
export function DeliveryFailedForm({ booking, pending, onSubmit, onCancel }: EventFormProps) {
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: eventResolver(deliveryFailedEventSchema),
    // The reason starts unchosen: the select's empty option fails the schema with its own message.
    defaultValues: { type: 'delivery-failed' as const, version: booking.version, reason: '' as never, note: '', location: { place: '' } },
  });
  const number = (booking.deliveryAttempts?.length ?? 0) + 1;
  const last = number >= MAX_DELIVERY_ATTEMPTS;
  const other = watch('reason') === 'other';
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormBody>
        <p className={last ? 'font-semibold text-red-800' : 'text-slate-800'}>
          {attemptOfMax(number)}.{last ? ' This returns the shipment to its sender; it cannot be undone.' : ' The shipment then waits to go out for delivery again.'}
        </p>
        <SelectField id="attempt-reason" label="Reason" required error={formState.errors.reason?.message} {...register('reason')}>
          <option value="">Choose a reason</option>
          {DELIVERY_FAILURE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {DELIVERY_FAILURE_REASON_LABELS[reason]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="attempt-note"
          label="Note"
          required={other}
          hint={other ? undefined : '(optional)'}
          error={formState.errors.note?.message}
          {...register('note')}
        />
        <TextField id="attempt-place" label="Place" hint="(optional)" error={formState.errors.location?.place?.message} {...register('location.place')} />
      </FormBody>
      <FormButtons pending={pending} label={last ? 'Return to sender' : 'Record failed attempt'} onCancel={onCancel} destructive={last} />
    </form>
  );
}
