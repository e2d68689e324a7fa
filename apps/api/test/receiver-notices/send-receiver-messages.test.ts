import { formatTrackingNumber, trackingPagePath, type Booking, type EtaWindow } from '@meridian/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { receiverTokens } from '../../src/modules/tracking/tracking.service';
import { buildTestApp, uniqueEmail } from '../support/app';
import { outboxMails, outboxTexts, startOutboxWorkers, waitForCount, type OutboxMail, type OutboxSms } from '../support/outboxes';
import { cast, move, outForDelivery, type Cast } from '../support/shipments';

// Decision 0112: the receiver is told by e-mail and SMS, each message with a link signed for them when it was sent.
// Here the real mail and SMS workers send them through the development providers, and the test reads the files they
// write, as a person would: arriving (an estimate within 15 minutes), a missed attempt (with the link to choose
// again) and the return to the sender after the third. Each step once per attempt, however often it is announced.

const { app, config, composition } = buildTestApp();
const workers = startOutboxWorkers(config);
afterAll(() => workers.stop());
const signer = receiverTokens(config.jwtSecret);
const DAY_S = 86_400;

let phones = 0;
async function receiverBooking(people: Cast) {
  phones += 1;
  const email = uniqueEmail('receiver');
  const e164 = `+1303555${String((process.pid * 10 + phones) % 10_000).padStart(4, '0')}`;
  const out = await outForDelivery(app, people, { receiverPerson: { name: 'Rae Receiver', phone: e164, email } });
  return { out, email, e164 };
}

const mailsAbout = (email: string, subject: string) => async () => (await outboxMails(config.outboxDir, email)).filter((m) => m.subject.endsWith(`: ${subject}`));
const textsFor = (e164: string, purpose: string) => async () => (await outboxTexts(config.sms.outboxDir, e164)).filter((t) => t.purpose === purpose);

/** The receiver's link in a message: the tracking page of this shipment with a token signed for it. */
function linkIn(text: string, booking: Booking): { url: URL; t: string } {
  const found = (text.match(/https?:\/\/\S+/g) ?? []).map((href) => new URL(href)).find((url) => url.pathname === trackingPagePath(booking.trackingNumber));
  expect(found, `no tracking link in: ${text}`).toBeDefined();
  const t = found!.searchParams.get('t') ?? '';
  expect(t).toMatch(/^[A-Za-z0-9_-]{28}$/);
  return { url: found!, t };
}

/** Signed for this booking, and fresh: it expires 60 days after the message was sent, not after an older one. */
function expectFreshToken(t: string, booking: Booking, sentAfter: number) {
  expect(signer.verify(t, booking._id)).toBe(true);
  const expires = Buffer.from(t, 'base64url').readUInt32BE(1);
  expect(expires).toBeGreaterThanOrEqual(Math.floor(sentAfter / 1000) + 60 * DAY_S);
}

/** Both messages of one step: the e-mail in the outbox folder, the text in the SMS outbox folder, one of each. */
async function oneOfEach(email: string, e164: string, subject: string, purpose: string): Promise<{ mail: OutboxMail; text: OutboxSms }> {
  const [mail] = await waitForCount(mailsAbout(email, subject), 1);
  const [text] = await waitForCount(textsFor(e164, purpose), 1);
  return { mail: mail!, text: text! };
}

/** Lets the workers finish anything still queued, then answers how many of each landed. */
async function settledCount(email: string, e164: string, subject: string, purpose: string) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return { mails: (await mailsAbout(email, subject)()).length, texts: (await textsFor(e164, purpose)()).length };
}

const etaIn = (minutes: number): EtaWindow => ({
  from: new Date(Date.now() + minutes * 60_000).toISOString(),
  to: new Date(Date.now() + (minutes + 15) * 60_000).toISOString(),
  updatedAt: new Date().toISOString(),
});

const attemptFailed = (token: string, booking: Booking) => move(app, token, booking, { type: 'delivery-failed', reason: 'no-one-home' });

describe('receiver messages in the outboxes', () => {
  it('when the arrival estimate comes within 15 minutes, then the receiver gets one e-mail and one text with a fresh link that opens their view, however often it is announced', async () => {
    const people = await cast(app);
    const { out, email, e164 } = await receiverBooking(people);
    const before = Date.now();

    const eta = etaIn(10);
    await composition.events.publish({ kind: 'shipment-arriving', booking: out, eta });
    const { mail, text } = await oneOfEach(email, e164, 'the driver is arriving', 'receiver-arriving');

    expect(mail.subject).toBe(`Shipment ${formatTrackingNumber(out.trackingNumber)}: the driver is arriving`);
    expect(mail.text).toMatch(/Arriving:? *\d\d:\d\d-\d\d:\d\d UTC/);
    expect(text.body).toMatch(/is arriving \(\d\d:\d\d-\d\d:\d\d UTC\)/);
    for (const body of [mail.text, text.body]) {
      const { t } = linkIn(body, out);
      expectFreshToken(t, out, before);
      const view = await request(app).get(`/api/v1/tracking/${out.trackingNumber}`).query({ t }).expect(200);
      expect(view.body.data.receiver).toMatchObject({ canChangePreferences: false });
    }

    // The estimate is announced again (a replay, a second process): nothing is sent twice.
    await composition.events.publish({ kind: 'shipment-arriving', booking: out, eta });
    expect(await settledCount(email, e164, 'the driver is arriving', 'receiver-arriving')).toEqual({ mails: 1, texts: 1 });
  });

  it('when an attempt fails, then the receiver is told once, with a link through which they choose a new window; the next attempt is announced again', async () => {
    const people = await cast(app);
    const { out, email, e164 } = await receiverBooking(people);
    await composition.events.publish({ kind: 'shipment-arriving', booking: out, eta: etaIn(5) });
    await waitForCount(mailsAbout(email, 'the driver is arriving'), 1);

    const before = Date.now();
    const missed = await attemptFailed(people.driver.token, out);
    const { mail, text } = await oneOfEach(email, e164, 'we missed you', 'receiver-attempt-failed');
    expect(mail.text).toContain('No one was home');
    expect(mail.text).toContain('Reschedule the delivery');
    expect(text.body).toMatch(/we could not deliver shipment .* \(no one was home\)\. Choose a new window: https?:\/\//);

    // The reschedule link opens the receiver's view with the windows to choose among, and a window chosen through it is kept.
    const { t } = linkIn(mail.text, missed);
    expectFreshToken(t, missed, before);
    expect(linkIn(text.body, missed).t).toBe(t);
    const view = await request(app).get(`/api/v1/tracking/${missed.trackingNumber}`).query({ t }).expect(200);
    expect(view.body.data.receiver).toMatchObject({ canChangePreferences: true });
    const window = view.body.data.deliveryWindows[1];
    await request(app).post(`/api/v1/tracking/${missed.trackingNumber}/delivery-preferences`).query({ t }).send({ window }).expect(200);

    // The same failed move announced again sends nothing twice.
    await composition.events.publish({ kind: 'shipment-moved', type: 'delivery-failed', booking: missed, actorId: people.driver.id, replayed: true });
    expect(await settledCount(email, e164, 'we missed you', 'receiver-attempt-failed')).toEqual({ mails: 1, texts: 1 });

    // The second attempt is a new one: arriving is told again, once.
    const reloaded = await request(app).get(`/api/v1/driver/jobs/${missed._id}`).set('Authorization', `Bearer ${people.driver.token}`).expect(200);
    const again = await move(app, people.driver.token, reloaded.body.data as Booking, { type: 'out-for-delivery' });
    await composition.events.publish({ kind: 'shipment-arriving', booking: again, eta: etaIn(5) });
    await composition.events.publish({ kind: 'shipment-arriving', booking: again, eta: etaIn(5) });
    await waitForCount(mailsAbout(email, 'the driver is arriving'), 2);
    expect(await settledCount(email, e164, 'the driver is arriving', 'receiver-arriving')).toEqual({ mails: 2, texts: 2 });
  });

  it('when the third attempt fails, then the receiver is told once that it goes back to the sender, and its link no longer opens their view', async () => {
    const people = await cast(app);
    const { out, email, e164 } = await receiverBooking(people);
    let booking = await attemptFailed(people.driver.token, out);
    booking = await move(app, people.driver.token, booking, { type: 'out-for-delivery' });
    booking = await attemptFailed(people.driver.token, booking);
    booking = await move(app, people.driver.token, booking, { type: 'out-for-delivery' });
    const before = Date.now();
    const returned = await attemptFailed(people.driver.token, booking);
    expect(returned.status).toBe('returned');

    const { mail, text } = await oneOfEach(email, e164, 'returned to the sender', 'receiver-returned');
    expect(mail.text).toContain('Your shipment is going back to the sender');
    expect(text.body).toContain('is going back to the sender');
    const { t } = linkIn(mail.text, returned);
    expectFreshToken(t, returned, before);
    expect(linkIn(text.body, returned).t).toBe(t);
    // Decision 0112: a final shipment's link is dead at once; the page answers the public view with the outcome.
    const view = await request(app).get(`/api/v1/tracking/${returned.trackingNumber}`).query({ t }).expect(200);
    expect(view.body.data).toMatchObject({ statusCode: 'returned' });
    expect(view.body.data.receiver).toBeUndefined();

    // Two missed attempts before it, each told once; the return announced again sends nothing twice.
    await composition.events.publish({ kind: 'shipment-moved', type: 'delivery-failed', booking: returned, actorId: people.driver.id, replayed: true });
    expect(await settledCount(email, e164, 'we missed you', 'receiver-attempt-failed')).toEqual({ mails: 2, texts: 2 });
    expect(await settledCount(email, e164, 'returned to the sender', 'receiver-returned')).toEqual({ mails: 1, texts: 1 });
  });
});
