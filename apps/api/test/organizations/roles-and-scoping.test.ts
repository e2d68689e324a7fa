import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { ORGANIZATION_ROLE_ERRORS } from '../../src/lib/auth';
import { bearer, bookingPayload, buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { deliveredBooking } from '../support/deliveries';
import { team } from '../support/organizations';
import { cast } from '../support/shipments';
import { card, pay } from '../payments/money-kit';

const { app } = buildTestApp();
const api = (path: string) => `/api/v1${path}`;

describe('organization roles on bookings (decision 0055)', () => {
  it('when a viewer creates, edits, cancels or pays, then each answers 403 in the envelope with the role message, and nothing changes', async () => {
    const { admin, viewer } = await team(app);
    const booking = await createBooking(app, admin.token);
    const create = await request(app).post(api('/bookings')).set(bearer(viewer.token)).send(bookingPayload());
    const edit = await request(app).patch(api(`/bookings/${booking._id}`)).set(bearer(viewer.token)).send({ version: booking.version, cargoWeightKg: 99 });
    const cancel = await request(app).patch(api(`/bookings/cancel/${booking._id}`)).set(bearer(viewer.token));
    const payment = await pay(app, viewer.token, booking._id, card());
    for (const res of [create, edit, cancel, payment]) {
      expect(res.status).toBe(403);
      expectErrorBody(res.body, ORGANIZATION_ROLE_ERRORS.book);
    }
    const stored = await BookingModel.findById(booking._id).lean();
    expect(stored).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', cargoWeightKg: booking.cargoWeightKg });
  });

  it('when a viewer rates a delivered shipment, then 403; the admin may rate it', async () => {
    const people = await cast(app);
    const { admin, viewer } = await team(app);
    const booking = await deliveredBooking(app, { ...people, customer: { token: admin.token, id: admin.id, name: 'Ada Admin' } });
    const refused = await request(app).post(api(`/bookings/${booking._id}/rating`)).set(bearer(viewer.token)).send({ stars: 5 });
    expect(refused.status).toBe(403);
    expectErrorBody(refused.body, ORGANIZATION_ROLE_ERRORS.book);
    const rated = await request(app).post(api(`/bookings/${booking._id}/rating`)).set(bearer(admin.token)).send({ stars: 4 });
    expect(rated.status).toBe(201);
  });

  it('when a booker books, then every member sees it in the list and the counts, may open it, and the booker may edit, pay and cancel the admin’s', async () => {
    const { admin, booker, viewer } = await team(app);
    const byBooker = await createBooking(app, booker.token);
    const byAdmin = await createBooking(app, admin.token);
    for (const member of [admin, booker, viewer]) {
      const list = await request(app).get(api('/bookings')).set(bearer(member.token));
      expect(list.body.data.records.map((b: { _id: string }) => b._id)).toEqual([byAdmin._id, byBooker._id]);
      expect(list.body.data.counts.total).toBe(2);
      const one = await request(app).get(api(`/bookings/${byBooker._id}`)).set(bearer(member.token));
      expect(one.status).toBe(200);
      expect(one.body.data.createdBy).toBe(booker.id);
    }
    const edited = await request(app).patch(api(`/bookings/${byAdmin._id}`)).set(bearer(booker.token)).send({ version: byAdmin.version, cargoWeightKg: 80 });
    expect(edited.status).toBe(200);
    const paid = await pay(app, booker.token, byAdmin._id, card());
    expect(paid.status).toBe(201);
    const cancelled = await request(app).patch(api(`/bookings/cancel/${byBooker._id}`)).set(bearer(booker.token));
    expect(cancelled.status).toBe(200);
    // Who did it stays on record.
    expect((await BookingModel.findById(byAdmin._id).lean())?.createdBy?.toString()).toBe(admin.id);
  });
});

describe('another organization (decision 0055: 404, never 403)', () => {
  it('when a member of another organization asks for a booking, its invoice, its receipt, its proof of delivery or its temperature log, then each is 404', async () => {
    const ours = await team(app, 'Ours Ltd');
    const theirs = await team(app, 'Theirs GmbH');
    const booking = await createBooking(app, ours.admin.token);
    const paid = await pay(app, ours.booker.token, booking._id, card());
    expect(paid.status).toBe(201);
    const invoiceId = (await BookingModel.findById(booking._id).lean())?.invoiceId?.toString();
    expect(invoiceId).toBeTruthy();

    const asked = [
      api(`/bookings/${booking._id}`),
      api(`/invoices/${invoiceId}`),
      api(`/invoices/${invoiceId}/pdf`),
      api(`/payments/${paid.body.data._id}`),
      api(`/payments/${paid.body.data._id}/receipt`),
      api(`/bookings/${booking._id}/proof-of-delivery`),
      api(`/bookings/${booking._id}/readings`),
    ];
    for (const path of asked) {
      const res = await request(app).get(path).set(bearer(theirs.viewer.token));
      expect(res.status, path).toBe(404);
      expectErrorBody(res.body);
    }
    const edit = await request(app).patch(api(`/bookings/${booking._id}`)).set(bearer(theirs.admin.token)).send({ version: 0, cargoWeightKg: 10 });
    expect(edit.status).toBe(404);
    const list = await request(app).get(api('/invoices')).set(bearer(theirs.admin.token));
    expect(list.body.data.records).toEqual([]);

    // Ours: every member sees the invoice the booker's payment issued.
    const ourInvoices = await request(app).get(api('/invoices')).set(bearer(ours.viewer.token));
    expect(ourInvoices.body.data.records.map((i: { _id: string }) => i._id)).toEqual([invoiceId]);
    expect((await request(app).get(api(`/payments/${paid.body.data._id}`)).set(bearer(ours.admin.token))).status).toBe(200);
  });

  it('when a member reads the reports, then they cover the organization’s bookings, whoever booked', async () => {
    const { admin, booker, viewer } = await team(app);
    await createBooking(app, admin.token);
    await createBooking(app, booker.token);
    const res = await request(app).get(api('/reports/summary')).set(bearer(viewer.token));
    expect(res.status).toBe(200);
    expect(res.body.data.shipments).toBe(2);
  });

  it('when a member tracks the organization’s shipment, then the owner block is there for them and not for another organization', async () => {
    const ours = await team(app);
    const theirs = await team(app);
    const booking = await createBooking(app, ours.booker.token);
    const mine = await request(app).get(api(`/tracking/${booking.trackingNumber}`)).set(bearer(ours.viewer.token));
    expect(mine.body.data.owner).toMatchObject({ isOwner: true, bookingId: booking._id });
    const other = await request(app).get(api(`/tracking/${booking.trackingNumber}`)).set(bearer(theirs.admin.token));
    expect(other.body.data.owner).toBeUndefined();
  });
});

describe('organization roles on the company profile (decision 0055)', () => {
  it('when a booker or viewer edits or submits the company profile, then 403; the admin saves it and every member reads it', async () => {
    const { admin, booker, viewer } = await team(app);
    for (const member of [booker, viewer]) {
      const put = await request(app).put(api('/company-profile')).set(bearer(member.token)).send({ companyName: 'Nope' });
      expect(put.status).toBe(403);
      expectErrorBody(put.body, ORGANIZATION_ROLE_ERRORS.manage);
      expect((await request(app).post(api('/company-profile/submit')).set(bearer(member.token))).status).toBe(403);
    }
    const saved = await request(app).put(api('/company-profile')).set(bearer(admin.token)).send({ companyName: 'Fjord Fisheries AS' });
    expect(saved.status).toBe(200);
    const read = await request(app).get(api('/company-profile')).set(bearer(viewer.token));
    expect(read.body.data).toMatchObject({ companyName: 'Fjord Fisheries AS' });
  });
});
