import { formatTrackingNumber, SMS_ALERT_CODE_WRONG, SMS_ALERT_MAX_TRIES, SMS_PHONE_INVALID, trackingPagePath, type Booking } from '@meridian/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SmsMessageModel } from '../../src/modules/sms/sms-messages.model';
import { SmsOptOutModel } from '../../src/modules/sms/sms-opt-outs.model';
import { buildTestApp } from '../support/app';
import { assignedBooking, cast, move, type Cast } from '../support/shipments';

// Decision 0111: SMS alerts from the tracking page. The number proves itself with a texted code before any update.
const BASE = 'https://track.meridian.test';
const { app } = buildTestApp({ APP_BASE_URL: BASE });

let people: Cast;
beforeAll(async () => {
  people = await cast(app);
});

let n = 0;
const phone = () => {
  n += 1;
  const digits = `${Date.now() % 100_000}${n}`.padStart(6, '0').slice(-6);
  return { written: `+44 7700 ${digits}`, e164: `+447700${digits}` };
};
const texts = (to: string, purpose: string) => SmsMessageModel.find({ to, purpose }).sort({ _id: 1 }).lean();
const ask = (trackingNumber: string, number: string) => request(app).post(`/api/v1/tracking/${trackingNumber}/sms-alerts`).send({ phone: number });
const confirm = (trackingNumber: string, number: string, code: string) => request(app).post(`/api/v1/tracking/${trackingNumber}/sms-alerts/confirm`).send({ phone: number, code });
const codeIn = (body: string) => /: (\d{6}) is your code/.exec(body)?.[1] ?? '';
const pickup = (booking: Booking) => move(app, people.driver.token, booking, { type: 'pickup', location: { place: 'Oakland depot' } });

describe('POST /api/v1/tracking/{trackingNumber}/sms-alerts and /confirm', () => {
  it('when a number asks for alerts, then it gets a code and no update until the code comes back; after it, every step is texted', async () => {
    const booking = await assignedBooking(app, people);
    const to = phone();
    const asked = await ask(booking.trackingNumber, to.written);
    expect(asked.status).toBe(202);
    expect(asked.body.data).toEqual({ trackingNumber: formatTrackingNumber(booking.trackingNumber), phone: to.e164, status: 'pending' });
    const [codeText] = await texts(to.e164, 'tracking-sms-code');
    const code = codeIn(codeText!.body);
    expect(code).toMatch(/^\d{6}$/);
    expect(codeText!.body).toContain(formatTrackingNumber(booking.trackingNumber));

    // Asking again at once texts no second code (the pause), and the answer is the same.
    expect((await ask(booking.trackingNumber, to.e164)).body.data.status).toBe('pending');
    expect(await texts(to.e164, 'tracking-sms-code')).toHaveLength(1);

    const picked = await pickup(booking);
    expect(await texts(to.e164, 'tracking-update')).toHaveLength(0);

    const wrong = await confirm(booking.trackingNumber, to.e164, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(SMS_ALERT_CODE_WRONG);
    const right = await confirm(booking.trackingNumber, to.written, code);
    expect(right.status).toBe(200);
    expect(right.body.data.status).toBe('active');

    await move(app, people.driver.token, picked, { type: 'out-for-delivery' });
    const [update] = await texts(to.e164, 'tracking-update');
    expect(update?.body).toBe(
      `Meridian Express: shipment ${formatTrackingNumber(booking.trackingNumber)} - Out for Delivery. Track: ${BASE}${trackingPagePath(booking.trackingNumber)} Reply STOP to opt out.`,
    );
  });

  it(`when ${SMS_ALERT_MAX_TRIES} wrong codes are tried, then even the right one is refused until a new code is asked for`, async () => {
    const booking = await assignedBooking(app, people);
    const to = phone();
    await ask(booking.trackingNumber, to.e164).expect(202);
    const code = codeIn((await texts(to.e164, 'tracking-sms-code'))[0]!.body);
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < SMS_ALERT_MAX_TRIES; i += 1) expect((await confirm(booking.trackingNumber, to.e164, wrongCode)).status).toBe(400);
    expect((await confirm(booking.trackingNumber, to.e164, code)).status).toBe(400);
  });

  it('when a number has said STOP, then it is texted no code, and the answer does not tell', async () => {
    const booking = await assignedBooking(app, people);
    const to = phone();
    await SmsOptOutModel.create({ phone: to.e164, keyword: 'STOP', optedOutAt: new Date() });
    const asked = await ask(booking.trackingNumber, to.e164);
    expect(asked.status).toBe(202);
    expect(await SmsMessageModel.countDocuments({ to: to.e164 })).toBe(0);
  });

  it('when the number has no country code or the tracking number is unknown, then 400 and 404', async () => {
    const booking = await assignedBooking(app, people);
    const national = await ask(booking.trackingNumber, '07700 900123');
    expect(national.status).toBe(400);
    expect(national.body.fields).toEqual({ phone: SMS_PHONE_INVALID });
    expect((await ask('MX00000000000', phone().e164)).status).toBe(404);
  });
});
