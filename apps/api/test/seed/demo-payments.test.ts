import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { UserModel } from '../../src/modules/users/users.model';
import { seedDemoPayments } from '../../src/seed/demo-payments';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../src/seed/seed';
import { bearer, buildTestApp } from '../support/app';

const { app, config, composition } = buildTestApp();

describe('the dev seed pays the demo bookings through the sandbox (decision 0024)', () => {
  it('when seeded for `pnpm dev`, then confirmed, in-transit and delivered bookings are paid with an invoice, pending ones stay unpaid, and a second run pays nothing more', async () => {
    await seedDemoData(config.bcryptCost);
    const paid = await seedDemoPayments(composition.payments);
    expect(paid).toBeGreaterThan(0);
    expect(await seedDemoPayments(composition.payments)).toBe(0);

    const demo = await UserModel.findOne({ email: DEMO_EMAIL }).lean();
    const bookings = await BookingModel.find({ createdBy: demo!._id }).lean();
    for (const b of bookings) {
      const settled = ['confirmed', 'in-transit', 'delivered'].includes(b.status);
      expect({ status: b.status, paymentStatus: b.paymentStatus, invoiced: Boolean(b.invoiceId) }).toEqual({ status: b.status, paymentStatus: settled ? 'paid' : 'unpaid', invoiced: settled });
    }

    const token = (await request(app).post('/api/v1/auth/login').send({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).body.data.token as string;
    const invoices = await request(app).get('/api/v1/invoices?limit=100').set(bearer(token));
    expect(invoices.status).toBe(200);
    expect(invoices.body.data.records).toHaveLength(paid);
    const summary = await request(app).get('/api/v1/reports/summary?period=1y').set(bearer(token));
    expect(summary.body.data.revenue).toBeGreaterThan(0);
  });
});
