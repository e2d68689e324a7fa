import { zodResolver } from '@hookform/resolvers/zod';
import { CLAIM_TYPE_LABELS, CLAIM_TYPES, createClaimSchema, type Booking, type ClaimType, type CreateClaimInput } from '@meridian/contracts';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { StepIndicator } from '../../../components/ui/step-indicator';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { useCreateClaim, type CreatedClaim } from '../api/create-claim';
import { useClaimPreview } from '../api/get-claim-preview';
import { Card } from './card';
import { ClaimTerms } from './claim-terms';
import { FilePicker } from './file-picker';

interface Values {
  type: ClaimType | '';
  description: string;
  pieces: string[];
  amountClaimed: number;
}

// The schema the API parses the request with, so Next and the API's 400 agree (CONVENTIONS: contracts first).
const resolver = zodResolver(createClaimSchema) as unknown as Resolver<Values, unknown, CreateClaimInput>;

const STEP_FIELDS: readonly (readonly (keyof Values)[])[] = [['type', 'description'], ['pieces'], ['amountClaimed']];
const PIECES_NEEDED = 'Choose at least one piece';

/**
 * Three steps: what happened, which pieces (all by default) with photos staged, and the amount. The deadline and the
 * carrier's limit are computed beside it from the contracts' rules as the type and pieces are chosen.
 */
export function ClaimForm({ booking, onCreated }: { booking: Booking; onCreated: (created: CreatedClaim) => void }) {
  const pieces = booking.pieces ?? [];
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const mutation = useCreateClaim(booking._id);
  const form = useForm<Values, unknown, CreateClaimInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { type: '', description: '', pieces: pieces.map((piece) => piece.sscc), amountClaimed: Number.NaN },
  });
  const { register, formState, control, trigger, setError } = form;
  const [type, chosen, amount] = useWatch({ control, name: ['type', 'pieces', 'amountClaimed'] });
  // No pieces chosen (yet) asks for the whole shipment, as the API reads an absent list.
  const preview = useClaimPreview(booking._id, type || undefined, chosen ?? []);
  const errors = formState.errors;

  const next = async () => {
    if (!(await trigger(STEP_FIELDS[step] as (keyof Values)[]))) return;
    if (step === 1 && pieces.length > 0 && (chosen ?? []).length === 0) {
      setError('pieces', { message: PIECES_NEEDED });
      return;
    }
    setStep(step + 1);
  };

  const submit = form.handleSubmit((input) => {
    mutation.mutate({ input: pieces.length > 0 ? input : { ...input, pieces: undefined }, files }, { onSuccess: onCreated });
  });

  const last = step === STEP_FIELDS.length - 1;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (last) void submit();
          else void next();
        }}
        className="min-w-0 space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:col-span-2"
        aria-label={CLAIMS_COPY.formTitle}
      >
        <StepIndicator steps={CLAIMS_COPY.formSteps} current={step} label={CLAIMS_COPY.formStepsLabel} />
        {step === 0 && (
          <>
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">
                {CLAIMS_COPY.type} <span className="text-red-700" aria-hidden="true">*</span>
              </legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {CLAIM_TYPES.map((value) => (
                  <label key={value} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3.5 py-3 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50">
                    <input type="radio" value={value} {...register('type')} className="h-4 w-4 accent-blue-700" />
                    <span className="font-medium text-slate-900">{CLAIM_TYPE_LABELS[value]}</span>
                  </label>
                ))}
              </div>
              {errors.type && <p className="mt-1.5 text-sm font-medium text-red-700">{errors.type.message}</p>}
            </fieldset>
            <FormField id="claim-description" label={CLAIMS_COPY.description} hint={CLAIMS_COPY.descriptionHint} required error={errors.description?.message}>
              <textarea
                id="claim-description"
                rows={5}
                aria-invalid={Boolean(errors.description)}
                aria-describedby={errors.description ? 'claim-description-error' : undefined}
                className={inputClass(Boolean(errors.description))}
                {...register('description')}
              />
            </FormField>
          </>
        )}
        {step === 1 && (
          <>
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">{CLAIMS_COPY.pieces}</legend>
              {pieces.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">{CLAIMS_COPY.noPieces}</p>
              ) : (
                <>
                  <p className="mt-1 text-sm text-slate-700">{CLAIMS_COPY.piecesHint}</p>
                  <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
                    {pieces.map((piece) => (
                      <li key={piece.sscc}>
                        <label className="flex cursor-pointer items-center gap-3 px-3.5 py-2.5">
                          <input type="checkbox" value={piece.sscc} {...register('pieces')} className="h-4 w-4 accent-blue-700" />
                          <span className="min-w-0">
                            <span className="block font-medium text-slate-900">
                              {CLAIMS_COPY.pieceLabel(piece.index, pieces.length)} · {piece.weightKg} kg
                            </span>
                            <span className="block font-mono text-xs break-all text-slate-700">SSCC {piece.sscc}</span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {errors.pieces && <p className="mt-1.5 text-sm font-medium text-red-700">{errors.pieces.message ?? errors.pieces.root?.message}</p>}
            </fieldset>
            <div>
              <h3 className="text-sm font-semibold text-slate-800">{CLAIMS_COPY.files}</h3>
              <p className="mt-1 mb-2 text-sm text-slate-700">{CLAIMS_COPY.filesHint}</p>
              <FilePicker files={files} onChange={setFiles} label={CLAIMS_COPY.addFiles} />
            </div>
          </>
        )}
        {step === 2 && (
          <FormField id="claim-amount" label={`${CLAIMS_COPY.amount} (${booking.quote?.currency ?? 'USD'})`} required error={errors.amountClaimed?.message}>
            <input
              id="claim-amount"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              aria-invalid={Boolean(errors.amountClaimed)}
              aria-describedby={errors.amountClaimed ? 'claim-amount-error' : undefined}
              className={inputClass(Boolean(errors.amountClaimed))}
              {...register('amountClaimed', { valueAsNumber: true })}
            />
          </FormField>
        )}
        {mutation.isError && <Alert tone="error">{messageOr(mutation.error, CLAIMS_COPY.submitFailed)}</Alert>}
        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              {CLAIMS_COPY.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={mutation.isPending}>
            {last ? (mutation.isPending ? CLAIMS_COPY.submitting : CLAIMS_COPY.submit) : CLAIMS_COPY.next}
          </Button>
        </div>
      </form>
      {/* On a phone the deadline and limit come first, so they are read before the form is filled. */}
      <aside className="order-first min-w-0 lg:order-none">
        <Card title={CLAIMS_COPY.termsTitle} testId="claim-preview">
          {preview.data ? (
            <ClaimTerms deadline={preview.data.deadline} late={preview.data.late} liability={preview.data.liability} amount={Number.isFinite(amount) ? amount : undefined} />
          ) : preview.isError ? (
            <p className="text-sm text-red-800">{messageOr(preview.error, CLAIMS_COPY.previewFailed)}</p>
          ) : (
            <p className="text-sm text-slate-700">{CLAIMS_COPY.limitPending}</p>
          )}
        </Card>
      </aside>
    </div>
  );
}
