import {
  applyTemperatureRule,
  BOOKING_WIZARD_STEPS,
  type CreateBookingFormValues,
  type QuoteInput,
} from '@meridian/contracts';
import { stepErrors } from '../../../lib/wizard/step-values';

export const DRAFT_KEY = 'meridian.bookingDraft';

export type WizardValues = CreateBookingFormValues;

export interface BookingDraftMeta {
  idempotencyKey: string;
}

export const emptyValues: WizardValues = {
  vehicleType: undefined as unknown as WizardValues['vehicleType'],
  fullNameOrBusiness: '',
  contactPhone: '',
  email: '',
  customerType: undefined as unknown as WizardValues['customerType'],
  pickupPerson: { name: '', phone: '', email: '' },
  pickupLocation: { address: '', city: '', state: '', country: '' },
  receiverPerson: { name: '', phone: '', email: '' },
  dropoffLocation: { address: '', city: '', state: '', country: '' },
  goodsType: undefined as unknown as WizardValues['goodsType'],
  cargoWeightKg: Number.NaN,
  quantity: 1,
  isFragile: false,
  isPerishable: false,
  // Decision 0084: no pre-filled set point; a perishable booking's band is the customer's own choice.
  tempControlCelsius: Number.NaN,
  estimatedPickupDate: '',
  estimatedDeliveryDate: '',
  notes: '',
};

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `draft-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The same key for the same draft, across reloads: a retry never creates a second booking. */
export function bookingDraftMeta(stored: Record<string, unknown>): BookingDraftMeta {
  const key = stored.idempotencyKey;
  return { idempotencyKey: typeof key === 'string' && key.length >= 8 ? key : newKey() };
}

export function reviveBookingValues(stored: Partial<WizardValues>): WizardValues {
  const values = { ...emptyValues, ...stored };
  // JSON turns NaN into null; give the number inputs back a number.
  if (values.cargoWeightKg === null) values.cargoWeightKg = Number.NaN;
  if (values.tempControlCelsius === null) values.tempControlCelsius = Number.NaN;
  return values;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value));

/**
 * Dimensions and declared value are optional. Three empty size boxes mean "no dimensions" (not three
 * errors), and an empty declared value means none; one size given asks for the other two.
 */
function dropBlankOptionals<T extends Pick<WizardValues, 'dimensions' | 'declaredValue'>>(values: T): T {
  const next = { ...values };
  const dims = next.dimensions as Record<string, unknown> | undefined;
  if (dims && ['length', 'width', 'height'].every((key) => isBlank(dims[key]))) delete next.dimensions;
  if (isBlank(next.declaredValue)) delete next.declaredValue;
  return next;
}

/** What every step check and the create body see: the temperature rule (0 unless perishable), blank optionals dropped. */
export function prepareBookingValues(values: WizardValues): WizardValues {
  return dropBlankOptionals(applyTemperatureRule(values));
}

/** Next is enabled only when the step's schema (the server's too) passes; no temperature unless perishable. */
export function isStepValid(step: number, values: WizardValues): boolean {
  return Object.keys(stepErrors(BOOKING_WIZARD_STEPS[step]?.schema, prepareBookingValues(values))).length === 0;
}

/**
 * The create body. Pickup and delivery go as the calendar dates the customer picked (YYYY-MM-DD), never
 * through an instant, so no time zone can move them a day (decision 0009).
 */
export function toCreateInput(values: WizardValues): CreateBookingFormValues {
  return prepareBookingValues({
    ...values,
    cargoWeightKg: Number(values.cargoWeightKg),
    quantity: Number(values.quantity),
    tempControlCelsius: Number(values.tempControlCelsius),
    notes: values.notes?.trim() ? values.notes.trim() : undefined,
  });
}

/** What POST /quotes prices: the cargo answers the stored quote will use (decision 0044). */
export function toQuoteInput(values: WizardValues): QuoteInput {
  const input = toCreateInput(values);
  return {
    vehicleType: input.vehicleType,
    cargoWeightKg: input.cargoWeightKg,
    ...(input.dimensions ? { dimensions: input.dimensions } : {}),
    ...(input.declaredValue !== undefined ? { declaredValue: input.declaredValue } : {}),
  };
}
