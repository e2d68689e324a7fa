import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { foundOrganizations } from '../../src/migrations/0005-organizations';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { OrganizationModel } from '../../src/modules/organizations/organizations.model';
import { UserModel } from '../../src/modules/users/users.model';
import { buildTestApp, createBooking, signUp } from '../support/app';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();
const { ObjectId } = mongoose.Types;

describe('GET /organization (decision 0054)', () => {
  it('when a customer signs up, then they are the admin of an organization named after their company, carrying their id', async () => {
    const customer = await signUp(app, { companyName: 'Fjord Fisheries AS' });
    const res = await request(app).get('/api/v1/organization').set('Authorization', `Bearer ${customer.token}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: customer.user._id, name: 'Fjord Fisheries AS', role: 'admin' });
    expect(await UserModel.findById(customer.user._id).lean()).toMatchObject({ organizationRole: 'admin' });
  });

  it('when a customer books, then the booking belongs to their organization', async () => {
    const customer = await signUp(app);
    const booking = await createBooking(app, customer.token);
    const stored = await BookingModel.findById(booking._id).lean();
    expect(String(stored?.organizationId)).toBe(customer.user._id);
  });

  it('when staff ask, then they get 403 in the envelope: staff belong to no organization', async () => {
    const operator = await signUpAs(app, 'operator');
    const res = await request(app).get('/api/v1/organization').set('Authorization', `Bearer ${operator.token}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: true, msg: expect.any(String) });
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await request(app).get('/api/v1/organization')).status).toBe(401);
  });
});

describe('migration 0005: one organization for every customer older than organizations', () => {
  it('when a customer and their bookings have no organization, then they found one named after the company and it holds their bookings; a rerun writes nothing', async () => {
    const customer = await signUp(app, { companyName: 'Legacy Freight Ltd' });
    const booking = await createBooking(app, customer.token);
    const id = new ObjectId(customer.user._id);
    // As written before organizations existed.
    await UserModel.collection.updateOne({ _id: id }, { $unset: { organizationId: '', organizationRole: '' } });
    await BookingModel.collection.updateOne({ _id: new ObjectId(booking._id) }, { $unset: { organizationId: '' } });
    await OrganizationModel.deleteOne({ _id: id });

    expect(await foundOrganizations()).toBeGreaterThanOrEqual(2);
    expect(await OrganizationModel.findById(id).lean()).toMatchObject({ name: 'Legacy Freight Ltd' });
    expect(await UserModel.findById(id).lean()).toMatchObject({ organizationId: id, organizationRole: 'admin' });
    expect(String((await BookingModel.findById(booking._id).lean())?.organizationId)).toBe(customer.user._id);
    expect(await foundOrganizations()).toBe(0);
  });

  it('when an account older than organizations asks before the migration ran, then its organization is founded on first use', async () => {
    const customer = await signUp(app, { companyName: 'Early Bird GmbH' });
    const id = new ObjectId(customer.user._id);
    await UserModel.collection.updateOne({ _id: id }, { $unset: { organizationId: '', organizationRole: '' } });
    await OrganizationModel.deleteOne({ _id: id });
    const res = await request(app).get('/api/v1/organization').set('Authorization', `Bearer ${customer.token}`);
    expect(res.body.data).toEqual({ id: customer.user._id, name: 'Early Bird GmbH', role: 'admin' });
  });
});
