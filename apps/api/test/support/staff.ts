import type { UserRole } from '@meridian/contracts';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { UserModel } from '../../src/modules/users/users.model';
import { signUp } from './app';

/** A signed-up account given `role` in the database, as an admin or the CLI would (sign-up always makes a customer). */
export async function signUpAs(app: Express, role: UserRole, overrides: Record<string, unknown> = {}) {
  const account = await signUp(app, overrides);
  await UserModel.updateOne({ _id: account.user._id }, { $set: { role } });
  return { ...account, user: { ...account.user, role } };
}

/**
 * Assigns a booking to a driver straight in the database: the moves endpoint (POST /bookings/{id}/events) is another
 * slice's; these tests only need the state it leaves behind.
 */
export async function assignInDatabase(
  bookingId: string,
  driver: { _id: string; firstName: string; lastName: string },
  set: Record<string, unknown> = {},
): Promise<void> {
  await BookingModel.updateOne(
    { _id: new mongoose.Types.ObjectId(bookingId) },
    {
      $set: {
        status: 'confirmed',
        milestone: 'assigned',
        assignment: {
          driverId: new mongoose.Types.ObjectId(driver._id),
          driverName: `${driver.firstName} ${driver.lastName}`,
          driverPhone: '+1 410 555 0100',
          vehicleId: 'TRK-1',
          vehicleType: 'truck',
          assignedAt: new Date(),
        },
        ...set,
      },
    },
  );
}
