import { z } from 'zod';
import { bookingStatusSchema, BOOKING_STATUSES } from './booking-status';
import { dateField, emailField, optionalText, phoneField, requiredText } from './text';

// Spec 3: enumerations.
export const VEHICLE_TYPES = ['truck', 'air', 'sea'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = { truck: 'Road Truck', air: 'Air Freight', sea: 'Sea Freight' };

export const GOODS_TYPES = ['Electronics', 'Clothing', 'Food', 'Machinery', 'Documents', 'Other'] as const;
export type GoodsType = (typeof GOODS_TYPES)[number];

export const CUSTOMER_TYPES = ['Individual', 'Business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

// Spec 9: default cargo temperature 20 °C; spec 3: 0 means none.
export const DEFAULT_TEMPERATURE_CELSIUS = 20;
export const MIN_TEMPERATURE_CELSIUS = -40;
export const MAX_TEMPERATURE_CELSIUS = 40;
export const MAX_WEIGHT_KG = 1_000_000;
export const MAX_QUANTITY = 100_000;

const weightField = z
  .number({ error: 'Weight is required' })
  .finite()
  .gt(0, 'Weight must be greater than 0')
  .max(MAX_WEIGHT_KG, `Weight must be at most ${MAX_WEIGHT_KG} kg`);
const quantityField = z
  .number({ error: 'Quantity is required' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`);
const temperatureField = z
  .number({ error: 'Temperature must be a number' })
  .finite()
  .min(MIN_TEMPERATURE_CELSIUS, `Temperature must be at least ${MIN_TEMPERATURE_CELSIUS} °C`)
  .max(MAX_TEMPERATURE_CELSIUS, `Temperature must be at most ${MAX_TEMPERATURE_CELSIUS} °C`);

export const personSchema = z.strictObject({
  name: requiredText('Name', 120),
  phone: phoneField('Phone'),
  email: emailField(),
});
export type Person = z.infer<typeof personSchema>;

export const locationSchema = z.strictObject({
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
});
export type Location = z.infer<typeof locationSchema>;

// Spec 5: one schema per wizard step; the web's Next button and the server's 400 both come from these.
export const transportStepSchema = z.strictObject({
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Choose a transport mode' }),
});
export const customerStepSchema = z.strictObject({
  fullNameOrBusiness: requiredText('Name or business', 120),
  contactPhone: phoneField('Phone'),
  email: emailField(),
  customerType: z.enum(CUSTOMER_TYPES, { error: 'Choose a customer type' }),
});
export const pickupStepSchema = z.strictObject({
  pickupPerson: personSchema,
  pickupLocation: locationSchema,
});
export const dropoffStepSchema = z.strictObject({
  receiverPerson: personSchema,
  dropoffLocation: locationSchema,
});

const cargoFields = {
  goodsType: z.enum(GOODS_TYPES, { error: 'Choose a goods type' }),
  cargoWeightKg: weightField,
  quantity: quantityField,
  isFragile: z.boolean(),
  isPerishable: z.boolean(),
  tempControlCelsius: temperatureField,
  estimatedPickupDate: dateField('Pickup date'),
  estimatedDeliveryDate: dateField('Delivery date'),
  notes: optionalText(2000),
};

// Decision (spec 5 shows no such check): a delivery before its pickup is a typo a carrier would reject.
function deliveryNotBeforePickup(value: { estimatedPickupDate?: string; estimatedDeliveryDate?: string }): boolean {
  if (!value.estimatedPickupDate || !value.estimatedDeliveryDate) return true;
  return Date.parse(value.estimatedDeliveryDate) >= Date.parse(value.estimatedPickupDate.slice(0, 10));
}
const DELIVERY_BEFORE_PICKUP = {
  message: 'Delivery date cannot be before the pickup date',
  path: ['estimatedDeliveryDate'],
};

export const cargoStepSchema = z.strictObject(cargoFields).refine(deliveryNotBeforePickup, DELIVERY_BEFORE_PICKUP);

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
  })
  .refine(deliveryNotBeforePickup, DELIVERY_BEFORE_PICKUP)
  .meta({ id: 'CreateBookingRequest' });
export type CreateBookingInput = z.infer<typeof createBookingSchema>;
export type CreateBookingFormValues = z.input<typeof createBookingSchema>;

// Spec 5: the Edit Booking dialog's field set (vehicle type is free text there).
const editBookingFields = {
  pickupLocation: locationSchema,
  dropoffLocation: locationSchema,
  ...cargoFields,
  vehicleType: requiredText('Vehicle type', 40),
  status: bookingStatusSchema,
};

export const editBookingFormSchema = z.strictObject(editBookingFields).refine(deliveryNotBeforePickup, DELIVERY_BEFORE_PICKUP);
export type EditBookingFormValues = z.input<typeof editBookingFormSchema>;

// PATCH /bookings/{id}: any subset of the dialog's fields plus the version the client last saw,
// so a stale edit answers 409 instead of silently overwriting (optimistic concurrency).
export const updateBookingSchema = z
  .strictObject(editBookingFields)
  .partial()
  .extend({ version: z.number({ error: 'version is required' }).int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .refine(deliveryNotBeforePickup, DELIVERY_BEFORE_PICKUP)
  .meta({ id: 'UpdateBookingRequest' });
export type UpdateBookingInput = z.infer<typeof updateBookingSchema>;

export const statusHistoryEntrySchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  at: z.string(),
  by: z.string(),
});

export const bookingSchema = z
  .object({
    _id: z.string(),
    status: z.enum(BOOKING_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: z.string(),
    version: z.number().int(),
    vehicleType: z.string(),
    fullNameOrBusiness: z.string(),
    contactPhone: z.string(),
    email: z.string(),
    customerType: z.enum(CUSTOMER_TYPES),
    pickupPerson: personSchema,
    receiverPerson: personSchema,
    pickupLocation: locationSchema,
    dropoffLocation: locationSchema,
    goodsType: z.enum(GOODS_TYPES),
    cargoWeightKg: z.number(),
    quantity: z.number(),
    isFragile: z.boolean(),
    isPerishable: z.boolean(),
    tempControlCelsius: z.number(),
    estimatedPickupDate: z.string(),
    estimatedDeliveryDate: z.string(),
    notes: z.string().optional(),
    statusHistory: z.array(statusHistoryEntrySchema),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 255 characters')
  .max(255, 'Idempotency-Key must be 8 to 255 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII');

// Spec 9: the short id is the last 8 characters of the id.
export function toShortId(id: string | null | undefined): string {
  return (id ?? '').slice(-8);
}
