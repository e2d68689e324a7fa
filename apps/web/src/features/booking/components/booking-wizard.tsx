import { BOOKING_WIZARD_STEPS, createBookingSchema, MESSAGES, type Booking, type CreateBookingFormValues } from '@meridian/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useLater } from '../../../lib/use-later';
import { useCreateBooking } from '../api/create-booking';
import { createBookingFailure } from '../lib/booking-errors';
import { LAST_STEP, loadDraft, saveDraft, stepErrors, toCreateInput, type WizardDraft } from '../lib/wizard';
import { CargoStep, CustomerStep, DropoffStep, PickupStep, ReviewStep, TransportStep } from './wizard-steps';

// spec 4: redirect 1.5 s after the booking is created.
export const BOOKING_REDIRECT_MS = 1500;

function stepOfField(path: string): number {
  const top = path.split('.')[0] ?? '';
  const index = BOOKING_WIZARD_STEPS.findIndex((step) => step.schema && top in step.schema.shape);
  return index < 0 ? LAST_STEP : index;
}

export function BookingWizard({ onCreated, initialDraft }: { onCreated: (booking: Booking) => void; initialDraft?: WizardDraft }) {
  const [draft] = useState<WizardDraft>(() => initialDraft ?? loadDraft());
  const [step, setStep] = useState(draft.step);
  const [banner, setBanner] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState(false);
  const mutation = useCreateBooking();
  const later = useLater();

  const form = useForm<CreateBookingFormValues>({ defaultValues: draft.values, mode: 'onTouched' });
  const values = form.watch();
  const errors = useMemo(() => stepErrors(step, values), [step, values]);
  const valid = Object.keys(errors).length === 0;

  useEffect(() => {
    if (!created) saveDraft({ step, idempotencyKey: draft.idempotencyKey, values });
  }, [values, step, draft.idempotencyKey, created]);

  const touched = form.formState.touchedFields;
  const errorFor = (path: string) => {
    if (serverErrors[path]) return serverErrors[path];
    const isTouched = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], touched);
    return isTouched ? errors[path] : undefined;
  };

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const submit = async () => {
    setBanner(null);
    setServerErrors({});
    const parsed = createBookingSchema.safeParse(toCreateInput(values));
    if (!parsed.success) {
      setBanner(MESSAGES.booking.createValidation);
      return;
    }
    try {
      const body = await mutation.mutateAsync({ input: parsed.data, idempotencyKey: draft.idempotencyKey });
      setCreated(true);
      later(() => onCreated(body.data), BOOKING_REDIRECT_MS);
    } catch (error) {
      const failure = createBookingFailure(error);
      setBanner(failure.banner);
      setServerErrors(failure.fields);
      const firstField = Object.keys(failure.fields)[0];
      if (firstField) goTo(stepOfField(firstField));
    }
  };

  const current = BOOKING_WIZARD_STEPS[step]!;
  return (
    <div>
      <ol className="flex flex-wrap gap-2" aria-label="Booking steps">
        {BOOKING_WIZARD_STEPS.map((s, index) => (
          <li
            key={s.key}
            aria-current={index === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${
              index === step ? 'bg-blue-700 text-white' : index < step ? 'bg-blue-100 text-blue-900' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {index + 1}. {s.title}
          </li>
        ))}
      </ol>
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2 className="mb-5 text-xl font-bold text-slate-900">
          Step {step + 1} of {BOOKING_WIZARD_STEPS.length}: {current.title}
        </h2>
        {banner && (
          <div role="alert" className="mb-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
            {banner}
          </div>
        )}
        {created && (
          <div role="status" className="mb-5 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
            {MESSAGES.booking.createSuccess}
          </div>
        )}
        {step === 0 && <TransportStep form={form} errorFor={errorFor} />}
        {step === 1 && <CustomerStep form={form} errorFor={errorFor} />}
        {step === 2 && <PickupStep form={form} errorFor={errorFor} />}
        {step === 3 && <DropoffStep form={form} errorFor={errorFor} />}
        {step === 4 && <CargoStep form={form} errorFor={errorFor} />}
        {step === 5 && <ReviewStep values={values} />}
        <div className="mt-8 flex flex-wrap justify-between gap-3">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={mutation.isPending || created}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step < LAST_STEP ? (
            <Button onClick={() => goTo(step + 1)} disabled={!valid}>
              Next
            </Button>
          ) : (
            <Button onClick={() => void submit()} disabled={mutation.isPending || created}>
              {mutation.isPending ? 'Submitting...' : 'Confirm & Submit'}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
