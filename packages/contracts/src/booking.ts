import { DELIVERY_FAILURE_REASONS } from './delivery-attempts';
import { deliveryWindowSchema } from './delivery-windows';
import { z } from 'zod';
import { bookingStatusSchema, BOOKING_STATUSES } from './booking-status';
import { calendarDateField, EARLIEST_TIME_ZONE, isPickupDateAllowed, PICKUP_IN_PAST_MESSAGE } from './calendar-date';
import { MESSAGES } from './messages';
import { eventPlaceSchema, HISTORY_EVENTS, MILESTONES } from './milestones';
import { emailField, optionalText, phoneField, requiredText } from './text';

import { VEHICLE_TYPES } from './vehicle';
import { bookingQuoteSchema, declaredValueField, packageDimensionsSchema } from './quote';
import { refineShipmentBounds } from './shipment-bounds';
import { PAYMENT_STATUSES } from './payment-status';
import { locationSchema, storedLocationSchema } from './places';
import { proofOfPickupSummarySchema, scannedPieceSchema } from './piece-scans';
import { cargoLinesSchema, cargoTotals, MAX_PIECES, PIECE_MESSAGES, type CargoLine, deriveCargoLine } from './pieces';
import { routeSchema } from './route';
import { emissionsSchema } from './emissions';
import { addCustomsIssues, customsProblems, customsSchema } from './customs';

export { VEHICLE_TYPES, VEHICLE_TYPE_LABELS, type VehicleType } from './vehicle';

export const GOODS_TYPES = ['Electronics', 'Clothing', 'Food', 'Machinery', 'Documents', 'Other'] as const;

export const CUSTOMER_TYPES = ['Individual', 'Business'] as const;

const MIN_TEMPERATURE_CELSIUS = -40;
const MAX_TEMPERATURE_CELSIUS = 40;
const MAX_WEIGHT_KG = 1_000_000;
const MAX_QUANTITY = MAX_PIECES;

const weightField = z
  .number({ error: 'Weight is required' })
  .finite()
  .gt(0, 'Weight must be greater than 0')
  .max(MAX_WEIGHT_KG, `Weight must be at most ${MAX_WEIGHT_KG} kg`);
const quantityField = z
  .number({ error: 'Quantity is required' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_QUANTITY, PIECE_MESSAGES.tooManyPieces);
const temperatureField = z
  .number({ error: 'Temperature must be a number' })
  .finite()
  .min(MIN_TEMPERATURE_CELSIUS, `Temperature must be at least ${MIN_TEMPERATURE_CELSIUS} °C`)
  .max(MAX_TEMPERATURE_CELSIUS, `Temperature must be at most ${MAX_TEMPERATURE_CELSIUS} °C`);

const personSchema = z.strictObject({
  name: requiredText('Name', 120),
  phone: phoneField('Phone'),
  email: emailField(),
});


// One schema per wizard step; the web's Next button and the server's 400 both come from these.
export const transportStepSchema = z.strictObject({
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Choose a transport mode' }),
});
export const customerStepSchema = z.strictObject({
  fullNameOrBusiness: requiredText('Name or business', 120),
  contactPhone: phoneField('Phone'),
  email: emailField(),
  customerType: z.enum(CUSTOMER_TYPES, { error: 'Choose a customer type' }),
});
const pickupStepSchema = z.strictObject({
  pickupPerson: personSchema,
  pickupLocation: locationSchema,
});
const dropoffStepSchema = z.strictObject({
  receiverPerson: personSchema,
  dropoffLocation: locationSchema,
});

const cargoFields = {
  goodsType: z.enum(GOODS_TYPES, { error: 'Choose a goods type' }),
  // Either lines of pieces (decision 0096) or the totals of the original form, from which one line is derived.
  cargoLines: cargoLinesSchema.optional(),
  cargoWeightKg: weightField.optional(),
  quantity: quantityField.optional(),
  isFragile: z.boolean(),
  isPerishable: z.boolean(),
  tempControlCelsius: temperatureField,
  estimatedPickupDate: calendarDateField('Pickup date'),
  estimatedDeliveryDate: calendarDateField('Delivery date'),
  notes: optionalText('Notes', 2000, 'multi'),
  // Volumetric weight applies when dimensions are given; the declared value is what the customer says the
  // goods are worth (shown on the quote and invoice).
  dimensions: packageDimensionsSchema.optional(),
  declaredValue: declaredValueField.optional(),
};

type PlacesAndCustoms = {
  pickupLocation?: { country?: string };
  dropoffLocation?: { country?: string };
  customs?: z.infer<typeof customsSchema>;
  cargoLines?: CargoLine[];
  cargoWeightKg?: number;
};

/** Decision 0104: a shipment that crosses a customs border carries customs details (named field by field when missing). */
function refineCustoms(value: PlacesAndCustoms, ctx: z.RefinementCtx): void {
  const grossWeightKg = value.cargoLines?.length ? cargoTotals(value.cargoLines).cargoWeightKg : value.cargoWeightKg;
  addCustomsIssues(
    customsProblems({ fromCountry: value.pickupLocation?.country, toCountry: value.dropoffLocation?.country, customs: value.customs, grossWeightKg }),
    ctx,
  );
}

type CargoValues = {
  cargoLines?: CargoLine[];
  cargoWeightKg?: number;
  quantity?: number;
  dimensions?: { length: number; width: number; height: number };
};

/** Lines, or totals: a booking needs one of them, and totals given beside lines must be their sums. */
function refineCargo(value: CargoValues, ctx: z.RefinementCtx): void {
  if (!value.cargoLines) {
    if (value.cargoWeightKg === undefined) ctx.addIssue({ code: 'custom', path: ['cargoWeightKg'], message: 'Weight is required' });
    if (value.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Quantity is required' });
    return;
  }
  const totals = cargoTotals(value.cargoLines);
  if (value.dimensions) ctx.addIssue({ code: 'custom', path: ['dimensions'], message: PIECE_MESSAGES.linesAndTotals });
  if (value.cargoWeightKg !== undefined && Math.abs(value.cargoWeightKg - totals.cargoWeightKg) > 0.0005) {
    ctx.addIssue({ code: 'custom', path: ['cargoWeightKg'], message: PIECE_MESSAGES.linesAndTotals });
  }
  if (value.quantity !== undefined && value.quantity !== totals.quantity) {
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: PIECE_MESSAGES.linesAndTotals });
  }
}

/** The lines a booking carries and the sums its screens show, whichever way the client described the cargo. */
export function resolveCargo(value: CargoValues): { cargoLines: CargoLine[]; cargoWeightKg: number; quantity: number } {
  if (value.cargoLines && value.cargoLines.length > 0) return { cargoLines: value.cargoLines, ...cargoTotals(value.cargoLines) };
  const quantity = value.quantity ?? 1;
  const cargoWeightKg = value.cargoWeightKg ?? 0;
  return { cargoLines: [deriveCargoLine({ quantity, cargoWeightKg, dimensions: value.dimensions })], cargoWeightKg, quantity };
}

// Decision 0008: a delivery before its pickup is a typo a carrier would reject.
export function isDeliveryNotBeforePickup(value: { estimatedPickupDate?: string; estimatedDeliveryDate?: string }): boolean {
  if (!value.estimatedPickupDate || !value.estimatedDeliveryDate) return true;
  return value.estimatedDeliveryDate.slice(0, 10) >= value.estimatedPickupDate.slice(0, 10);
}
export const DELIVERY_BEFORE_PICKUP_MESSAGE = 'Delivery date cannot be before the pickup date';
// Decision 0006: a write carrying an old version is refused with 409. The words state the fact only: each screen offers
// its own way on (the console and the edit dialog a Reload button, the driver's screen reads the job again itself).
export const STALE_BOOKING_MESSAGE = 'This booking was changed by someone else in the meantime.';
// The date rules run as soon as both dates parse, even while another field of the step is still wrong, so a
// customer sees every problem of the step at once.
const DATE_FIELDS = new Set(['estimatedPickupDate', 'estimatedDeliveryDate']);
function whenDatesParse(payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean {
  return !payload.issues.some((issue) => DATE_FIELDS.has(String(issue.path?.[0])));
}
const DELIVERY_BEFORE_PICKUP = { message: DELIVERY_BEFORE_PICKUP_MESSAGE, path: ['estimatedDeliveryDate'], when: whenDatesParse };

// Decision 0009: a pickup in the past is refused. The wizard's step checks the customer's own today (the browser's time
// zone); the API's create schema checks today anywhere on Earth (see calendar-date.ts).
function pickupNotInPast(
  timeZone?: string,
): [(value: { estimatedPickupDate?: string }) => boolean, { message: string; path: string[]; when: typeof whenDatesParse }] {
  return [
    (value) => !value.estimatedPickupDate || isPickupDateAllowed(value.estimatedPickupDate, timeZone),
    { message: PICKUP_IN_PAST_MESSAGE, path: ['estimatedPickupDate'], when: whenDatesParse },
  ];
}

// A temperature of 0 means none, so a booking that is not perishable carries 0 whatever the form held.
export function applyTemperatureRule<T extends { isPerishable?: boolean; tempControlCelsius?: number }>(values: T): T {
  return values.isPerishable ? values : { ...values, tempControlCelsius: 0 };
}

// The wizard asks for customs in its Cargo step only when the places it already has cross a customs border: the web puts
// their countries in `customsRoute` (never sent to the API), so this step states the same rule the create schema does.
export const cargoStepSchema = z
  .strictObject({
    ...cargoFields,
    customs: customsSchema.optional(),
    customsRoute: z.object({ from: z.string().optional(), to: z.string().optional() }).optional(),
    // Decision 0108: chosen beside the delivery date, among the windows offered from it.
    deliveryWindow: deliveryWindowSchema.optional(),
  })
  .superRefine(refineCargo)
  .superRefine((value, ctx) =>
    refineCustoms({ ...value, pickupLocation: { country: value.customsRoute?.from }, dropoffLocation: { country: value.customsRoute?.to } }, ctx),
  )
  .refine(isDeliveryNotBeforePickup, DELIVERY_BEFORE_PICKUP)
  .refine(...pickupNotInPast());

export const BOOKING_WIZARD_STEPS = [
  { key: 'transport', title: 'Transport', schema: transportStepSchema },
  { key: 'customer', title: 'Customer', schema: customerStepSchema },
  { key: 'pickup', title: 'Pickup', schema: pickupStepSchema },
  { key: 'dropoff', title: 'Drop-off', schema: dropoffStepSchema },
  { key: 'cargo', title: 'Cargo', schema: cargoStepSchema },
  { key: 'review', title: 'Review', schema: undefined },
] as const;

export const createBookingSchema = z
  .strictObject({
    ...transportStepSchema.shape,
    ...customerStepSchema.shape,
    ...pickupStepSchema.shape,
    ...dropoffStepSchema.shape,
    ...cargoFields,
    customs: customsSchema.optional().meta({ description: 'Required when the two places cross a customs border; dropped when they do not (decision 0104)' }),
    deliveryWindow: deliveryWindowSchema
      .optional()
      .meta({ description: 'One of the windows offered from the estimated delivery date on (decision 0108); the receiver may change it' }),
  })
  .superRefine(refineCargo)
  .superRefine(refineCustoms)
  .refine(isDeliveryNotBeforePickup, DELIVERY_BEFORE_PICKUP)
  .refine(...pickupNotInPast(EARLIEST_TIME_ZONE))
  .superRefine(refineShipmentBounds)
  .meta({ id: 'CreateBookingRequest' });
export type CreateBookingInput = z.infer<typeof createBookingSchema>;
export type CreateBookingFormValues = z.input<typeof createBookingSchema>;

// The Edit Booking dialog's field set. Vehicle type is one of the wizard's three there too (decision 0008; the original
// shows free text; "spaceship" was accepted). A changed pickup date must not be in the past; an unchanged one may
// be, so an old booking stays editable in its other fields (the API compares against the stored date).
const editBookingFields = {
  pickupLocation: locationSchema,
  dropoffLocation: locationSchema,
  ...cargoFields,
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Choose a vehicle type' }),
  status: bookingStatusSchema,
  customs: customsSchema.optional(),
};

export const editBookingFormSchema = z.strictObject(editBookingFields).superRefine(refineCargo).superRefine(refineCustoms).refine(isDeliveryNotBeforePickup, DELIVERY_BEFORE_PICKUP);
export type EditBookingFormValues = z.input<typeof editBookingFormSchema>;

// PATCH /bookings/{id}: any subset of the dialog's fields plus the version the client last saw,
// so a stale edit answers 409 instead of silently overwriting (optimistic concurrency).
export const updateBookingSchema = z
  .strictObject(editBookingFields)
  .partial()
  .extend({ version: z.number({ error: 'version is required' }).int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .refine((value) => !(value.cargoLines && value.dimensions), { message: PIECE_MESSAGES.linesAndTotals, path: ['dimensions'] })
  .refine(isDeliveryNotBeforePickup, DELIVERY_BEFORE_PICKUP)
  .meta({ id: 'UpdateBookingRequest' });
export type UpdateBookingInput = z.infer<typeof updateBookingSchema>;

// Decision 0019: every move records who / when / note / location; a customer's booking history shows these steps too.
const statusHistoryEntrySchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  at: z.string(),
  by: z.string(),
  event: z.enum(HISTORY_EVENTS).optional(),
  milestone: z.enum(MILESTONES).optional(),
  byName: z.string().optional().meta({ description: "Who made the move, as staff see it (first name and role for customers' eyes)" }),
  byRole: z.string().optional(),
  note: z.string().optional(),
  unpaidReason: z.string().optional().meta({ description: 'Why an unpaid booking was confirmed before payment (decision 0083)' }),
  location: eventPlaceSchema.optional(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

const bookingAssignmentSchema = z.object({
  driverId: z.string(),
  driverName: z.string(),
  driverPhone: z.string(),
  vehicleId: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  assignedAt: z.string(),
});

const proofOfDeliverySummarySchema = z.object({
  receiverName: z.string(),
  deliveredAt: z.string(),
  place: z.string().optional(),
  hasPhoto: z.boolean(),
  reservations: z.string().optional().meta({ description: "The receiver's reservations about the goods, written when signing" }),
});
export type ProofOfDeliverySummary = z.infer<typeof proofOfDeliverySummarySchema>;

// A customer rates a delivered shipment once (it feeds the reports, decision 0026), 1-5 stars with an optional comment.
const bookingRatingSchema = z.object({ stars: z.number().int().min(1).max(5), comment: z.string().optional(), ratedAt: z.string() }).meta({ id: 'BookingRating' });

const deliveryAttemptSchema = z
  .object({
    at: z.string(),
    reason: z.enum(DELIVERY_FAILURE_REASONS),
    note: z.string().optional(),
    hasPhoto: z.boolean(),
    place: z.string().optional(),
    byName: z.string().optional(),
  })
  .meta({ id: 'DeliveryAttempt' });
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

export const bookingSchema = z
  .object({
    _id: z.string(),
    status: z.enum(BOOKING_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: z.string(),
    version: z.number().int(),
    vehicleType: z.enum(VEHICLE_TYPES),
    fullNameOrBusiness: z.string(),
    contactPhone: z.string(),
    email: z.string(),
    customerType: z.enum(CUSTOMER_TYPES),
    pickupPerson: personSchema,
    receiverPerson: personSchema,
    pickupLocation: storedLocationSchema,
    dropoffLocation: storedLocationSchema,
    goodsType: z.enum(GOODS_TYPES),
    cargoWeightKg: z.number().meta({ description: 'Sum of the pieces\' weights, kg' }),
    quantity: z.number().meta({ description: 'Number of pieces' }),
    cargoLines: z.array(cargoLinesSchema.element).optional().meta({ description: 'The cargo as lines of like pieces (one derived line when the booking was made with totals)' }),
    pieces: z.array(scannedPieceSchema).optional().meta({ description: 'One per physical piece, each with its SSCC and its scans; left out of lists' }),
    route: routeSchema.nullable().optional().meta({ description: 'Null while the booking has no coordinates (an old booking without a country)' }),
    emissions: emissionsSchema.nullable().optional(),
    customs: customsSchema.nullable().optional().meta({ description: 'Customs details of a shipment that crosses a customs border (decision 0104); null otherwise' }),
    isFragile: z.boolean(),
    isPerishable: z.boolean(),
    tempControlCelsius: z.number(),
    estimatedPickupDate: z.string().meta({ description: 'Calendar date, YYYY-MM-DD' }),
    estimatedDeliveryDate: z.string().meta({ description: 'Calendar date, YYYY-MM-DD' }),
    notes: z.string().optional(),
    statusHistory: z.array(statusHistoryEntrySchema),
    // Tracking and moves (decisions 0018, 0019)
    trackingNumber: z.string(),
    milestone: z.enum(MILESTONES),
    assignment: bookingAssignmentSchema.nullable(),
    currentLocation: z.object({ place: z.string(), at: z.string(), coordinates: z.object({ lat: z.number(), lng: z.number() }).optional() }).nullable(),
    proofOfDelivery: proofOfDeliverySummarySchema.nullable(),
    proofOfPickup: proofOfPickupSummarySchema.nullable().optional().meta({ description: "The sender's name and signature at pickup (decision 0100); null until signed" }),
    // Money and rating (decisions 0024, 0025, 0026)
    dimensions: packageDimensionsSchema.optional(),
    declaredValue: z.number().optional(),
    quote: bookingQuoteSchema.nullable().meta({ description: 'The accepted quote, stored once; the invoice is issued from it' }),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    invoiceId: z.string().nullable(),
    rating: bookingRatingSchema.nullable(),
    // The receiver's delivery (decision 0108)
    deliveryWindow: deliveryWindowSchema.nullable().optional().meta({ description: 'The chosen delivery window, or null' }),
    deliveryInstructions: z.string().nullable().optional().meta({ description: "The receiver's instructions for the driver, or null" }),
    deliveryAttempts: z.array(deliveryAttemptSchema).optional().meta({ description: 'Failed delivery attempts, oldest first' }),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 255 characters')
  .max(255, 'Idempotency-Key must be 8 to 255 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII');

// The short id is the last 8 characters of the id.
export function toShortId(id: string | null | undefined): string {
  return (id ?? '').slice(-8);
}

/** Whether a changed pickup date is acceptable: unchanged dates pass, so old bookings stay editable. */
export function isPickupChangeAllowed(previous: string, next: string | undefined, timeZone?: string): boolean {
  return next === undefined || next.slice(0, 10) === previous.slice(0, 10) || isPickupDateAllowed(next, timeZone);
}

const BOOKING_EMAIL_FIELDS = /(^|\.)email$/;

/**
 * Booking create: which banner a refused booking shows, and the field errors beside it. The API builds its
 * `msg` with it and the web's wizard reads the same answer, so the two can never disagree.
 */
export function bookingValidationFailure(fields: Record<string, string>): { message: string; fields: Record<string, string> } {
  const emailFields = Object.keys(fields).filter((path) => BOOKING_EMAIL_FIELDS.test(path) && fields[path] === MESSAGES.booking.createEmailField);
  if (emailFields.length > 0) {
    return { message: MESSAGES.booking.createEmail, fields };
  }
  return { message: MESSAGES.booking.createValidation, fields };
}
