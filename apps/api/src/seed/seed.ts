import bcrypt from 'bcrypt';
import { placeLabel, type BookingStatus, type CreateBookingInput, type Milestone, type SAMPLE_TRACKING_NUMBERS, type VehicleType } from '@meridian/contracts';
import mongoose from 'mongoose';
import { backfillPlacesAndPieces } from '../migrations/0009-places-and-pieces';
import { BookingModel } from '../modules/bookings/bookings.model';
import { customsToStore, newTrackingNumber } from '../modules/bookings/bookings.service';
import { foundOrganization } from '../modules/organizations/organizations.service';
import { UserModel, type UserDoc } from '../modules/users/users.model';
import { demoCustoms } from './customs';
import { journeyFields, type JourneyCast, type SeedPerson } from './journey';
import { signSeededDeliveries } from './signature';
import { seedStaff, STAFF_ACCOUNTS } from './staff';

export const DEMO_EMAIL = 'demo@meridian.test';
export const DEMO_PASSWORD = 'Demo!2345';
// A business customer whose company review is approved, so invoice terms can be shown and tried (decision 0023).
const BUSINESS_EMAIL = 'acme@meridian.test';
const BUSINESS_PASSWORD = 'Acme!2345';

async function seedBusinessCustomer(bcryptCost: number): Promise<void> {
  if (await UserModel.exists({ email: BUSINESS_EMAIL })) return;
  const created = await UserModel.create({
    ...foundedAccount(),
    firstName: 'Avery',
    lastName: 'Stone',
    email: BUSINESS_EMAIL,
    phoneNumber: '+1 555 010 3000',
    address: '200 Pier Ave, Baltimore, MD',
    companyName: 'Acme Cold Logistics Inc',
    clientCategory: 'Enterprise',
    verified: true,
    emailVerified: true,
    passwordHash: await bcrypt.hash(BUSINESS_PASSWORD, bcryptCost),
  });
  await foundOrganization(String(created._id), created.companyName);
}

/** A seeded customer founds their organization as sign-up does: it carries their id, they are its admin (decision 0054). */
function foundedAccount() {
  const _id = new mongoose.Types.ObjectId();
  return { _id, organizationId: _id, organizationRole: 'admin' as const };
}

type DemoPlace = { address: string; city: string; state?: string; country: string };
type Lane = { vehicleType: VehicleType; pickup: DemoPlace; dropoff: DemoPlace; hub: string };
// Decision 0099: real places the gazetteer knows, so every demo booking has coordinates, a route and emissions: a
// cross-border road move in Europe, US domestic road, air and sea. `hub` is where a shipment is seen on the way (a
// location update's free-text place). Lane 2 is DL-1001's (Chicago to Austin, the tracking page's example).
const LANES: readonly Lane[] = [
  {
    vehicleType: 'truck',
    pickup: { address: 'Waalhaven Zuidzijde 21', city: 'Rotterdam', country: 'NL' },
    dropoff: { address: 'Am Sandtorkai 50', city: 'Hamburg', country: 'DE' },
    hub: 'Bremen, DE',
  },
  {
    vehicleType: 'air',
    pickup: { address: '12 Harbour Rd', city: 'Seattle', state: 'WA', country: 'US' },
    dropoff: { address: '1-1 Marunouchi', city: 'Tokyo', country: 'JP' },
    hub: 'Anchorage, AK',
  },
  {
    vehicleType: 'truck',
    pickup: { address: '88 Lakeshore Dr', city: 'Chicago', state: 'IL', country: 'US' },
    dropoff: { address: '51 Congress Ave', city: 'Austin', state: 'TX', country: 'US' },
    hub: 'Indianapolis, IN',
  },
  {
    vehicleType: 'sea',
    pickup: { address: '1 Yangshan Port Rd', city: 'Shanghai', country: 'CN' },
    dropoff: { address: 'Maasvlakte 2', city: 'Rotterdam', country: 'NL' },
    hub: 'Singapore, SG',
  },
  {
    vehicleType: 'air',
    pickup: { address: '400 Broadway', city: 'New York', state: 'NY', country: 'US' },
    dropoff: { address: '10 Bishopsgate', city: 'London', country: 'GB' },
    hub: 'Shannon, IE',
  },
  {
    vehicleType: 'sea',
    pickup: { address: 'Burchardkai 1', city: 'Hamburg', country: 'DE' },
    dropoff: { address: '7 Beacon St', city: 'Boston', state: 'MA', country: 'US' },
    hub: 'Halifax, NS',
  },
];

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
  returned: { createdDaysAgo: [20, 18], pickupInDays: [-15, -14] },
};

function sampleBooking(i: number, pickupDate: Date): CreateBookingInput {
  const lane = LANES[i % LANES.length]!;
  return {
    vehicleType: lane.vehicleType,
    fullNameOrBusiness: 'Demo Traders Ltd',
    contactPhone: '+1 555 010 2000',
    email: DEMO_EMAIL,
    customerType: 'Business',
    pickupPerson: { name: 'Alex Porter', phone: '+1 555 010 2001', email: 'alex@demo-traders.test' },
    receiverPerson: { name: 'Sam Rivera', phone: '+1 555 010 2002', email: 'sam@receiver.test' },
    pickupLocation: { ...lane.pickup },
    dropoffLocation: { ...lane.dropoff },
    goodsType: (['Electronics', 'Clothing', 'Food', 'Machinery', 'Documents', 'Other'] as const)[i % 6]!,
    cargoWeightKg: 25 + i * 40,
    quantity: 1 + (i % 5),
    isFragile: i % 2 === 0,
    isPerishable: i % 4 === 2,
    tempControlCelsius: i % 4 === 2 ? 4 : 0,
    // Calendar dates, as the wizard sends them (decision 0009).
    estimatedPickupDate: pickupDate.toISOString().slice(0, 10),
    estimatedDeliveryDate: new Date(pickupDate.getTime() + 4 * DAY).toISOString().slice(0, 10),
    notes: i % 3 === 0 ? 'Call the receiver 30 minutes before arrival.' : undefined,
  };
}

// Per status, the milestones its two demo bookings reached and which driver (1 or 2) carries them.
const DEMO_MILESTONES: Record<BookingStatus, [Milestone, Milestone]> = {
  delivered: ['delivered', 'delivered'],
  'in-transit': ['in-transit', 'out-for-delivery'],
  cancelled: ['cancelled', 'cancelled'],
  confirmed: ['confirmed', 'assigned'],
  pending: ['booked', 'booked'],
  returned: ['returned', 'returned'],
};


/** The people the demo's moves are made by: the demo customer, the seeded operator and the two seeded drivers. */
async function demoCast(bcryptCost: number, customer: { _id: SeedPerson['id']; firstName: string; lastName: string }) {
  await seedStaff(bcryptCost);
  const staff = await UserModel.find({ email: mongoose.trusted({ $in: STAFF_ACCOUNTS.map((a) => a.email) }) }).lean<UserDoc[]>();
  const person = (email: string): SeedPerson => {
    const u = staff.find((s) => s.email === email);
    if (!u) throw new Error(`seed: staff account ${email} is missing`);
    return { id: u._id, name: `${u.firstName} ${u.lastName}`, role: u.role as SeedPerson['role'], phone: u.phoneNumber };
  };
  const base = { customer: { id: customer._id, name: `${customer.firstName} ${customer.lastName}`, role: 'customer' as const }, operator: person('ops@meridian.test') };
  return { driver1: { ...base, driver: person('driver1@meridian.test') }, driver2: { ...base, driver: person('driver2@meridian.test') } };
}

function seededBooking(input: CreateBookingInput, target: Milestone, createdAt: Date, cast: JourneyCast, hub: string, trackingNumber: string) {
  const places = { pickup: placeLabel(input.pickupLocation), hub, dropoff: placeLabel(input.dropoffLocation) };
  const journey = journeyFields(
    target,
    { vehicleType: input.vehicleType, receiverName: input.receiverPerson.name, createdAt, pickup: input.estimatedPickupDate, delivery: input.estimatedDeliveryDate },
    cast,
    places,
  );
  const customs = demoCustoms(input);
  return { ...input, ...(customs ? { customs: customsToStore(customs) } : {}), createdBy: cast.customer.id, organizationId: cast.customer.id, trackingNumber, ...journey };
}

// The tracking screen's sample numbers (contracts: tracking-number.ts), as three shipments of the demo customer in three states (decision 0018).
const SAMPLE_SHIPMENTS: { number: (typeof SAMPLE_TRACKING_NUMBERS)[number]; target: Milestone; driver: 'driver1' | 'driver2'; at: number; createdDaysAgo: number; pickupInDays: number; perishable?: number }[] = [
  { number: 'DL-1001', target: 'picked-up', driver: 'driver1', at: 2, createdDaysAgo: 4, pickupInDays: -1, perishable: 5 },
  { number: 'DL-1002', target: 'delivered', driver: 'driver2', at: 4, createdDaysAgo: 9, pickupInDays: -7 },
  { number: 'DL-1003', target: 'assigned', driver: 'driver2', at: 1, createdDaysAgo: 2, pickupInDays: 2 },
];

async function seedSampleShipments(cast: Awaited<ReturnType<typeof demoCast>>): Promise<number> {
  let inserted = 0;
  for (const sample of SAMPLE_SHIPMENTS) {
    if (await BookingModel.exists({ trackingNumber: sample.number })) continue;
    const input = sampleBooking(sample.at, daysFromToday(sample.pickupInDays));
    if (sample.perishable !== undefined) Object.assign(input, { goodsType: 'Food', isPerishable: true, tempControlCelsius: sample.perishable, vehicleType: 'truck' });
    const createdAt = new Date(daysFromToday(-sample.createdDaysAgo).getTime() + 9 * 3600_000);
    const doc = seededBooking(input, sample.target, createdAt, cast[sample.driver], LANES[sample.at % LANES.length]!.hub, sample.number);
    await BookingModel.insertMany(await signSeededDeliveries([doc]), { timestamps: false } as never);
    inserted += 1;
  }
  return inserted;
}

/**
 * The demo customer with two bookings in every status (with tracking numbers and the moves that got them there),
 * plus the sample shipments DL-1001..3. Idempotent: an existing demo account keeps its bookings, and only
 * missing sample shipments are added (so a database seeded before they existed gets them too).
 */
export async function seedDemoData(bcryptCost: number): Promise<{ created: boolean; email: string; password: string }> {
  const existing = await UserModel.findOne({ email: DEMO_EMAIL }).lean<UserDoc>();
  const created = !existing;
  const user =
    existing ??
    (
      await UserModel.create({
        ...foundedAccount(),
        firstName: 'Dana',
        lastName: 'Demo',
        email: DEMO_EMAIL,
        phoneNumber: '+1 555 010 2000',
        address: '12 Harbour Rd, Seattle, WA',
        companyName: 'Demo Traders Ltd',
        emailVerified: true,
        passwordHash: await bcrypt.hash(DEMO_PASSWORD, bcryptCost),
      })
    ).toObject<UserDoc>();
  // Every run, so a demo account seeded before organizations gets its own (idempotent).
  await foundOrganization(String(user._id), user.companyName);
  const cast = await demoCast(bcryptCost, user);
  if (created) {
    const now = Date.now();
    const docs = (Object.keys(TIMELINE) as BookingStatus[]).flatMap((status, s) =>
      [0, 1].map((k) => {
        const i = s * 2 + k;
        const { createdDaysAgo, pickupInDays } = TIMELINE[status];
        // Made during working hours, an hour apart, never in the future.
        const createdAt = new Date(Math.min(now - (10 - k) * 60_000, daysFromToday(-createdDaysAgo[k]!).getTime() + (9 + k) * 3600_000));
        const input = sampleBooking(i, daysFromToday(pickupInDays[k]!));
        return seededBooking(input, DEMO_MILESTONES[status][k]!, createdAt, k === 0 ? cast.driver1 : cast.driver2, LANES[i % LANES.length]!.hub, newTrackingNumber());
      }),
    );
    await BookingModel.insertMany(await signSeededDeliveries(docs), { timestamps: false } as never);
  }
  await seedSampleShipments(cast);
  // Decision 0099: the demo's bookings get coordinates, route, pieces with SSCCs and emissions by migration 0009's own
  // code, so the seed shows what the migration makes of a booking (on a fresh database the migrations ran before it).
  await backfillPlacesAndPieces();
  await seedBusinessCustomer(bcryptCost);
  return { created, email: DEMO_EMAIL, password: DEMO_PASSWORD };
}
