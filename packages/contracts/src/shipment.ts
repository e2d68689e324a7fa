import { z } from 'zod';
import { STATUS_LABELS, type BookingStatus } from './booking-status';
import { objectIdSchema } from './envelope';
import {
  eventPlaceSchema,
  MILESTONE_LABELS,
  MILESTONE_STATUS,
  SHIPMENT_EVENT_LABELS,
  SHIPMENT_EVENT_TYPES,
  type Milestone,
  type ShipmentEventType,
} from './milestones';
import { dataUrlField, MAX_PHOTO_BYTES, MAX_SIGNATURE_BYTES } from './data-url';
import { DELIVERY_FAILURE_REASONS, MAX_DELIVERY_ATTEMPTS } from './delivery-attempts';
import { pieceScansInputSchema } from './piece-scans';
import { optionalText, requiredText } from './text';
import { isStaffRole, type UserRole } from './user';

// ---- Moves: POST /bookings/{id}/events, one call per move, discriminated by `type` ------------------------------

const MIN_READING_CELSIUS = -80;
const MAX_READING_CELSIUS = 60;
export const readingCelsiusField = z
  .number({ error: 'Temperature must be a number' })
  .finite('Temperature must be a number')
  .min(MIN_READING_CELSIUS, `Temperature must be between ${MIN_READING_CELSIUS} and +${MAX_READING_CELSIUS} °C`)
  .max(MAX_READING_CELSIUS, `Temperature must be between ${MIN_READING_CELSIUS} and +${MAX_READING_CELSIUS} °C`);

const versionField = z.number({ error: 'version is required' }).int().min(0).max(Number.MAX_SAFE_INTEGER);
const note = optionalText('Note', 500, 'multi');

const event = <T extends ShipmentEventType, S extends z.core.$ZodLooseShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), version: versionField, note, ...shape });

// Payment before dispatch (decision 0083): confirming an unpaid booking of a customer without invoice terms needs a
// reason, which the API asks for by this field's name and keeps in the move's history entry.
export const confirmEventSchema = event('confirm', { unpaidReason: optionalText('Reason to confirm before payment', 500, 'multi') });
export const assignEventSchema = event('assign', {
  driverId: objectIdSchema,
  // A fleet record's id (decision 0047): its type, refrigeration and capacity come from the record, not the request.
  vehicleId: z.string({ error: 'Choose a vehicle' }).trim().min(1, 'Choose a vehicle').max(40, 'Vehicle must be at most 40 characters'),
});
// Decision 0100: both ends sign and every piece is scanned. The sender's name and signature and the scans stay optional
// on the wire so an operator recording a pickup from the console, or an older integration, is not refused; the driver
// view always sends them, and a consignment note without them shows the box unsigned.
export const pickupEventSchema = event('pickup', {
  location: eventPlaceSchema.optional(),
  senderName: optionalText("Sender's name", 120),
  senderSignature: dataUrlField("Sender's signature", MAX_SIGNATURE_BYTES).optional(),
  pieces: pieceScansInputSchema.optional(),
}).refine((move) => !move.senderSignature || Boolean(move.senderName), { message: "Sender's name is required with a signature", path: ['senderName'] });
export const locationEventSchema = event('location', { location: eventPlaceSchema });
export const outForDeliveryEventSchema = event('out-for-delivery', { location: eventPlaceSchema.optional() });
export const deliverEventSchema = event('deliver', {
  receiverName: requiredText("Receiver's name", 120),
  signature: dataUrlField('Signature', MAX_SIGNATURE_BYTES),
  photo: dataUrlField('Photo', MAX_PHOTO_BYTES).optional(),
  location: eventPlaceSchema.optional(),
  // What the receiver writes beside the signature about the state of the goods (a CMR's box 18 reservations).
  reservations: optionalText('Reservations', 1000, 'multi'),
  pieces: pieceScansInputSchema.optional(),
});
// Decision 0108: the driver found no one (or was refused); a reason always, a note and a photo when they help.
export const deliveryFailedEventSchema = event('delivery-failed', {
  reason: z.enum(DELIVERY_FAILURE_REASONS, { error: 'Choose why the delivery failed' }),
  photo: dataUrlField('Photo', MAX_PHOTO_BYTES).optional(),
  location: eventPlaceSchema.optional(),
}).refine((move) => move.reason !== 'other' || Boolean(move.note), { message: 'Say what happened in the note', path: ['note'] });
/** `GET /bookings/{id}/delivery-attempts/{n}/photo`: `n` counts the booking's attempts from 0, oldest first, as answered. */
export const deliveryAttemptPhotoParamsSchema = z.strictObject({
  id: objectIdSchema,
  n: z.coerce
    .number({ error: 'n is an attempt number' })
    .int('n is an attempt number')
    .min(0, 'n is an attempt number')
    .max(MAX_DELIVERY_ATTEMPTS - 1, 'n is an attempt number'),
});
export type DeliveryAttemptPhotoParams = z.infer<typeof deliveryAttemptPhotoParamsSchema>;

export const cancelEventSchema = event('cancel', { reason: requiredText('Reason', 500, 'multi') });
// A reading appends to the temperature log and moves nothing, so it does not need (or bump) the version.
export const readingEventSchema = z.strictObject({
  type: z.literal('reading'),
  version: versionField.optional(),
  note,
  celsius: readingCelsiusField,
  at: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).optional(),
});

export const shipmentEventSchema = z
  .discriminatedUnion('type', [
    confirmEventSchema,
    assignEventSchema,
    pickupEventSchema,
    locationEventSchema,
    outForDeliveryEventSchema,
    deliveryFailedEventSchema,
    deliverEventSchema,
    cancelEventSchema,
    readingEventSchema,
  ])
  .meta({ id: 'ShipmentEvent' });
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;
export type ShipmentEventInput = z.input<typeof shipmentEventSchema>;

// Events bodies may carry a signature and a photo; every other route keeps the 100 kB limit.
export const EVENT_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

// ---- The lifecycle, in one place for the API's checks and the console's buttons ---------------------------------

/** `failedAttempts`: delivery attempts that failed so far (decision 0108); absent means none. */
export type ShipmentState = { status: BookingStatus; milestone: Milestone; hasDriver: boolean; failedAttempts?: number };

/** The milestone a move leads to, or undefined when the move is not allowed from `state`. */
export function nextMilestone(state: ShipmentState, type: ShipmentEventType): Milestone | undefined {
  const { milestone } = state;
  switch (type) {
    case 'confirm':
      return milestone === 'booked' ? 'confirmed' : undefined;
    case 'assign':
      // Reassigning is allowed until the freight is picked up.
      return milestone === 'confirmed' || milestone === 'assigned' ? 'assigned' : undefined;
    case 'pickup':
      return milestone === 'assigned' ? 'picked-up' : undefined;
    case 'location':
      if (milestone === 'out-for-delivery' || milestone === 'delivery-attempted') return milestone;
      return milestone === 'picked-up' || milestone === 'in-transit' ? 'in-transit' : undefined;
    case 'out-for-delivery':
      // After a failed attempt the driver goes out again (decision 0108).
      return milestone === 'picked-up' || milestone === 'in-transit' || milestone === 'delivery-attempted' ? 'out-for-delivery' : undefined;
    case 'delivery-failed':
      if (milestone !== 'out-for-delivery') return undefined;
      return (state.failedAttempts ?? 0) + 1 >= MAX_DELIVERY_ATTEMPTS ? 'returned' : 'delivery-attempted';
    case 'deliver':
      return MILESTONE_STATUS[milestone] === 'in-transit' ? 'delivered' : undefined;
    case 'cancel':
      return MILESTONE_STATUS[milestone] === 'delivered' || milestone === 'cancelled' || milestone === 'returned' ? undefined : 'cancelled';
    case 'reading':
      // Readings are kept while the freight is in the carrier's hands, from confirmation to delivery.
      return milestone === 'booked' || milestone === 'delivered' || milestone === 'cancelled' || milestone === 'returned' ? undefined : milestone;
  }
}

// Drivers make the moves that happen where the freight is; operators and admins make every move.
const DRIVER_EVENTS: readonly ShipmentEventType[] = ['pickup', 'location', 'out-for-delivery', 'delivery-failed', 'deliver', 'reading'];

export function canRoleSendEvent(role: UserRole, type: ShipmentEventType): boolean {
  if (isStaffRole(role)) return true;
  return role === 'driver' && DRIVER_EVENTS.includes(type);
}

/** The moves `role` can make now, in the order the console shows them. */
export function availableEvents(role: UserRole, state: ShipmentState): ShipmentEventType[] {
  return SHIPMENT_EVENT_TYPES.filter((type) => canRoleSendEvent(role, type) && nextMilestone(state, type) !== undefined);
}

export function illegalEventMessage(state: ShipmentState, type: ShipmentEventType): string {
  if (state.milestone === 'delivered' || state.milestone === 'cancelled' || state.milestone === 'returned') {
    return `This booking is ${STATUS_LABELS[MILESTONE_STATUS[state.milestone]].toLowerCase()}; it cannot take "${SHIPMENT_EVENT_LABELS[type]}".`;
  }
  return `"${SHIPMENT_EVENT_LABELS[type]}" is not possible while the booking is ${MILESTONE_LABELS[state.milestone].toLowerCase()}.`;
}

export const NOT_A_DRIVER_MESSAGE = 'Choose one of the drivers.';

// ---- Public tracking: the original app's sample-shipment shape, built from the booking and its history -------

export const TIMELINE_STEPS = [
  { milestone: 'confirmed', status: 'Booking Confirmed', description: 'Your booking has been confirmed by our team.' },
  { milestone: 'assigned', status: 'Assigned', description: 'A driver and vehicle have been assigned.' },
  { milestone: 'picked-up', status: 'Picked Up', description: 'Your shipment has been picked up.' },
  { milestone: 'in-transit', status: 'In Transit', description: 'Your shipment is on its way.' },
  { milestone: 'out-for-delivery', status: 'Out for Delivery', description: 'Your shipment is out for delivery.' },
  { milestone: 'delivered', status: 'Delivered', description: 'Your shipment has been delivered.' },
] as const satisfies readonly { milestone: Milestone; status: string; description: string }[];

const MILESTONE_ORDER: Record<Milestone, number> = {
  booked: 0,
  confirmed: 1,
  assigned: 2,
  'picked-up': 3,
  'in-transit': 4,
  'out-for-delivery': 5,
  // A failed attempt has reached out-for-delivery and no further; a returned shipment keeps what it reached.
  'delivery-attempted': 5,
  delivered: 6,
  cancelled: -1,
  returned: -1,
};

/** How many of the six timeline steps a milestone has completed (a cancelled booking keeps what it reached). */
export function completedSteps(milestone: Milestone, reached: readonly Milestone[] = []): number {
  if (milestone !== 'cancelled' && milestone !== 'returned') return MILESTONE_ORDER[milestone];
  return Math.max(0, ...reached.filter((m) => m !== 'cancelled' && m !== 'returned').map((m) => MILESTONE_ORDER[m]));
}

/** Progress 0-100 from the milestones (replaces the original app's fixed 30 / 65 / 100). */
export function trackingProgress(milestone: Milestone, reached: readonly Milestone[] = []): number {
  return Math.round((completedSteps(milestone, reached) / TIMELINE_STEPS.length) * 100);
}
