import type { Booking, OpsBooking, OpsBookingList, StaffMember } from '@meridian/contracts';
import { makeBooking } from '../../../test/sample-booking';

export { ok, refused, renderWithSession, stubApi, type ApiCall } from '../../../test/api-stub';

// The console's test data: a booking as GET /ops/bookings answers it (with its customer), and the seeded drivers.

export const CUSTOMER_ID = '64b7f0c2a1b2c3d4e5f60718';

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

export const DRIVERS: StaffMember[] = [
  { _id: '64b7f0c2a1b2c3d4e5f60001', firstName: 'Diego', lastName: 'Ramos', email: 'driver1@meridian.test', phoneNumber: '+15550100301', role: 'driver' },
  { _id: '64b7f0c2a1b2c3d4e5f60002', firstName: 'Priya', lastName: 'Shah', email: 'driver2@meridian.test', phoneNumber: '+15550100302', role: 'driver' },
];
