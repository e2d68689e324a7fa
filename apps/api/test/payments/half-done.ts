import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { BookingModel, type BookingDoc } from '../../src/modules/bookings/bookings.model';
import { PaymentModel } from '../../src/modules/payments/payments.model';
import { SandboxChargeModel } from '../../src/modules/payments/sandbox-charges.model';
import { bearer } from '../support/app';
import { customerWithBooking } from './money-kit';

// Decision 0034: the states a process killed mid-payment leaves behind, written as it would have left them.

/** A verified customer's booking with its quote stored (what the pay request stores before any money moves). */
export async function quotedBooking(app: Express) {
  const { customer, token, booking } = await customerWithBooking(app);
  await request(app).post(`/api/v1/bookings/${booking._id}/quote`).set(bearer(token)).expect(201);
  const stored = (await BookingModel.findById(booking._id).lean<BookingDoc>())!;
  return { customer, token, booking: stored, userId: customer.user._id };
}

/**
 * A card payment as the dead process left it: `pending` (inserted, the provider's answer never recorded) or
 * `succeeded` (recorded, nothing after it). `charged` says whether the sandbox took the money for that attempt.
 */
export async function paymentLeftAs(booking: BookingDoc, status: 'pending' | 'succeeded', { charged, id = new mongoose.Types.ObjectId() }: { charged: boolean; id?: mongoose.Types.ObjectId }) {
  const providerRef = `ch_sandbox_${id.toHexString()}`;
  if (charged) await SandboxChargeModel.create({ _id: String(id), outcome: 'succeeded', providerRef, amountCents: booking.quote!.amountDueCents, currency: 'USD', method: 'card' });
  await PaymentModel.create({
    _id: id,
    bookingId: booking._id,
    ownerId: booking.createdBy,
    amountCents: booking.quote!.amountDueCents,
    currency: 'USD',
    method: 'card',
    status,
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3 },
    provider: 'sandbox',
    holdsBooking: booking._id,
    ...(status === 'succeeded' ? { providerRef, paidAt: new Date() } : {}),
  });
  return id;
}
