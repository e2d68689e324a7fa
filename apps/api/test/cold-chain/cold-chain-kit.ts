import type { Booking, UserRole } from '@meridian/contracts';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { expect } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, createBooking, signUp } from '../support/app';

/** A signed-up account given a staff role in the database (the role screen belongs to another slice). */
export async function signUpAs(app: Express, role: UserRole) {
  const account = await signUp(app);
  await UserModel.updateOne({ _id: account.user._id }, { $set: { role } });
  return account;
}

let vehicleCounter = 0;
export const uniqueVehicle = () => `TRK-${process.pid}-${(vehicleCounter += 1)}`;

export async function perishableBooking(app: Express, token: string, celsius = 5): Promise<Booking> {
  return createBooking(app, token, { goodsType: 'Food', isPerishable: true, tempControlCelsius: celsius });
}

/**
 * Puts a booking on a vehicle with a driver, as the console's assign move would (that endpoint is another slice's);
 * assigned an hour ago unless told otherwise.
 */
export async function assignVehicle(bookingId: string, vehicleId: string, driverId: string, options: { milestone?: string; assignedAt?: Date } = {}) {
  const milestone = options.milestone ?? 'picked-up';
  await BookingModel.updateOne(
    { _id: new mongoose.Types.ObjectId(bookingId) },
    {
      $set: {
        status: milestone === 'assigned' ? 'confirmed' : milestone === 'delivered' ? 'delivered' : 'in-transit',
        milestone,
        assignment: {
          driverId: new mongoose.Types.ObjectId(driverId),
          driverName: 'Diego Ramos',
          driverPhone: '+1 410 555 0192',
          vehicleId,
          vehicleType: 'truck',
          assignedAt: options.assignedAt ?? new Date(Date.now() - 3_600_000),
        },
      },
    },
  );
}

export async function issueKey(app: Express, staffToken: string, vehicleId: string): Promise<{ key: string; _id: string }> {
  const res = await request(app).post('/api/v1/ops/device-keys').set(bearer(staffToken)).send({ vehicleId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** `minutesAgo` minutes before now, as an ISO string. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const postReadings = (app: Express, key: string, readings: { at: string; celsius: number }[]) =>
  request(app).post('/api/v1/telemetry/readings').set('X-Device-Key', key).send({ readings });

/** An operator, a driver and a customer whose perishable booking is on a vehicle with a sensor's key. */
export async function sensorOnTheRoad(app: Express, celsius = 5) {
  const ops = await signUpAs(app, 'operator');
  const driver = await signUpAs(app, 'driver');
  const customer = await signUp(app);
  const vehicleId = uniqueVehicle();
  const booking = await perishableBooking(app, customer.token, celsius);
  await assignVehicle(booking._id, vehicleId, driver.user._id);
  const device = await issueKey(app, ops.token, vehicleId);
  return { ops, driver, customer, vehicleId, booking, device, key: device.key };
}
