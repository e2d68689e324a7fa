import { z } from 'zod';
import { publicTemperatureChartSchema } from './cold-chain';
import { emissionsSchema } from './emissions';
import { BOOKING_STATUSES } from './booking-status';
import { deliveryWindowSchema } from './delivery-windows';
import { etaWindowSchema, livePositionSchema } from './live-delivery';
import { MILESTONES } from './milestones';
import { routeSchema } from './route';
import { isValidTrackingNumber, normalizeTrackingNumber, SAMPLE_TRACKING_NUMBERS, TRACKING_NUMBER_INVALID } from './tracking-number';

// The zod side of public tracking. The number's pure helpers live in tracking-number.ts without zod, so the public
// tracking page can check a number before any request without putting zod in its first load.

const trackingNumberSchema = z
  .string()
  .max(40, TRACKING_NUMBER_INVALID)
  .refine(isValidTrackingNumber, TRACKING_NUMBER_INVALID)
  .transform(normalizeTrackingNumber);

// GET /tracking/{trackingNumber}
export const trackingParamsSchema = z.strictObject({ trackingNumber: trackingNumberSchema });
/** The web page's link, /track?id=<number>; other query parameters (a campaign's) are left alone. */
export const trackingLinkQuerySchema = z.object({ id: trackingNumberSchema });

// Decision 0044: the tracking page offers the sample numbers only when they exist in this database (demo data
// seeded); the API answers which, so a production page never offers numbers that lead nowhere.
export const trackingSamplesSchema = z.object({ samples: z.array(z.enum(SAMPLE_TRACKING_NUMBERS)) }).meta({ id: 'TrackingSamples' });
export type TrackingSamples = z.infer<typeof trackingSamplesSchema>;

const trackingTimelineEntrySchema = z.object({
  status: z.string(),
  time: z.string().nullable().meta({ description: 'ISO instant the step was reached, or null' }),
  completed: z.boolean(),
  description: z.string(),
});

const trackingPartySchema = z.object({
  city: z.string(),
  state: z.string(),
  address: z.string().meta({ description: 'City and state only: no street address leaves the API' }),
  contact: z.string().meta({ description: 'First name only' }),
});

const mapPointSchema = z.object({ lat: z.number(), lng: z.number() });

// Only for the booking's signed-in owner: what a stranger holding the number must not see.
const trackingOwnerSchema = z
  .object({
    isOwner: z.literal(true),
    bookingId: z.string().meta({ description: 'For the owner\'s links: booking detail, proof of delivery' }),
    driverPhone: z.string().nullable().meta({ description: "The assigned driver's phone for Call Driver, or null" }),
    // Decision 0099: what the shipment travels and emits is the owner's to see, like the booking itself.
    route: routeSchema.nullable().optional().meta({ description: 'Null while the booking has no coordinates (an old booking without a country)' }),
    emissions: emissionsSchema.nullable().optional(),
    // Decision 0110: the map's two ends, as the receiver's block has them; null for a place not yet placed.
    pickup: mapPointSchema.nullable().optional().meta({ description: "The pickup's coordinates, for the map; null while the place has none" }),
    dropoff: mapPointSchema.nullable().optional().meta({ description: "The drop-off's coordinates, for the map; null while the place has none" }),
  })
  .meta({ id: 'TrackingOwner' });

// What anyone with the number sees of a perishable shipment's log: the band, time in band and the excursions.
// Loose so the cold-chain module's chart summary (a superset, with the points to draw) passes through unchanged.
// The chart summary anyone with the number may see: downsampled points, the band, time in band, excursions; no
// exact readings table (decision 0021).
const trackingTemperatureSummarySchema = publicTemperatureChartSchema;
export type TrackingTemperatureSummary = z.infer<typeof trackingTemperatureSummarySchema>;

// Once delivered, the answer says so plainly: when, where, and who signed (first name only, like every party here).
const trackingDeliverySchema = z
  .object({
    at: z.string().meta({ description: 'When it was delivered (ISO instant)' }),
    place: z.string().nullable().meta({ description: 'Where the driver recorded the delivery, when they did' }),
    receivedBy: z.string().meta({ description: 'First name of the person who received it' }),
  })
  .meta({ id: 'TrackingDelivery' });

// What the receiver's signed link adds (decision 0108): their choices, and the map's two ends.
const trackingReceiverSchema = z
  .object({
    deliveryWindow: deliveryWindowSchema.nullable(),
    instructions: z.string().nullable(),
    canChangePreferences: z.boolean().meta({ description: 'False once the shipment is out for delivery' }),
    pickup: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    dropoff: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  })
  .meta({ id: 'TrackingReceiver' });

export const trackingShipmentSchema = z
  .object({
    id: z.string().meta({ description: 'The tracking number' }),
    status: z.string().meta({ description: 'One of the five statuses, as a label' }),
    statusCode: z.enum(BOOKING_STATUSES),
    milestone: z.enum(MILESTONES),
    estimatedDelivery: z.string().nullable().meta({ description: 'Calendar date, YYYY-MM-DD; null once delivered or cancelled' }),
    progress: z.number().int().min(0).max(100),
    from: trackingPartySchema,
    to: trackingPartySchema,
    driver: z.object({ name: z.string(), truck: z.string() }).nullable(),
    currentLocation: z.object({ place: z.string(), at: z.string() }).nullable().meta({ description: 'Null once delivered: the shipment is no longer on the road' }),
    delivery: trackingDeliverySchema.nullable().meta({ description: 'Once delivered: when, where and who received it (first name only)' }),
    lastUpdated: z.string(),
    timeline: z.array(trackingTimelineEntrySchema),
    isPerishable: z.boolean(),
    hasProofOfDelivery: z.boolean(),
    temperature: trackingTemperatureSummarySchema.optional().meta({ description: 'Perishable shipments: the temperature log summary' }),
    owner: trackingOwnerSchema.optional().meta({ description: "Present only when the request carries the owner's token" }),
    // Decision 0108: the live delivery. The window is anyone's to see; where the driver is, only the owner's and the
    // receiver's (through their signed link).
    eta: etaWindowSchema.nullable().optional().meta({ description: 'While out for delivery: the arrival window; null before and after' }),
    position: livePositionSchema
      .nullable()
      .optional()
      .meta({ description: "While out for delivery, to the owner and the receiver: the driver's last position; null before and after" }),
    deliveryWindows: z
      .array(deliveryWindowSchema)
      .optional()
      .meta({ description: "With the receiver's token (?t=) and until out for delivery: the windows they may choose among" }),
    receiver: trackingReceiverSchema.optional().meta({ description: "Present only when the request carries the receiver's token (?t=)" }),
  })
  .meta({ id: 'TrackingShipment' });
export type TrackingShipment = z.infer<typeof trackingShipmentSchema>;
