import bcrypt from 'bcrypt';
import type { BookingStatus, CreateBookingInput } from '@meridian/contracts';
import type mongoose from 'mongoose';
import { BookingModel } from '../modules/bookings/bookings.model';
import { UserModel } from '../modules/users/users.model';

export const DEMO_EMAIL = 'demo@meridian.test';
export const DEMO_PASSWORD = 'Demo!2345';

const FORWARD: BookingStatus[] = ['pending', 'confirmed', 'in-transit', 'delivered'];

/** The status history a booking would have: confirmed six hours after booking, on the road at pickup, delivered on the delivery date. */
function historyTo(status: BookingStatus, userId: mongoose.Types.ObjectId, dates: { createdAt: Date; pickup: Date; delivery: Date }) {
  const path = status === 'cancelled' ? (['pending', 'cancelled'] as BookingStatus[]) : FORWARD.slice(0, FORWARD.indexOf(status) + 1);
  const at: Record<BookingStatus, Date> = {
    pending: dates.createdAt,
    confirmed: new Date(dates.createdAt.getTime() + 6 * 3600_000),
    'in-transit': new Date(dates.pickup.getTime() + 10 * 3600_000),
    delivered: new Date(dates.delivery.getTime() + 15 * 3600_000),
    cancelled: new Date(dates.createdAt.getTime() + 26 * 3600_000),
  };
  return path.map((s) => ({ status: s, at: at[s], by: userId }));
}

const CITIES = [
  ['12 Harbour Rd', 'Seattle', 'WA'],
  ['400 Market St', 'San Francisco', 'CA'],
  ['88 Lakeshore Dr', 'Chicago', 'IL'],
  ['9 Peachtree Ave', 'Atlanta', 'GA'],
  ['51 Congress Ave', 'Austin', 'TX'],
  ['7 Beacon St', 'Boston', 'MA'],
] as const;

const DAY = 86_400_000;

/** Midnight UTC `days` from today, so the demo's dates always read as plausible for each status. */
function daysFromToday(days: number): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY);
}

// Per status: how long ago the booking was made and when its pickup is (days from today). Delivered ones were made
// first and picked up weeks ago; in-transit ones left a day or two ago; the rest are still to be collected.
const TIMELINE: Record<BookingStatus, { createdDaysAgo: [number, number]; pickupInDays: [number, number] }> = {
  delivered: { createdDaysAgo: [24, 21], pickupInDays: [-18, -15] },
  'in-transit': { createdDaysAgo: [12, 10], pickupInDays: [-2, -1] },
  cancelled: { createdDaysAgo: [9, 6], pickupInDays: [4, 8] },
  confirmed: { createdDaysAgo: [5, 3], pickupInDays: [2, 3] },
  pending: { createdDaysAgo: [1, 0], pickupInDays: [5, 6] },
};

function sampleBooking(i: number, pickupDate: Date): CreateBookingInput {
  const pickup = CITIES[i % CITIES.length]!;
  const drop = CITIES[(i + 2) % CITIES.length]!;
  return {
    vehicleType: (['truck', 'air', 'sea'] as const)[i % 3]!,
    fullNameOrBusiness: 'Demo Traders Ltd',
    contactPhone: '+1 555 010 2000',
    email: DEMO_EMAIL,
    customerType: 'Business',
    pickupPerson: { name: 'Alex Porter', phone: '+1 555 010 2001', email: 'alex@demo-traders.test' },
    receiverPerson: { name: 'Sam Rivera', phone: '+1 555 010 2002', email: 'sam@receiver.test' },
    pickupLocation: { address: pickup[0], city: pickup[1], state: pickup[2] },
    dropoffLocation: { address: drop[0], city: drop[1], state: drop[2] },
    goodsType: (['Electronics', 'Clothing', 'Food', 'Machinery', 'Documents', 'Other'] as const)[i % 6]!,
    cargoWeightKg: 25 + i * 40,
    quantity: 1 + (i % 5),
    isFragile: i % 2 === 0,
    isPerishable: i % 4 === 2,
    tempControlCelsius: i % 4 === 2 ? 4 : 0,
    // Issue 12: calendar dates, as the wizard sends them.
    estimatedPickupDate: pickupDate.toISOString().slice(0, 10),
    estimatedDeliveryDate: new Date(pickupDate.getTime() + 4 * DAY).toISOString().slice(0, 10),
    notes: i % 3 === 0 ? 'Call the receiver 30 minutes before arrival.' : undefined,
  };
}

/** The demo customer plus two bookings in every status; does nothing when the demo account exists. */
export async function seedDemoData(bcryptCost: number): Promise<{ created: boolean; email: string; password: string }> {
  if (await UserModel.exists({ email: DEMO_EMAIL })) return { created: false, email: DEMO_EMAIL, password: DEMO_PASSWORD };
  const user = await UserModel.create({
    firstName: 'Dana',
    lastName: 'Demo',
    email: DEMO_EMAIL,
    phoneNumber: '+1 555 010 2000',
    address: '12 Harbour Rd, Seattle, WA',
    companyName: 'Demo Traders Ltd',
    passwordHash: await bcrypt.hash(DEMO_PASSWORD, bcryptCost),
  });
  const now = Date.now();
  const docs = (Object.keys(TIMELINE) as BookingStatus[]).flatMap((status, s) =>
    [0, 1].map((k) => {
      const i = s * 2 + k;
      const { createdDaysAgo, pickupInDays } = TIMELINE[status];
      // Made during working hours, an hour apart, never in the future.
      const createdAt = new Date(Math.min(now - (10 - k) * 60_000, daysFromToday(-createdDaysAgo[k]!).getTime() + (9 + k) * 3600_000));
      const input = sampleBooking(i, daysFromToday(pickupInDays[k]!));
      const history = historyTo(status, user._id, {
        createdAt,
        pickup: new Date(input.estimatedPickupDate),
        delivery: new Date(input.estimatedDeliveryDate),
      });
      const updatedAt = history.at(-1)!.at;
      return {
        ...input,
        createdBy: user._id,
        status,
        version: history.length - 1,
        statusHistory: history,
        createdAt,
        updatedAt,
      };
    }),
  );
  await BookingModel.insertMany(docs, { timestamps: false } as never);
  return { created: true, email: DEMO_EMAIL, password: DEMO_PASSWORD };
}
