import { UNPAID_REASON_REQUIRED, type Booking, type ImportResult } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp, signUpVerified } from '../support/app';
import { importCsv, importRow } from '../support/bulk-import';
import { approveCompany, card, pay } from '../payments/money-kit';
import { cast, move, personWithRole, postEvent } from '../support/shipments';

// Two apps on one database: the import and the confirmation land in different processes, as they may in production.
const { app } = buildTestApp();
const { app: otherProcess } = buildTestApp();

const stored = async (id: string) => (await BookingModel.findById(id).lean())!;
const unpaidMailsTo = (email: string) => MailMessageModel.countDocuments({ to: email, template: 'unpaid-booking' });

describe('POST /api/v1/bookings/{id}/events: payment before dispatch (decision 0083)', () => {
  it('when an operator confirms an unpaid booking without unpaidReason, then 400 names unpaidReason and the booking stays pending', async () => {
    const { operator, customer } = await cast(app);
    const booking = await createBooking(app, customer.token);
    const res = await postEvent(app, operator.token, booking._id, { type: 'confirm', version: booking.version });
    expect(res.status).toBe(400);
    expectErrorBody(res.body, UNPAID_REASON_REQUIRED);
    expect(res.body.fields).toEqual({ unpaidReason: UNPAID_REASON_REQUIRED });
    expect(await stored(booking._id)).toMatchObject({ status: 'pending', milestone: 'booked', version: booking.version });
  });

  it('when the operator gives unpaidReason, then 200 and the confirm entry in the history keeps the reason', async () => {
    const { operator, customer } = await cast(app);
    const booking = await createBooking(app, customer.token);
    const confirmed = await move(app, operator.token, booking, { type: 'confirm', unpaidReason: 'Regular customer, pays on delivery' });
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.statusHistory.at(-1)).toMatchObject({ event: 'confirm', unpaidReason: 'Regular customer, pays on delivery', byName: 'Olive Operator' });
    const entry = (await stored(booking._id)).statusHistory.at(-1)!;
    expect(entry).toMatchObject({ event: 'confirm', unpaidReason: 'Regular customer, pays on delivery' });
  });

  it('when the booking is paid, then the confirmation needs no reason and none is recorded', async () => {
    const operator = await personWithRole(app, 'operator', 'Olive', 'Operator');
    const customer = await signUpVerified(app);
    const booking = await createBooking(app, customer.token);
    expect((await pay(app, customer.token, booking._id, card())).status).toBe(201);
    const paid = (await request(app).get(`/api/v1/bookings/${booking._id}`).set(bearer(customer.token))).body.data as Booking;
    expect(paid.paymentStatus).toBe('paid');
    const confirmed = await move(app, operator.token, paid, { type: 'confirm' });
    expect(confirmed.statusHistory.at(-1)!.unpaidReason).toBeUndefined();
  });

  it('when the customer is on invoice terms (a verified company, a Business booking), then an unpaid booking is confirmed without a reason', async () => {
    const { operator, customer } = await cast(app);
    await approveCompany(customer.id);
    const booking = await createBooking(app, customer.token, { customerType: 'Business' });
    const confirmed = await move(app, operator.token, booking, { type: 'confirm' });
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid' });
  });

  it('when a booking is imported unpaid and then confirmed unpaid in another process, then its booker is e-mailed once', async () => {
    const operator = await personWithRole(app, 'operator', 'Olive', 'Operator');
    const booker = await signUp(app);
    const res = await request(app)
      .post('/api/v1/bookings/import')
      .set(bearer(booker.token))
      .set('Idempotency-Key', `unpaid-import-${Date.now()}`)
      .attach('file', importCsv([importRow()]), { filename: 'bookings.csv', contentType: 'text/csv' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [created] = (res.body.data as ImportResult).created;
    expect(await unpaidMailsTo(booker.user.email)).toBe(1);
    const mail = await MailMessageModel.findOne({ to: booker.user.email, template: 'unpaid-booking' }).lean();
    expect(mail?.data).toMatchObject({ bookingUrl: `/bookings/${created!.id}` });

    const imported = (await request(app).get(`/api/v1/bookings/${created!.id}`).set(bearer(booker.token))).body.data as Booking;
    expect(imported.paymentStatus).toBe('unpaid');
    // The second trigger, twice at once, from another process: still one message.
    const [first, second] = await Promise.all([
      postEvent(otherProcess, operator.token, imported._id, { type: 'confirm', version: imported.version, unpaidReason: 'Imported for the weekly run' }),
      postEvent(app, operator.token, imported._id, { type: 'confirm', version: imported.version, unpaidReason: 'Imported for the weekly run' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await unpaidMailsTo(booker.user.email)).toBe(1);
  });
});
