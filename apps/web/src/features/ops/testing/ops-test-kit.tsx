import type { Booking, DriverWithJobs, OpsBooking, OpsBookingList, Vehicle } from '@meridian/contracts';
import { makeBooking } from '../../../test/sample-booking';

export { ok, refused, renderWithSession, stubApi, type ApiCall } from '../../../test/api-stub';

// The console's test data: a booking as GET /ops/bookings answers it (with its customer), and the seeded drivers.

const CUSTOMER_ID = '64b7f0c2a1b2c3d4e5f60718';

export function makeOpsBooking(overrides: Partial<Booking> = {}): OpsBooking {
  return {
    ...makeBooking(overrides),
    customer: { _id: CUSTOMER_ID, name: 'Amara Nwosu', email: 'amara@example.com', companyName: 'Nwosu Fresh Foods', phoneNumber: '+15550100200' },
  };
}

export function makeQueue(records: OpsBooking[]): OpsBookingList {
  return {
    records,
    pagination: { currentPage: 1, totalPages: 1, totalRecords: records.length, limit: 25 },
    counts: { total: 7, pending: 3, confirmed: 2, 'in-transit': 1, delivered: 1, cancelled: 0 },
  };
}

export const DRIVERS: DriverWithJobs[] = [
  { _id: '64b7f0c2a1b2c3d4e5f60001', firstName: 'Diego', lastName: 'Ramos', email: 'driver1@meridian.test', phoneNumber: '+15550100301', role: 'driver', jobsThatDay: 2 },
  { _id: '64b7f0c2a1b2c3d4e5f60002', firstName: 'Priya', lastName: 'Shah', email: 'driver2@meridian.test', phoneNumber: '+15550100302', role: 'driver', jobsThatDay: 0 },
];

const vehicle = (id: string, type: Vehicle['type'], refrigerated: boolean, capacityKg: number): Vehicle => ({
  _id: id,
  type,
  refrigerated,
  capacityKg,
  retiredAt: null,
  imported: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});

// The seeded fleet's shape (apps/api/src/seed/staff.ts): one vehicle of each kind the dialog must tell apart.
export const VEHICLES: Vehicle[] = [
  vehicle('TRK-101', 'truck', true, 12_000),
  vehicle('TRK-102', 'truck', false, 3_500),
  vehicle('VAN-07', 'truck', false, 900),
  vehicle('AIR-B763-12', 'air', true, 45_000),
];
