import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayCalendarDate, type AuthResult, type Booking, type CreateBookingInput } from '@meridian/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { createApp } from '../../src/app';
import { compose, type Composition, type CompositionOptions } from '../../src/composition';
import { createLogger } from '../../src/lib/logger';
import { UserModel } from '../../src/modules/users/users.model';
import { loadConfig, type Config } from '../../src/config';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    ...process.env,
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'meridian-outbox-')),
    SMS_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'meridian-sms-outbox-')),
    WEB_DIST_DIR: join(tmpdir(), 'meridian-no-web-build'),
    ...env,
  });
}

/** The real app on its own composition; `overrides` adds test listeners or stands in for the cold chain's pieces. */
export function buildTestApp(env: Record<string, string> = {}, overrides?: CompositionOptions['overrides']): { app: Express; config: Config; composition: Composition } {
  const config = testConfig(env);
  const logger = createLogger(config.logLevel);
  const composition = compose({ config, logger, ...(overrides ? { overrides } : {}) });
  return { app: createApp({ config, logger, composition }), config, composition };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.test`;
}

export function signUpPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    phoneNumber: '+1 555 123 4567',
    companyName: 'Analytical Engines Ltd',
    address: '12 St James Square, London',
    password: 'Str0ng!Pass',
    ...overrides,
  };
}

export async function signUp(app: Express, overrides: Record<string, unknown> = {}): Promise<AuthResult & { password: string }> {
  const payload = signUpPayload(overrides);
  const res = await request(app).post('/api/v1/auth/sign-up').send(payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...(res.body.data as AuthResult), password: payload.password };
}

/** Marks the account's e-mail verified in the database, as the code flow (decision 0028) would, for tests about other things. */
export async function markEmailVerified(userId: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { emailVerified: true } });
}

/** A signed-up customer whose e-mail is verified: what paying requires (decision 0023). */
export async function signUpVerified(app: Express, overrides: Record<string, unknown> = {}): Promise<AuthResult & { password: string }> {
  const result = await signUp(app, overrides);
  await markEmailVerified(result.user._id);
  return { ...result, user: { ...result.user, emailVerified: true } };
}

const DAY_MS = 86_400_000;

/** The calendar date `days` from today (UTC; negative for the past), so fixtures never expire. */
export function daysFromToday(days: number): string {
  return todayCalendarDate(new Date(Date.now() + days * DAY_MS), 'UTC');
}

export function bookingPayload(overrides: Partial<Record<keyof CreateBookingInput, unknown>> = {}): CreateBookingInput {
  return {
    vehicleType: 'truck',
    fullNameOrBusiness: 'Acme Imports',
    contactPhone: '+1 555 000 1111',
    email: 'ops@acme.test',
    customerType: 'Business',
    pickupPerson: { name: 'Pat Pickup', phone: '+1 555 000 2222', email: 'pat@acme.test' },
    receiverPerson: { name: 'Rae Receiver', phone: '+1 555 000 3333', email: 'rae@dest.test' },
    pickupLocation: { address: '1 Dock St', city: 'Oakland', state: 'CA', country: 'US' },
    dropoffLocation: { address: '99 Main St', city: 'Denver', state: 'CO', country: 'US' },
    goodsType: 'Electronics',
    cargoWeightKg: 120.5,
    quantity: 3,
    isFragile: true,
    isPerishable: false,
    tempControlCelsius: 0,
    estimatedPickupDate: daysFromToday(8),
    estimatedDeliveryDate: daysFromToday(12),
    notes: 'Leave at loading bay 4',
    ...overrides,
  } as CreateBookingInput;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function createBooking(app: Express, token: string, overrides: Partial<Record<keyof CreateBookingInput, unknown>> = {}) {
  const res = await request(app).post('/api/v1/bookings/').set(bearer(token)).send(bookingPayload(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Booking;
}

/** Every failure has the error envelope's shape. */
export function expectErrorBody(body: unknown, message?: string | RegExp): void {
  expect(body).toMatchObject({ error: true, message: expect.any(String), msg: expect.any(String) });
  const b = body as { message: string; msg: string; stack?: unknown };
  expect(b.msg).toBe(b.message);
  expect(b).not.toHaveProperty('stack');
  if (typeof message === 'string') expect(b.msg).toBe(message);
  else if (message) expect(b.msg).toMatch(message);
}
