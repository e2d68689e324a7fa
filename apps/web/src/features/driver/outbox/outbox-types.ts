import type { DriverPosition, ShipmentEventInput, ShipmentEventType } from '@meridian/contracts';

/** The moves a driver makes (contracts' DRIVER_EVENTS). */
export type DriverEventType = Extract<ShipmentEventType, 'pickup' | 'location' | 'out-for-delivery' | 'delivery-failed' | 'deliver' | 'reading'>;
type DriverEvent = Extract<ShipmentEventInput, { type: DriverEventType }>;
type WithoutVersion<T> = T extends unknown ? Omit<T, 'version'> : never;

/** A move as the driver makes it; the outbox adds the version the driver saw. */
export type MoveDraft = WithoutVersion<DriverEvent>;

/** One move waiting to be sent. Its body and key never change after it is queued, so every retry is the same request. */
export interface OutboxEntry {
  key: string;
  userId: string;
  bookingId: string;
  trackingNumber: string;
  queuedAt: string;
  event: DriverEvent;
}

/** A move the server refused: kept (without its signature and photo) until the driver has read why. */
export interface AttentionItem {
  key: string;
  userId: string;
  bookingId: string;
  trackingNumber: string;
  type: DriverEventType;
  message: string;
  at: string;
}

/** A phone position waiting to be sent (decision 0109): sent in batches, apart from the moves, never blocking one. */
interface QueuedPosition {
  userId: string;
  position: DriverPosition;
}

/** The order of stops the driver last chose (decision 0116), kept until the server has it: only the newest counts. */
export interface QueuedRoute {
  userId: string;
  stops: string[];
  queuedAt: string;
}

export interface OutboxState {
  queue: OutboxEntry[];
  attention: AttentionItem[];
  positions: QueuedPosition[];
  routes: QueuedRoute[];
}

export const EMPTY_OUTBOX: OutboxState = { queue: [], attention: [], positions: [], routes: [] };

/** What a failed send means for the move: try again later, or drop it and tell the driver. */
export type FailureVerdict = 'retry' | 'reject';
