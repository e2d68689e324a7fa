import {
  applyTemperatureRule,
  BOOKING_WIZARD_STEPS,
  crossesCustomsBorder,
  type CustomsInput,
  type CreateBookingFormValues,
  type LocationInput,
  type QuoteInput,
  type VehicleType,
} from '@meridian/contracts';
import { stepErrors } from '../../../lib/wizard/step-values';
import { dropBlankSides, emptyCargoLine, linesFromTotals, type CargoLineDraft } from './cargo-lines';

export const DRAFT_KEY = 'meridian.bookingDraft';

// `customsRoute` is the places' countries as the Cargo step's schema reads them (decision 0104); it is never sent.
export type WizardValues = CreateBookingFormValues & { customsRoute?: { from?: string; to?: string } };

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
  // Decision 0096: the wizard describes the cargo as lines of pieces; the totals are their sums, made by the API.
  cargoLines: [emptyCargoLine()] as WizardValues['cargoLines'],
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

const nullToNaN = (value: unknown) => (value === null ? Number.NaN : value);

export function reviveBookingValues(stored: Partial<WizardValues>): WizardValues {
  const { cargoWeightKg, quantity, dimensions: _dimensions, ...rest } = stored;
  const values = { ...emptyValues, ...rest };
  // A draft kept before the cargo step had lines carries totals: one line stands for them.
  if (!stored.cargoLines) values.cargoLines = (linesFromTotals({ cargoWeightKg, quantity }) ?? [emptyCargoLine()]) as WizardValues['cargoLines'];
  // JSON turns NaN into null; give the number inputs back a number.
  values.cargoLines = (values.cargoLines as CargoLineDraft[]).map((line) => ({
    ...line,
    count: nullToNaN(line.count),
    weightKg: nullToNaN(line.weightKg),
    ...Object.fromEntries((['lengthCm', 'widthCm', 'heightCm'] as const).filter((side) => side in line).map((side) => [side, nullToNaN(line[side])])),
  })) as WizardValues['cargoLines'];
  if (values.tempControlCelsius === null) values.tempControlCelsius = Number.NaN;
  if (values.customs?.lines) {
    values.customs = {
      ...values.customs,
      lines: values.customs.lines.map((line) => ({ ...line, quantity: nullToNaN(line.quantity), unitValue: nullToNaN(line.unitValue), netWeightKg: nullToNaN(line.netWeightKg) })),
    } as CustomsInput;
  }
  return values;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value));

/** The declared value is optional: an empty box means none. */
function dropBlankOptionals<T extends Pick<WizardValues, 'declaredValue'>>(values: T): T {
  const next = { ...values };
  if (isBlank(next.declaredValue)) delete next.declaredValue;
  return next;
}

/** A place's empty optional fields are not sent (the API would store empty text). */
function dropBlankPlaceFields(location: LocationInput): LocationInput {
  const next = { ...location };
  if (!next.state?.trim()) delete next.state;
  if (!next.postalCode?.trim()) delete next.postalCode;
  if (!next.coordinates) delete next.coordinates;
  return next;
}

/** An empty EORI box means none. */
function dropBlankEori(customs: CustomsInput): CustomsInput {
  if (customs.exporterEori?.trim()) return customs;
  const { exporterEori: _blank, ...rest } = customs;
  return rest;
}

/**
 * What every step check and the create body see: the temperature rule (0 unless perishable), blank optionals dropped,
 * and the cargo as lines alone (a total beside lines would have to equal their sums, so the wizard sends none).
 */
export function prepareBookingValues(values: WizardValues): WizardValues {
  const { cargoWeightKg: _weight, quantity: _quantity, dimensions: _dimensions, customs, ...rest } = values;
  const prepared = dropBlankOptionals(applyTemperatureRule(rest as WizardValues));
  const route = { from: values.pickupLocation?.country, to: values.dropoffLocation?.country };
  // Customs filled in for places that no longer cross a border (the customer went back and changed one) are not sent.
  const crossing = crossesCustomsBorder(route.from, route.to);
  return {
    ...prepared,
    ...(crossing && customs ? { customs: dropBlankEori(customs) } : {}),
    customsRoute: route,
    pickupLocation: dropBlankPlaceFields(prepared.pickupLocation),
    dropoffLocation: dropBlankPlaceFields(prepared.dropoffLocation),
    cargoLines: ((values.cargoLines ?? []) as CargoLineDraft[]).map(dropBlankSides) as WizardValues['cargoLines'],
  };
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
  const { customsRoute: _route, ...input } = prepareBookingValues({
    ...values,
    tempControlCelsius: Number(values.tempControlCelsius),
    notes: values.notes?.trim() ? values.notes.trim() : undefined,
  });
  return input;
}


/** A booking place as a quote asks for it: enough to find it and measure the route (decision 0096). */
function toQuoteLocation(location: LocationInput): NonNullable<QuoteInput['pickupLocation']> {
  const { address: _address, ...place } = location;
  return place;
}

/**
 * What POST /quotes prices: the cargo lines and places the stored quote will use (decision 0044), for the chosen
 * mode or, for the review's comparison, another one.
 */
export function toQuoteInput(values: WizardValues, vehicleType: VehicleType = values.vehicleType): QuoteInput {
  const input = toCreateInput(values);
  return {
    vehicleType,
    ...(input.cargoLines ? { cargoLines: input.cargoLines as QuoteInput['cargoLines'] } : {}),
    ...(input.declaredValue !== undefined ? { declaredValue: input.declaredValue } : {}),
    pickupLocation: toQuoteLocation(input.pickupLocation),
    dropoffLocation: toQuoteLocation(input.dropoffLocation),
  };
}
