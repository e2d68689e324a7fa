import type { Booking } from '@meridian/contracts';
import type { Express } from 'express';
import { move, outForDelivery, SIGNATURE, type Cast } from './shipments';

/** A customer's booking taken through every real move up to delivered (what a rating needs, decision 0026). */
export async function deliveredBooking(app: Express, people: Cast, overrides: Record<string, unknown> = {}): Promise<Booking> {
  const out = await outForDelivery(app, people, overrides);
  return move(app, people.driver.token, out, { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE });
}
