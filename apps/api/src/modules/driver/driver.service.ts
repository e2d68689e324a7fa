import { startOfTodayIn, type Booking, type DriverJobList } from '@meridian/contracts';
import { notFound } from '../../lib/errors';
import { BOOKING_NOT_FOUND, findDriverJob, findDriverJobs, toBooking } from '../bookings/bookings.service';

export async function listDriverJobs(driverId: string, timeZone = 'UTC'): Promise<DriverJobList> {
  return { records: (await findDriverJobs(driverId, startOfTodayIn(timeZone))).map(toBooking) };
}

export async function getDriverJob(driverId: string, id: string): Promise<Booking> {
  const doc = await findDriverJob(driverId, id);
  // Another driver's job, an unassigned booking and a missing one all answer alike (no existence leak).
  if (!doc) throw notFound(BOOKING_NOT_FOUND);
  return toBooking(doc);
}
