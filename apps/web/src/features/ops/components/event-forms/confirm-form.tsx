import { confirmEventSchema, formatTrackingNumber, hasInvoiceTerms, needsUnpaidReason, requiredText, UNPAID_REASON_LABEL } from '@meridian/contracts';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { TextAreaField } from '../../../../components/ui/text-field';
import { OPS_COPY } from '../../../../content/ops';
import { eventResolver } from '../../lib/event-values';
import { FormBody, FormButtons, type EventFormProps } from './form-parts';

// Decision 0083: the API asks for the same field when the booking is unpaid and its customer has no invoice terms.
const unpaidConfirmSchema = confirmEventSchema.extend({ unpaidReason: requiredText(UNPAID_REASON_LABEL, 500) });

export function ConfirmForm({ booking, pending, onSubmit, onCancel }: EventFormProps) {
  const needsReason = needsUnpaidReason(booking.paymentStatus, hasInvoiceTerms(booking.customer, booking.customerType));
  const { register, handleSubmit, formState } = useForm({
    resolver: eventResolver(needsReason ? unpaidConfirmSchema : confirmEventSchema),
    defaultValues: { type: 'confirm' as const, version: booking.version, note: '', unpaidReason: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormBody>
        <p className="text-slate-800">
          Confirm booking <span className="font-mono font-semibold">{formatTrackingNumber(booking.trackingNumber)}</span> for{' '}
          {booking.fullNameOrBusiness}? The customer is told it is confirmed.
        </p>
        {needsReason && (
          <>
            <Alert tone="info" title={OPS_COPY.unpaidConfirmTitle}>
              {OPS_COPY.unpaidConfirmBody}
            </Alert>
            <TextAreaField id="confirm-unpaid-reason" label={UNPAID_REASON_LABEL} required error={formState.errors.unpaidReason?.message} {...register('unpaidReason')} />
          </>
        )}
        <TextAreaField id="confirm-note" label="Note" hint="(optional)" error={formState.errors.note?.message} {...register('note')} />
      </FormBody>
      <FormButtons pending={pending} label={needsReason ? 'Confirm unpaid booking' : 'Confirm booking'} onCancel={onCancel} />
    </form>
  );
}
