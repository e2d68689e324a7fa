import { formatTrackingNumber, type Booking } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { SmsMessageModel } from '../../src/modules/sms/sms-messages.model';
import { buildTestApp, uniqueEmail } from '../support/app';
import { move, outForDelivery, cast, SIGNATURE } from '../support/shipments';

// Decision 0112: the booking's receiver is told at each step of the delivery, by e-mail (the mail queue) with the
// tracking link signed for them; each step once, however often its event is announced.

const { app, composition } = buildTestApp();

type ReceiverMail = { trackingNumber: string; subject: string; headline: string; detail: string; facts: [string, string][]; trackingUrl: string };
const receiverMails = async (email: string) =>
  (await MailMessageModel.find({ to: email, template: 'receiver-update' }).sort({ createdAt: 1, _id: 1 }).lean()).map((m) => m.data as ReceiverMail);

describe('receiver notices', () => {
  it('when the shipment is booked, goes out for delivery, is arriving and is delivered, then the receiver is mailed and texted each step once with their signed link', async () => {
    const people = await cast(app);
    const email = uniqueEmail('receiver');
    const phone = `+1 303 555 ${String(Date.now() % 10_000).padStart(4, '0')}`;
    const out = await outForDelivery(app, people, { receiverPerson: { name: 'Rae Receiver', phone, email } });

    // Arriving is announced by the module that keeps the estimate; twice here, as a replay would.
    const eta = { from: new Date(Date.now() + 10 * 60_000).toISOString(), to: new Date(Date.now() + 25 * 60_000).toISOString(), updatedAt: new Date().toISOString() };
    await composition.events.publish({ kind: 'shipment-arriving', booking: out, eta });
    await composition.events.publish({ kind: 'shipment-arriving', booking: out, eta });
    const delivered: Booking = await move(app, people.driver.token, out, { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE });

    const mails = await receiverMails(email);
    expect(mails.map((m) => m.subject)).toEqual(['a shipment is on its way to you', 'out for delivery', 'the driver is arriving', 'delivered']);
    for (const mail of mails) {
      expect(mail.trackingNumber).toBe(formatTrackingNumber(delivered.trackingNumber));
      expect(mail.trackingUrl).toMatch(new RegExp(`/track/${formatTrackingNumber(delivered.trackingNumber)}\\?t=[A-Za-z0-9_-]{28}$`));
    }
    expect(mails[2]!.facts).toContainEqual(['Arriving', expect.stringMatching(/^\d\d:\d\d-\d\d:\d\d UTC$/)]);

    // The same steps by SMS, to the number in E.164, each with the link.
    const texts = await SmsMessageModel.find({ to: phone.replace(/\s/g, '') }).sort({ createdAt: 1, _id: 1 }).lean();
    expect(texts.map((t) => t.purpose)).toEqual(['receiver-booked', 'receiver-out-for-delivery', 'receiver-arriving', 'receiver-delivered']);
    expect(texts.every((t) => t.status === 'queued')).toBe(true);
    expect(texts[0]!.body).toContain(mails[0]!.trackingUrl);
    expect(texts[2]!.body).toMatch(/arriving \(\d\d:\d\d-\d\d:\d\d UTC\)/);

    // The link from the "booked" mail showed the receiver's view while the shipment was on its way; now it is delivered
    // the link has expired, and the same request answers a stranger's view.
    const t = new URL(mails[0]!.trackingUrl).searchParams.get('t');
    const after = await request(app).get(`/api/v1/tracking/${delivered.trackingNumber}`).query({ t }).expect(200);
    expect(after.body.data.statusCode).toBe('delivered');
    expect(after.body.data.receiver).toBeUndefined();
  });
});
