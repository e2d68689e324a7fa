import { BOOKING_WIZARD_STEPS, createBookingSchema, firstErrorPerField, MESSAGES, type Booking } from '@meridian/contracts';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StepIndicator } from '../../../components/ui/step-indicator';
import { useLater } from '../../../lib/use-later';
import { useStepInUrl } from '../../../lib/wizard/use-step-in-url';
import { useStepWizard } from '../../../lib/wizard/use-step-wizard';
import { useCreateBooking } from '../api/create-booking';
import { createBookingFailure } from '../lib/booking-errors';
import { bookingDraftMeta, DRAFT_KEY, emptyValues, isStepValid, prepareBookingValues, reviveBookingValues, toCreateInput, toQuoteInput, type WizardValues } from '../lib/wizard';
import { businessCustomerValues, isCustomerStepBlank, type BusinessCustomer } from '../lib/business-customer';
import type { UsualCountries } from '../lib/usual-countries';
import { ModeComparison } from './mode-comparison';
import { ReviewQuote } from './review-quote';
import { CargoStep, CustomerStep, DropoffStep, PickupStep, ReviewStep, TransportStep } from './wizard-steps';

// Redirect 1.5 s after the booking is created, time to read the success message.
const BOOKING_REDIRECT_MS = 1500;

export function BookingWizard({
  onCreated,
  business = null,
  businessPending = false,
  usualCountries = {},
}: {
  onCreated: (booking: Booking) => void;
  /** Where a fresh draft's pickup and drop-off countries start (lib/usual-countries). */
  usualCountries?: UsualCountries;
  /** The verified business the account books for, if any; `businessPending` while its profile is still loading. */
  business?: BusinessCustomer | null;
  businessPending?: boolean;
}) {
  const wizard = useStepWizard<WizardValues, { idempotencyKey: string }>({
    steps: BOOKING_WIZARD_STEPS,
    storageKey: DRAFT_KEY,
    emptyValues,
    reviveValues: reviveBookingValues,
    prepare: prepareBookingValues,
    meta: bookingDraftMeta,
  });
  const { form, step, values, errorFor } = wizard;
  // A verified business is not asked again who it is: a fresh draft's Customer step starts from its profile.
  const blank = isCustomerStepBlank(values);
  const prefilled = useRef(false);
  useEffect(() => {
    if (!business || !blank || prefilled.current) return;
    prefilled.current = true;
    for (const [field, value] of Object.entries(businessCustomerValues(business))) {
      form.setValue(field as keyof ReturnType<typeof businessCustomerValues>, value as never, { shouldValidate: true });
    }
  }, [business, blank, form]);
  // A draft whose country is still blank starts from the organization's usual one; a country the customer chose stays.
  const countriesApplied = useRef({ pickup: false, dropoff: false });
  const { pickup: usualPickup, dropoff: usualDropoff } = usualCountries;
  useEffect(() => {
    const usual = { pickup: usualPickup, dropoff: usualDropoff };
    for (const end of ['pickup', 'dropoff'] as const) {
      const country = usual[end];
      const field = end === 'pickup' ? 'pickupLocation.country' : 'dropoffLocation.country';
      if (!country || countriesApplied.current[end]) continue;
      countriesApplied.current[end] = true;
      if (!form.getValues(field)) form.setValue(field, country, { shouldDirty: true });
    }
  }, [usualPickup, usualDropoff, form]);
  useStepInUrl({ step, stepCount: BOOKING_WIZARD_STEPS.length, goTo: wizard.goTo, isStepValid: (index) => isStepValid(index, values) });
  const [banner, setBanner] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const submitting = useRef(false);
  const mutation = useCreateBooking();
  const later = useLater();

  const fail = (message: string, fields: Record<string, string>) => {
    setBanner(message);
    wizard.showFieldErrors(fields);
  };

  const submit = async () => {
    // A double click sends one request: the second click lands before React disables the button.
    if (submitting.current) return;
    submitting.current = true;
    setBanner(null);
    wizard.clearFieldErrors();
    try {
      // The draft may be older than today (a pickup date now in the past): check it all once more before sending.
      const parsed = createBookingSchema.safeParse(toCreateInput(values));
      if (!parsed.success) {
        fail(MESSAGES.booking.createValidation, firstErrorPerField(parsed.error.issues));
        return;
      }
      const body = await mutation.mutateAsync({ input: parsed.data, idempotencyKey: wizard.meta.idempotencyKey });
      setCreated(true);
      wizard.discardDraft();
      later(() => onCreated(body.data), BOOKING_REDIRECT_MS);
    } catch (error) {
      const failure = createBookingFailure(error);
      fail(failure.banner, failure.fields);
    } finally {
      submitting.current = false;
    }
  };

  const stepProps = { form, errorFor };
  return (
    <div>
      <StepIndicator steps={BOOKING_WIZARD_STEPS} current={step} label="Booking steps" />
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {/* On phones the indicator above already reads "Step 2 of 6 - Customer", so the heading is for screen readers only there. */}
        <h2 className="mb-5 text-xl font-bold text-slate-900 max-sm:sr-only">{`Step ${step + 1} of ${BOOKING_WIZARD_STEPS.length}: ${wizard.current.title}`}</h2>
        {step === 0 && <TransportStep {...stepProps} />}
        {step === 1 && <CustomerStep {...stepProps} business={business} businessPending={businessPending} />}
        {step === 2 && <PickupStep {...stepProps} />}
        {step === 3 && <DropoffStep {...stepProps} />}
        {step === 4 && <CargoStep {...stepProps} />}
        {step === 5 && (
          <>
            <ReviewStep values={values} />
            <ModeComparison
              inputFor={(mode) => toQuoteInput(values, mode)}
              chosen={values.vehicleType}
              onChoose={(mode) => form.setValue('vehicleType', mode, { shouldDirty: true, shouldValidate: true })}
            />
            <ReviewQuote input={toQuoteInput(values)} pickupDate={values.estimatedPickupDate} deliveryDate={values.estimatedDeliveryDate} />
          </>
        )}
        <div className="mt-8 space-y-4">
          {/* Beside the buttons, where the user is looking when a submit fails or succeeds. */}
          {banner && <Alert tone="error">{banner}</Alert>}
          {created && <Alert tone="success">{MESSAGES.booking.createSuccess}</Alert>}
          <div className="flex flex-wrap justify-between gap-3">
            {step > 0 ? (
              <Button variant="secondary" onClick={wizard.back} disabled={mutation.isPending || created}>
                Back
              </Button>
            ) : (
              <span />
            )}
            {!wizard.isLast ? (
              <Button onClick={() => void wizard.next()} disabled={!wizard.canAdvance}>
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
    </div>
  );
}
