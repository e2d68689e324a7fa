import type { OpsBooking, OpsBookingList } from '@meridian/contracts';
import { makeOpsBookingList } from '../../../mocks/fixtures/booking';
import { makeDriver } from '../../../mocks/fixtures/user';
import { sampleFleet } from '../../../mocks/fixtures/vehicle';

export { makeOpsBooking } from '../../../mocks/fixtures/booking';

// The console's test data: a queue page as GET /ops/bookings answers it, and the seeded drivers and fleet.

export function makeQueue(records: OpsBooking[]): OpsBookingList {
  return makeOpsBookingList(records, { counts: { total: 7, pending: 3, confirmed: 2, 'in-transit': 1, delivered: 1, cancelled: 0, returned: 0 } });
}

export const DRIVERS = [
  makeDriver({ _id: '64b7f0c2a1b2c3d4e5f60001', firstName: 'Diego', lastName: 'Ramos', email: 'driver1@meridian.test', phoneNumber: '+15550100301', jobsThatDay: 2 }),
  makeDriver({ _id: '64b7f0c2a1b2c3d4e5f60002', firstName: 'Priya', lastName: 'Shah', email: 'driver2@meridian.test', phoneNumber: '+15550100302', jobsThatDay: 0 }),
];

export const VEHICLES = sampleFleet();
