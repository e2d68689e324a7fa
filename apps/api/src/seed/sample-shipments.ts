import type { SAMPLE_TRACKING_NUMBERS} from '@meridian/contracts';
import { type BookingStatus, type Milestone } from '@meridian/contracts';
import { BookingModel } from '../modules/bookings/bookings.model';
import { UserModel } from '../modules/users/users.model';
import { DEMO_EMAIL } from './seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Step = { milestone: Milestone; status: BookingStatus; hoursAgo: number; place?: string };

// Spec 9's sample numbers as real shipments in three states, so the tracking screen's sample buttons keep working.
const SAMPLES: { number: (typeof SAMPLE_TRACKING_NUMBERS)[number]; perishable: boolean; steps: Step[]; route: [string, string, string, string] }[] = [
  {
    number: 'DL-1001',
    perishable: true,
    route: ['Seattle', 'WA', 'Chicago', 'IL'],
    steps: [
      { milestone: 'booked', status: 'pending', hoursAgo: 72 },
      { milestone: 'confirmed', status: 'confirmed', hoursAgo: 66 },
      { milestone: 'assigned', status: 'confirmed', hoursAgo: 60 },
      { milestone: 'picked-up', status: 'in-transit', hoursAgo: 30, place: 'Seattle, WA' },
      { milestone: 'in-transit', status: 'in-transit', hoursAgo: 2, place: 'Billings, MT' },
    ],
  },
  {
    number: 'DL-1002',
    perishable: false,
    route: ['Austin', 'TX', 'Atlanta', 'GA'],
    steps: [
      { milestone: 'booked', status: 'pending', hoursAgo: 20 },
      { milestone: 'confirmed', status: 'confirmed', hoursAgo: 5 },
    ],
  },
  {
    number: 'DL-1003',
    perishable: false,
    route: ['Boston', 'MA', 'San Francisco', 'CA'],
    steps: [
      { milestone: 'booked', status: 'pending', hoursAgo: 240 },
      { milestone: 'confirmed', status: 'confirmed', hoursAgo: 236 },
      { milestone: 'assigned', status: 'confirmed', hoursAgo: 230 },
      { milestone: 'picked-up', status: 'in-transit', hoursAgo: 200, place: 'Boston, MA' },
      { milestone: 'in-transit', status: 'in-transit', hoursAgo: 150, place: 'Omaha, NE' },
      { milestone: 'out-for-delivery', status: 'in-transit', hoursAgo: 100, place: 'Oakland, CA' },
      { milestone: 'delivered', status: 'delivered', hoursAgo: 96, place: 'San Francisco, CA' },
    ],
  },
];

/** The three sample shipments, owned by the demo customer (seeded first); does nothing for those that exist. */
export async function seedSampleShipments(now = Date.now()): Promise<number> {
  const owner = await UserModel.findOne({ email: DEMO_EMAIL }, { _id: 1 }).lean().exec();
  if (!owner) return 0;
  const driver = await UserModel.findOne({ role: 'driver' }, { firstName: 1, lastName: 1, phoneNumber: 1 }).sort({ email: 1 }).lean().exec();
  let created = 0;
  for (const sample of SAMPLES) {
    if (await BookingModel.exists({ trackingNumber: sample.number })) continue;
    const at = (step: Step) => new Date(now - step.hoursAgo * HOUR);
    const last = sample.steps.at(-1)!;
    const assigned = sample.steps.some((s) => s.milestone === 'assigned');
    const located = [...sample.steps].reverse().find((s) => s.place);
    const [fromCity, fromState, toCity, toState] = sample.route;
    await BookingModel.create({
      createdBy: owner._id,
      status: last.status,
      milestone: last.milestone,
      version: sample.steps.length - 1,
      vehicleType: 'truck',
      fullNameOrBusiness: 'Demo Traders Ltd',
      contactPhone: '+1 555 010 2000',
      email: DEMO_EMAIL,
      customerType: 'Business',
      pickupPerson: { name: 'Alex Porter', phone: '+1 555 010 2001', email: 'alex@demo-traders.test' },
      receiverPerson: { name: 'Sam Rivera', phone: '+1 555 010 2002', email: 'sam@receiver.test' },
      pickupLocation: { address: '12 Harbour Rd', city: fromCity, state: fromState },
      dropoffLocation: { address: '400 Market St', city: toCity, state: toState },
      goodsType: sample.perishable ? 'Food' : 'Electronics',
      cargoWeightKg: 480,
      quantity: 12,
      isFragile: !sample.perishable,
      isPerishable: sample.perishable,
      tempControlCelsius: sample.perishable ? 5 : 0,
      estimatedPickupDate: date(now - 2 * DAY),
      estimatedDeliveryDate: date(now + (last.milestone === 'delivered' ? -4 : 2) * DAY),
      trackingNumber: sample.number,
      statusHistory: sample.steps.map((step) => ({
        status: step.status,
        milestone: step.milestone,
        event: step.milestone === 'booked' ? 'created' : undefined,
        at: at(step),
        by: owner._id,
        ...(step.place ? { location: { place: step.place } } : {}),
      })),
      ...(assigned && driver
        ? {
            assignment: {
              driverId: driver._id,
              driverName: `${driver.firstName} ${driver.lastName}`,
              driverPhone: driver.phoneNumber,
              vehicleId: 'TRK-2041',
              vehicleType: 'truck',
              assignedAt: at(sample.steps.find((s) => s.milestone === 'assigned')!),
            },
          }
        : {}),
      ...(located ? { currentLocation: { place: located.place, at: at(located) } } : {}),
    });
    created += 1;
  }
  return created;
}
