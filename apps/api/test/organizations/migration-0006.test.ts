import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { backfillOrganizationRecords } from '../../src/migrations/0006-organization-records';
import { MIGRATIONS } from '../../src/migrations/run-migrations';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { CompanyProfileModel } from '../../src/modules/company-profile/company-profile.model';
import { InvoiceModel } from '../../src/modules/invoices/invoices.model';
import { PaymentModel } from '../../src/modules/payments/payments.model';
import { bearer, buildTestApp, createBooking } from '../support/app';
import { team } from '../support/organizations';
import { card, pay } from '../payments/money-kit';

const { app } = buildTestApp();
const { ObjectId } = mongoose.Types;

describe('migration 0006: invoices, payments and company profiles join their owner’s organization (decision 0055)', () => {
  it('when records from before organizations have none, then each gets its owner’s organization, members see them again, and a rerun writes nothing', async () => {
    const { admin, viewer } = await team(app, 'Legacy Cargo BV');
    const booking = await createBooking(app, admin.token);
    const paid = await pay(app, admin.token, booking._id, card());
    expect(paid.status).toBe(201);
    await request(app).put('/api/v1/company-profile').set(bearer(admin.token)).send({ companyName: 'Legacy Cargo BV' });
    const invoiceId = (await BookingModel.findById(booking._id).lean())!.invoiceId!;
    // As written before organizations existed.
    await InvoiceModel.collection.updateOne({ _id: invoiceId }, { $unset: { organizationId: '' } });
    await PaymentModel.collection.updateOne({ _id: new ObjectId(paid.body.data._id) }, { $unset: { organizationId: '' } });
    await CompanyProfileModel.collection.updateOne({ userId: new ObjectId(admin.id) }, { $unset: { organizationId: '' } });
    expect((await request(app).get('/api/v1/invoices').set(bearer(viewer.token))).body.data.records).toEqual([]);

    expect(await backfillOrganizationRecords()).toBeGreaterThanOrEqual(3);
    expect(String((await InvoiceModel.findById(invoiceId).lean())?.organizationId)).toBe(admin.id);
    expect(String((await PaymentModel.findById(paid.body.data._id).lean())?.organizationId)).toBe(admin.id);
    expect(String((await CompanyProfileModel.findOne({ userId: admin.id }).lean())?.organizationId)).toBe(admin.id);
    expect((await request(app).get('/api/v1/invoices').set(bearer(viewer.token))).body.data.records).toHaveLength(1);
    expect((await request(app).get('/api/v1/company-profile').set(bearer(viewer.token))).body.data).toMatchObject({ companyName: 'Legacy Cargo BV' });
    expect(await backfillOrganizationRecords()).toBe(0);
  });

  it('when the migrations are listed, then 0006 follows 0005', () => {
    const ids = MIGRATIONS.map((m) => m.id);
    expect(ids.indexOf('0006-organization-records')).toBe(ids.indexOf('0005-organizations') + 1);
  });
});
