import { randomUUID } from 'node:crypto';
import { SANDBOX_TEST_CARDS, type Booking, type Payment } from '@meridian/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, createBooking, signUpVerified } from '../support/app';

const FUTURE_YEAR = new Date().getUTCFullYear() + 3;

export function card(number: string = SANDBOX_TEST_CARDS.succeeds, overrides: Record<string, unknown> = {}) {
  return { method: 'card' as const, card: { number, expMonth: 12, expYear: FUTURE_YEAR, cvc: '123', name: 'Ada Lovelace', ...overrides } };
}

export const newKey = () => `pay-${randomUUID()}`;

export function pay(app: Express, token: string, bookingId: string, body: unknown, key: string | null = newKey()) {
  const req = request(app).post(`/api/v1/bookings/${bookingId}/payments`).set(bearer(token));
  if (key) req.set('Idempotency-Key', key);
  return req.send(body as object);
}

/** A verified customer with one unpaid booking (truck, 120.5 kg). */
export async function customerWithBooking(app: Express, overrides: Record<string, unknown> = {}) {
  const customer = await signUpVerified(app);
  const booking = await createBooking(app, customer.token, overrides);
  return { customer, token: customer.token, booking };
}

/** Approves the customer's company (the KYC review, decision 0029), which invoice terms require. */
export async function approveCompany(userId: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { verified: true } });
}

export async function paidBooking(app: Express): Promise<{ token: string; booking: Booking; payment: Payment; userId: string }> {
  const { customer, token, booking } = await customerWithBooking(app);
  const res = await pay(app, token, booking._id, card());
  if (res.status !== 201) throw new Error(`payment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token, booking, payment: res.body.data as Payment, userId: customer.user._id };
}
