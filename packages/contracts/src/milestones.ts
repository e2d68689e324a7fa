import { z } from 'zod';
import { coordinatesSchema } from './places';
import type { BookingStatus } from './booking-status';
import type { VehicleType } from './vehicle';
import { requiredText } from './text';
import { DELIVERY_ATTEMPTED_LABEL, RETURNED_LABEL } from './delivery-attempts';

// Decision 0019: the five statuses stay what lists, filters, tiles and badges show; these finer milestones live
// inside them and drive the tracking timeline.
// 'delivery-attempted' and 'returned' (decision 0108): a failed attempt waits for the next one; the third returns it.
export const MILESTONES = [
  'booked',
  'confirmed',
  'assigned',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'delivery-attempted',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type Milestone = (typeof MILESTONES)[number];

export const MILESTONE_STATUS: Record<Milestone, BookingStatus> = {
  booked: 'pending',
  confirmed: 'confirmed',
  assigned: 'confirmed',
  'picked-up': 'in-transit',
  'in-transit': 'in-transit',
  'out-for-delivery': 'in-transit',
  'delivery-attempted': 'in-transit',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned',
};

export const MILESTONE_LABELS: Record<Milestone, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  assigned: 'Driver assigned',
  'picked-up': 'Picked up',
  'in-transit': 'In transit',
  'out-for-delivery': 'Out for delivery',
  'delivery-attempted': DELIVERY_ATTEMPTED_LABEL,
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: RETURNED_LABEL,
};

/** A booking written before milestones existed has only a status; this is the milestone it stands for. */
export function milestoneForStatus(status: BookingStatus): Milestone {
  return ({ pending: 'booked', confirmed: 'confirmed', 'in-transit': 'in-transit', delivered: 'delivered', cancelled: 'cancelled', returned: 'returned' } as const)[status];
}

// Road bookings travel by truck (the wizard's 'truck'); the road / air / sea.
export const VEHICLE_MODE_LABELS: Record<VehicleType, string> = { truck: 'road', air: 'air', sea: 'sea' };

export const SHIPMENT_EVENT_TYPES = ['confirm', 'assign', 'pickup', 'location', 'out-for-delivery', 'delivery-failed', 'deliver', 'cancel', 'reading'] as const;
export type ShipmentEventType = (typeof SHIPMENT_EVENT_TYPES)[number];

export const SHIPMENT_EVENT_LABELS: Record<ShipmentEventType, string> = {
  confirm: 'Confirm',
  assign: 'Assign driver',
  pickup: 'Picked up',
  location: 'Location update',
  'out-for-delivery': 'Out for delivery',
  'delivery-failed': 'Delivery failed',
  deliver: 'Delivered',
  cancel: 'Cancel',
  reading: 'Temperature reading',
};

const geoPointSchema = coordinatesSchema;
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** Where a move happened: a place people can read, and the coordinates when the device gave them. */
export const eventPlaceSchema = z.strictObject({
  place: requiredText('Place', 200),
  coordinates: geoPointSchema.optional(),
});
export type EventPlace = z.infer<typeof eventPlaceSchema>;

// ---- History: who / when / note / location for every move --------------------------------------------------------

export const HISTORY_EVENTS = ['created', 'edited', ...SHIPMENT_EVENT_TYPES] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

