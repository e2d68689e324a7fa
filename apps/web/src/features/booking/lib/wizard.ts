import { BOOKING_WIZARD_STEPS, DEFAULT_TEMPERATURE_CELSIUS, type CreateBookingFormValues, type CreateBookingInput } from '@meridian/contracts';

export const DRAFT_KEY = 'meridian.bookingDraft';
export const LAST_STEP = BOOKING_WIZARD_STEPS.length - 1;

export type WizardValues = CreateBookingFormValues;

export interface WizardDraft {
  step: number;
  idempotencyKey: string;
  values: WizardValues;
}

export const emptyValues: WizardValues = {
  vehicleType: undefined as unknown as WizardValues['vehicleType'],
  fullNameOrBusiness: '',
  contactPhone: '',
  email: '',
  customerType: undefined as unknown as WizardValues['customerType'],
  pickupPerson: { name: '', phone: '', email: '' },
  pickupLocation: { address: '', city: '', state: '' },
  receiverPerson: { name: '', phone: '', email: '' },
  dropoffLocation: { address: '', city: '', state: '' },
  goodsType: undefined as unknown as WizardValues['goodsType'],
  cargoWeightKg: Number.NaN,
  quantity: 1,
  isFragile: false,
  isPerishable: false,
  tempControlCelsius: DEFAULT_TEMPERATURE_CELSIUS,
  estimatedPickupDate: '',
  estimatedDeliveryDate: '',
  notes: '',
};

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `draft-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function loadDraft(): WizardDraft {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as WizardDraft;
      const values = { ...emptyValues, ...parsed.values };
      // JSON turns NaN into null; give number inputs back a number.
      if (values.cargoWeightKg === null) values.cargoWeightKg = Number.NaN;
      return { step: Math.min(Math.max(0, parsed.step ?? 0), LAST_STEP), idempotencyKey: parsed.idempotencyKey || newKey(), values };
    }
  } catch {
    // A broken draft starts over.
  }
  return { step: 0, idempotencyKey: newKey(), values: emptyValues };
}

export function saveDraft(draft: WizardDraft) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft() {
  sessionStorage.removeItem(DRAFT_KEY);
}

/** Only the step's own fields, so the strict step schema sees exactly what it checks. */
function pick(values: WizardValues, keys: string[]) {
  const source = values as unknown as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, source[key]]));
}

/** spec 4: Next is enabled only when the step's schema (the server's too) passes. */
export function stepErrors(step: number, values: WizardValues): Record<string, string> {
  const schema = BOOKING_WIZARD_STEPS[step]?.schema;
  if (!schema) return {};
  // A hidden temperature (not perishable) is sent as 0, so it must not block the step.
  const checked = values.isPerishable ? values : { ...values, tempControlCelsius: 0 };
  const result = schema.safeParse(pick(checked, Object.keys(schema.shape)));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

export function isStepValid(step: number, values: WizardValues): boolean {
  return Object.keys(stepErrors(step, values)).length === 0;
}

function toIso(value: string): string {
  // A calendar date means that day at midnight UTC, so every time zone sends the same day.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : new Date(value).toISOString();
}

/** The create body: dates as ISO timestamps, temperature 0 (none) unless perishable. */
export function toCreateInput(values: WizardValues): CreateBookingInput {
  return {
    ...(values as CreateBookingInput),
    cargoWeightKg: Number(values.cargoWeightKg),
    quantity: Number(values.quantity),
    tempControlCelsius: values.isPerishable ? Number(values.tempControlCelsius) : 0,
    estimatedPickupDate: toIso(values.estimatedPickupDate),
    estimatedDeliveryDate: toIso(values.estimatedDeliveryDate),
    notes: values.notes?.trim() ? values.notes.trim() : undefined,
  };
}
