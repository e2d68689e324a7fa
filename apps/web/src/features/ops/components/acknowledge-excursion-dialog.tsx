import { zodResolver } from '@hookform/resolvers/zod';
import { EXCURSION_DISPOSITION_LABELS, EXCURSION_DISPOSITIONS, excursionAcknowledgeSchema, type ExcursionAcknowledgeInput, type OpsExcursion } from '@meridian/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useAcknowledgeExcursion } from '../../../api/excursions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-field';
import { COLD_CHAIN_COPY, DISPOSITION_HINTS } from '../../../content/cold-chain';
import { messageOr } from '../../../lib/api-client';

type Values = { disposition: ExcursionAcknowledgeInput['disposition'] | ''; note: string };

// A blank note is no note; the schema (the API's own) decides what a valid disposition is.
const schemaResolver = zodResolver(excursionAcknowledgeSchema) as unknown as Resolver<Values, unknown, ExcursionAcknowledgeInput>;
const resolver: Resolver<Values, unknown, ExcursionAcknowledgeInput> = (values, context, options) =>
  schemaResolver({ disposition: values.disposition || undefined, ...(values.note.trim() ? { note: values.note } : {}) } as unknown as Values, context, options);

/** Records what happens to the goods after an excursion: once, by an operator or admin (the API answers 409 after). */
export function AcknowledgeExcursionDialog({ item, onClose }: { item: OpsExcursion; onClose: () => void }) {
  const mutation = useAcknowledgeExcursion(item.bookingId, item.excursion.id);
  const { register, handleSubmit, formState } = useForm<Values, unknown, ExcursionAcknowledgeInput>({ resolver, defaultValues: { disposition: '', note: '' } });
  const submit = (input: ExcursionAcknowledgeInput) => mutation.mutate(input, { onSuccess: onClose });
  return (
    <Dialog open title={COLD_CHAIN_COPY.acknowledgeTitle} onClose={onClose} size="lg">
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <p className="text-sm text-slate-700">
          <span className="font-mono font-semibold">{item.trackingNumber}</span> · {item.route} · peak {item.excursion.peakCelsius} °C (band {item.band.min} to {item.band.max} °C)
        </p>
        {mutation.isError && <Alert tone="error">{messageOr(mutation.error, 'The acknowledgement could not be saved.')}</Alert>}
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">
            {COLD_CHAIN_COPY.acknowledgeDisposition} <span className="text-red-700">*</span>
          </legend>
          <div className="mt-2 space-y-2">
            {EXCURSION_DISPOSITIONS.map((d) => (
              <label key={d} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50">
                <input type="radio" value={d} className="mt-1" {...register('disposition')} />
                <span>
                  <span className="block font-semibold text-slate-900">{EXCURSION_DISPOSITION_LABELS[d]}</span>
                  <span className="block text-sm text-slate-700">{DISPOSITION_HINTS[d]}</span>
                </span>
              </label>
            ))}
          </div>
          {formState.errors.disposition && <p className="mt-1.5 text-sm font-medium text-red-700">{formState.errors.disposition.message}</p>}
        </fieldset>
        <TextAreaField id="ack-note" label={COLD_CHAIN_COPY.acknowledgeNote} hint={COLD_CHAIN_COPY.acknowledgeNoteHint} error={formState.errors.note?.message} {...register('note')} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? COLD_CHAIN_COPY.acknowledgeSaving : COLD_CHAIN_COPY.acknowledgeSubmit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
