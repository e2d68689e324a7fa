import { SANDBOX_TEST_CARDS } from '@meridian/contracts';
import mongoose from 'mongoose';
import { BookingModel, type BookingDoc } from '../modules/bookings/bookings.model';
import { payForBooking, type PaymentDeps } from '../modules/payments/payments.service';
import { UserModel, type UserDoc } from '../modules/users/users.model';
import { DEMO_EMAIL } from './seed';

/**
 * `pnpm dev` only (decision 0024): the demo customer's confirmed, in-transit and delivered bookings are paid through the
 * sandbox, so invoices, receipts and the reports' revenue show real numbers from the first sign-in. Pending and
 * cancelled ones stay unpaid ('View quote & pay'). The browser journeys start from unpaid data and skip this.
 */
export async function seedDemoPayments(payments: PaymentDeps): Promise<number> {
  const customer = await UserModel.findOne({ email: DEMO_EMAIL }).lean<UserDoc>();
  if (!customer) return 0;
  const unpaid = await BookingModel.find({ createdBy: customer._id, paymentStatus: 'unpaid', status: mongoose.trusted({ $in: ['confirmed', 'in-transit', 'delivered'] }) })
    .lean<BookingDoc[]>()
    .exec();
  const card = { number: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', name: `${customer.firstName} ${customer.lastName}` };
  for (const booking of unpaid) {
    await payForBooking(payments, String(booking._id), { method: 'card', card }, customer, `demo-seed-${String(booking._id)}`);
  }
  return unpaid.length;
}
