import { quoteForShipment, QUOTE_FORMULA_VERSION } from '@meridian/contracts';
import mongoose from 'mongoose';
import { BookingModel } from '../../src/modules/bookings/bookings.model';

const DAY_MS = 86_400_000;

/** Noon UTC `days` ago, so a booking sits well inside a UTC calendar day. */
export function noonDaysAgo(days: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12) - days * DAY_MS);
}

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export type ReportFixture = {
  createdAt: Date;
  paymentStatus?: 'unpaid' | 'paid' | 'invoiced' | 'refunded';
  amountDueCents?: number;
  status?: string;
  stars?: number;
  /** Real pickup and delivery instants, as the shipments module records them (history + proof of delivery). */
  pickedUpAt?: Date;
  deliveredAt?: Date;
  pickupCity?: string;
  /** The stored kg CO2e well to wheel (decision 0099); null for a booking without emissions (an old one without a country). */
  co2eWtwKg?: number | null;
};

/**
 * Places a booking made through the API at a known instant with a known money and journey state. Written with the
 * driver directly: createdAt is immutable through mongoose, and the fields stand for what the payment and shipment
 * modules store.
 */
export async function shapeBooking(id: string, fixture: ReportFixture): Promise<void> {
  const quote = { ...quoteForShipment({ vehicleType: 'truck', cargoWeightKg: 100 }), formulaVersion: QUOTE_FORMULA_VERSION, quotedAt: fixture.createdAt };
  if (fixture.amountDueCents !== undefined) quote.amountDueCents = fixture.amountDueCents;
  const by = new mongoose.Types.ObjectId();
  const history = [
    ...(fixture.pickedUpAt ? [{ status: 'in-transit', milestone: 'picked-up', event: 'pickup', at: fixture.pickedUpAt, by }] : []),
    ...(fixture.deliveredAt ? [{ status: 'delivered', milestone: 'delivered', event: 'deliver', at: fixture.deliveredAt, by }] : []),
  ];
  const update: Record<string, unknown> = {
      $set: {
        createdAt: fixture.createdAt,
        paymentStatus: fixture.paymentStatus ?? 'unpaid',
        quote,
        ...(fixture.status ? { status: fixture.status } : {}),
        ...(fixture.stars ? { rating: { stars: fixture.stars, ratedAt: fixture.deliveredAt ?? fixture.createdAt } } : {}),
        ...(fixture.deliveredAt ? { proofOfDelivery: { receiverName: 'Rae Receiver', deliveredAt: fixture.deliveredAt } } : {}),
        ...(fixture.pickupCity ? { 'pickupLocation.city': fixture.pickupCity } : {}),
        ...(typeof fixture.co2eWtwKg === 'number' ? { 'emissions.co2eWtwKg': fixture.co2eWtwKg } : {}),
      },
    ...(fixture.co2eWtwKg === null ? { $unset: { emissions: '', route: '' } } : {}),
    ...(history.length ? { $push: { statusHistory: { $each: history } } } : {}),
  };
  await BookingModel.collection.updateOne({ _id: new mongoose.Types.ObjectId(id) }, update);
}
