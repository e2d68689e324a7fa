import bcrypt from 'bcrypt';
import type { BookingStatus, CreateBookingInput } from '@meridian/contracts';
import type mongoose from 'mongoose';
import { BookingModel } from '../modules/bookings/booking.model';
import { UserModel } from '../modules/users/user.model';

export const DEMO_EMAIL = 'demo@meridian.test';
export const DEMO_PASSWORD = 'Demo!2345';

const FORWARD: BookingStatus[] = ['pending', 'confirmed', 'in-transit', 'delivered'];

function historyTo(status: BookingStatus, userId: mongoose.Types.ObjectId, createdAt: Date) {
  const path = status === 'cancelled' ? (['pending', 'cancelled'] as BookingStatus[]) : FORWARD.slice(0, FORWARD.indexOf(status) + 1);
  return path.map((s, i) => ({ status: s, at: new Date(createdAt.getTime() + i * 6 * 3600_000), by: userId }));
}

const CITIES = [
  ['12 Harbour Rd', 'Seattle', 'WA'],
  ['400 Market St', 'San Francisco', 'CA'],
  ['88 Lakeshore Dr', 'Chicago', 'IL'],
  ['9 Peachtree Ave', 'Atlanta', 'GA'],
  ['51 Congress Ave', 'Austin', 'TX'],
  ['7 Beacon St', 'Boston', 'MA'],
] as const;

function sampleBooking(i: number): CreateBookingInput {
  const pickup = CITIES[i % CITIES.length]!;
  const drop = CITIES[(i + 2) % CITIES.length]!;
  const pickupDate = new Date(Date.UTC(2026, 0, 10 + i * 3));
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
    estimatedPickupDate: pickupDate.toISOString(),
    estimatedDeliveryDate: new Date(pickupDate.getTime() + 4 * 86400_000).toISOString(),
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
  const statuses: BookingStatus[] = ['pending', 'confirmed', 'in-transit', 'delivered', 'cancelled'];
  const now = Date.now();
  const docs = statuses.flatMap((status, s) =>
    [0, 1].map((k) => {
      const i = s * 2 + k;
      const createdAt = new Date(now - (10 - i) * 2 * 86400_000);
      const input = sampleBooking(i);
      return {
        ...input,
        estimatedPickupDate: new Date(input.estimatedPickupDate),
        estimatedDeliveryDate: new Date(input.estimatedDeliveryDate),
        createdBy: user._id,
        status,
        version: historyTo(status, user._id, createdAt).length - 1,
        statusHistory: historyTo(status, user._id, createdAt),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await BookingModel.insertMany(docs, { timestamps: false } as never);
  return { created: true, email: DEMO_EMAIL, password: DEMO_PASSWORD };
}
