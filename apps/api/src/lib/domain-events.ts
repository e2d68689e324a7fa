import type { Booking, ShipmentEventType } from '@meridian/contracts';

// Issue 13: what happened to a shipment, for the modules that react to it (notifications today; e-mail next).
// Handlers run before the request answers, so whatever they write (a notification) exists when the client
// reads again; anything that must reach another process goes through MongoDB, never through this in-process list.
export type DomainEvent =
  | { kind: 'booking-created'; booking: Booking; actorId: string }
  | { kind: 'shipment-moved'; type: Exclude<ShipmentEventType, 'reading'>; booking: Booking; actorId: string; note?: string }
  | { kind: 'excursion-opened' | 'excursion-closed'; booking: Booking; celsius: number; at: string; band: { min: number; max: number } };

type Handler = (event: DomainEvent) => Promise<void>;

// Keyed by name so building the app twice in one process (tests) does not run a handler twice.
const handlers = new Map<string, Handler>();

export function onDomainEvent(name: string, handler: Handler): void {
  handlers.set(name, handler);
}

/** Runs every handler; one failing handler is logged by the caller's error path but does not stop the others. */
export async function publishDomainEvent(event: DomainEvent): Promise<void> {
  const results = await Promise.allSettled([...handlers.values()].map((handler) => handler(event)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
