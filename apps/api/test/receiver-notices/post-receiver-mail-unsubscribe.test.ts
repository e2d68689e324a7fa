import { RECEIVER_MAIL_LINK_INVALID, RECEIVER_MAIL_UNSUBSCRIBED } from '@meridian/contracts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, uniqueEmail } from '../support/app';
import { outboxMails, outboxTexts, startOutboxWorkers, waitForCount, type OutboxMail } from '../support/outboxes';
import { cast, move, outForDelivery, SIGNATURE } from '../support/shipments';

// Decision 0117: every e-mail to a booking's receiver can be stopped: RFC 8058 headers for the mail client's one click,
// and a visible link to a page that asks once more. The one-click POST needs no session, only the token the mail
// carries; the address then gets no more receiver e-mails (texts go on until STOP), and a forged token stops nothing.

const { app, config } = buildTestApp();
const workers = startOutboxWorkers(config);
afterAll(() => workers.stop());

let phones = 0;
async function shipmentTo() {
  phones += 1;
  const people = await cast(app);
  const email = uniqueEmail('receiver');
  const e164 = `+1720555${String((process.pid * 10 + phones) % 10_000).padStart(4, '0')}`;
  const out = await outForDelivery(app, people, { receiverPerson: { name: 'Rae Receiver', phone: e164, email } });
  const [booked, outMail] = await waitForCount(() => outboxMails(config.outboxDir, email), 2);
  return { people, email, e164, out, booked: booked!, outMail: outMail! };
}

/** A header line of the raw message as the mail client reads it (folded lines unfolded). */
async function rawHeader(mail: OutboxMail, name: string): Promise<string | undefined> {
  const raw = (await readFile(join(config.outboxDir, mail.file), 'utf8')).split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1];
}

/** The one-click URL from the List-Unsubscribe header, as a mail client takes it. */
async function oneClickUrl(mail: OutboxMail): Promise<URL> {
  const value = await rawHeader(mail, 'List-Unsubscribe');
  expect(value, 'a List-Unsubscribe header with one URL').toMatch(/^<[^>]+>$/);
  return new URL(value!.slice(1, -1));
}

const appPath = (url: URL) => `${url.pathname}${url.search}`;

describe('POST /receiver-mail/unsubscribe', () => {
  it('when a receiver e-mail is sent, then it carries RFC 8058 one-click headers and a visible "Stop these e-mails" link to the web page', async () => {
    const { booked, outMail } = await shipmentTo();
    for (const mail of [booked, outMail]) {
      const url = await oneClickUrl(mail);
      expect(`${url.origin}${url.pathname}`).toBe(`${config.appBaseUrl}/api/v1/receiver-mail/unsubscribe`);
      expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{66}$/);
      expect(await rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain('Stop these e-mails');
      const page = /Stop these e-mails:?\s*\[?<?(https?:\/\/\S+?)>?\]?(\s|$)/.exec(mail.text)?.[1] ?? /href="([^"]*receiver-mail\/unsubscribe[^"]*)"/.exec(mail.html)?.[1];
      expect(page).toBeDefined();
      const pageUrl = new URL(page!.replace(/&amp;/g, '&'));
      expect(`${pageUrl.origin}${pageUrl.pathname}`).toBe(`${config.appBaseUrl}/tracking/receiver-mail/unsubscribe`);
      expect(pageUrl.searchParams.get('token')).toBe(url.searchParams.get('token'));
    }
  });

  it('when the mail client POSTs the one-click form with no session, then the next step sends no e-mail to that address, the text still goes, and a second click answers the same', async () => {
    const { people, email, e164, out, outMail } = await shipmentTo();
    const url = await oneClickUrl(outMail);

    const stopped = await request(app).post(appPath(url)).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(stopped.body).toMatchObject({ message: RECEIVER_MAIL_UNSUBSCRIBED, data: { stopped: true } });
    await request(app).post(appPath(url)).type('form').send('List-Unsubscribe=One-Click').expect(200);

    await move(app, people.driver.token, out, { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE });
    await waitForCount(async () => (await outboxTexts(config.sms.outboxDir, e164)).filter((t) => t.purpose === 'receiver-delivered'), 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await outboxMails(config.outboxDir, email)).map((m) => m.subject)).toEqual([expect.stringMatching(/on its way to you$/), expect.stringMatching(/out for delivery$/)]);
  });

  it('when the web page sends the token in JSON, then the address is stopped too, whatever case the next booking writes it in', async () => {
    const { email, booked } = await shipmentTo();
    const token = (await oneClickUrl(booked)).searchParams.get('token');
    await request(app).post('/api/v1/receiver-mail/unsubscribe').send({ token }).expect(200);

    const people = await cast(app);
    await outForDelivery(app, people, { receiverPerson: { name: 'Rae Receiver', phone: '+1 720 555 0100', email: email.toUpperCase() } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await outboxMails(config.outboxDir, email)).toHaveLength(2);
  });

  it('when the token is forged, altered or missing, then the answer is 404 or 400 and the next e-mail still goes', async () => {
    const { people, email, out, outMail } = await shipmentTo();
    const token = (await oneClickUrl(outMail)).searchParams.get('token')!;
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    const forged = Buffer.concat([Buffer.from([1]), Buffer.alloc(48, 7)]).toString('base64url');

    for (const bad of [altered, forged, 'not-a-token']) {
      const answer = await request(app).post('/api/v1/receiver-mail/unsubscribe').query({ token: bad }).type('form').send('List-Unsubscribe=One-Click').expect(404);
      expect(answer.body.msg).toBe(RECEIVER_MAIL_LINK_INVALID);
    }
    await request(app).post('/api/v1/receiver-mail/unsubscribe').send({}).expect(400);

    await move(app, people.driver.token, out, { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE });
    const mails = await waitForCount(() => outboxMails(config.outboxDir, email), 3);
    expect(mails.at(-1)!.subject).toMatch(/delivered$/);
  });

  it('when the API document is read, then the endpoint is there with no security', async () => {
    const doc = await request(app).get('/api/v1/openapi.json').expect(200);
    expect(doc.body.paths['/receiver-mail/unsubscribe'].post).toMatchObject({ security: [{}] });
  });
});
