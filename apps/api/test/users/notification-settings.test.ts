import { SMS_PHONE_INVALID, SMS_PHONE_REQUIRED } from '@meridian/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { SmsMessageModel } from '../../src/modules/sms/sms-messages.model';
import { SmsOptOutModel } from '../../src/modules/sms/sms-opt-outs.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp } from '../support/app';
import { assignedBooking, cast, move, type Cast } from '../support/shipments';

// Decision 0111: a customer chooses how their own bookings' steps reach them: e-mail, SMS, both or neither.
const { app } = buildTestApp({ APP_BASE_URL: 'https://meridian.example.test' });

let people: Cast;
let ownerEmail: string;
beforeAll(async () => {
  people = await cast(app);
  ownerEmail = (await UserModel.findById(people.customer.id).lean().exec())!.email;
});

const settings = () => request(app).get('/api/v1/user/notification-settings').set(bearer(people.customer.token));
const save = (body: Record<string, unknown>) => request(app).put('/api/v1/user/notification-settings').set(bearer(people.customer.token)).send(body);
const updateMails = (bookingId: string) => MailMessageModel.countDocuments({ to: ownerEmail, template: 'tracking-update', dedupeKey: new RegExp(`^${bookingId}:`) });

describe('GET and PUT /api/v1/user/notification-settings', () => {
  it('when a customer never chose, then updates come by e-mail only', async () => {
    const res = await settings();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: true, sms: false, smsPhone: null, smsOptedOut: false });
  });

  it('when SMS is turned on without a number in E.164, then 400 names the field', async () => {
    expect((await save({ email: true, sms: true, smsPhone: null })).body.fields).toEqual({ smsPhone: SMS_PHONE_REQUIRED });
    expect((await save({ email: true, sms: true, smsPhone: '555 0100' })).body.fields).toEqual({ smsPhone: SMS_PHONE_INVALID });
    expect((await request(app).put('/api/v1/user/notification-settings').send({ email: true, sms: false, smsPhone: null })).status).toBe(401);
  });

  it('when the customer chooses SMS only, then the next step is texted to their number and not e-mailed; after STOP it is not texted', async () => {
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const saved = await save({ email: false, sms: true, smsPhone: `${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}` });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ email: false, sms: true, smsPhone: phone, smsOptedOut: false });

    const booking = await assignedBooking(app, people);
    const textsBefore = await SmsMessageModel.countDocuments({ to: phone, purpose: 'tracking-update' });
    const picked = await move(app, people.driver.token, booking, { type: 'pickup', location: { place: 'Oakland depot' } });
    expect(await updateMails(booking._id)).toBe(0);
    const texts = await SmsMessageModel.find({ to: phone, purpose: 'tracking-update' }).sort({ _id: 1 }).lean();
    expect(texts).toHaveLength(textsBefore + 1);
    expect(texts.at(-1)?.body).toContain('Picked Up');
    expect(texts.at(-1)?.status).toBe('queued');

    await SmsOptOutModel.create({ phone, keyword: 'STOP', optedOutAt: new Date() });
    expect((await settings()).body.data.smsOptedOut).toBe(true);
    await move(app, people.driver.token, picked, { type: 'out-for-delivery' });
    const after = await SmsMessageModel.find({ to: phone, purpose: 'tracking-update' }).sort({ _id: 1 }).lean();
    expect(after).toHaveLength(textsBefore + 2);
    expect(after.at(-1)).toMatchObject({ status: 'suppressed', lastError: 'The number opted out (STOP)' });
    expect(after.at(-1)?.body).toContain('Out for Delivery');
  });

  it('when the customer turns e-mail back on and SMS off, then the next step is e-mailed and not texted', async () => {
    await save({ email: true, sms: false, smsPhone: null }).expect(200);
    const booking = await assignedBooking(app, people);
    const mailsBefore = await updateMails(booking._id);
    await move(app, people.driver.token, booking, { type: 'pickup', location: { place: 'Oakland depot' } });
    expect(await updateMails(booking._id)).toBe(mailsBefore + 1);
    expect(await SmsMessageModel.countDocuments({ dedupeKey: new RegExp(`^${booking._id}:.*owner-sms$`) })).toBe(0);
  });
});
