import { STREAM_RETRY_MS, STREAM_TICKET_INVALID } from '@meridian/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { issueStreamTicket } from '../../src/modules/notifications/notifications.service';
import { StreamTicketModel } from '../../src/modules/notifications/stream-tickets.model';
import { bearer, buildTestApp, createBooking, signUp } from '../support/app';
import { listen, openStream, sampleBooking, streamTicket, type Account } from './notifications-kit';

const { app, composition } = buildTestApp();
let http: Awaited<ReturnType<typeof listen>>;
let owner: Account;
let stranger: Account;

beforeAll(async () => {
  http = await listen(app);
  owner = await signUp(app);
  stranger = await signUp(app);
});
afterAll(async () => {
  composition.hub.closeAll();
  await http.close();
});

const streamUrl = (ticket: string, query = '') => `${http.baseUrl}/api/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}${query}`;
const move = (account: Account, trackingNumber: string) =>
  composition.events.publish({ kind: 'shipment-moved', type: 'confirm', booking: sampleBooking(account.user._id, { trackingNumber }), actorId: account.user._id });

describe('POST /api/v1/notifications/stream-ticket', () => {
  it('when a signed-in user asks, then it answers a random ticket valid one minute, stored only as its hash', async () => {
    const res = await fetch(`${http.baseUrl}/api/v1/notifications/stream-ticket`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.status).toBe(201);
    const { ticket, expiresAt } = ((await res.json()) as { data: { ticket: string; expiresAt: string } }).data;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(55_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    expect(await StreamTicketModel.countDocuments({ tokenHash: ticket }).exec()).toBe(0);
    expect(await StreamTicketModel.countDocuments({ userId: owner.user._id }).exec()).toBeGreaterThan(0);
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const res = await fetch(`${http.baseUrl}/api/v1/notifications/stream-ticket`, { method: 'POST' });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/v1/notifications/stream', () => {
  it('when there is no ticket, then it answers 400; an unknown one answers 401; a bearer token in its place is refused', async () => {
    expect((await fetch(`${http.baseUrl}/api/v1/notifications/stream`)).status).toBe(400);
    const unknown = await fetch(streamUrl('x'.repeat(43)));
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { msg: string }).msg).toBe(STREAM_TICKET_INVALID);
    expect((await fetch(streamUrl(owner.token))).status).toBe(401);
  });

  it('when the ticket has expired, then it answers 401 in the envelope', async () => {
    const { ticket } = await issueStreamTicket(owner.user._id, new Date(Date.now() - 61_000));
    const res = await fetch(streamUrl(ticket));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: true, msg: STREAM_TICKET_INVALID });
  });

  it('when a notification is created for the user, then their open stream receives it as an event with its seq as id, and nobody else’s does', async () => {
    const mine = await openStream(streamUrl(await streamTicket(http.baseUrl, owner.token)), { 'accept-encoding': 'gzip' });
    const theirs = await openStream(streamUrl(await streamTicket(http.baseUrl, stranger.token)));
    try {
      expect(mine.response.status).toBe(200);
      expect(mine.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      // Not buffered by the compression middleware or by nginx.
      expect(mine.response.headers.get('content-encoding')).toBeNull();
      expect(mine.response.headers.get('x-accel-buffering')).toBe('no');
      expect(mine.response.headers.get('cache-control')).toBe('no-cache, no-transform');

      const booking = await createBooking(app, owner.token);
      const [received] = await mine.waitForNotifications(1);
      expect(received).toMatchObject({ title: 'Booking received', bookingId: booking._id, trackingNumber: booking.trackingNumber, read: false });
      expect(received?.id).toBe(String(received?.seq));
      expect(mine.events[0]).toEqual({ retry: String(STREAM_RETRY_MS) });
      expect(theirs.notifications()).toEqual([]);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('when the stream drops and reconnects with Last-Event-ID, then it replays exactly what came after, then live ones, none lost or repeated', async () => {
    const ticket = await streamTicket(http.baseUrl, owner.token);
    const first = await openStream(streamUrl(ticket));
    await move(owner, 'MXRESUME0001');
    await move(owner, 'MXRESUME0002');
    const seen = await first.waitForNotifications(2);
    await first.close();

    // While disconnected: three more, the middle one dismissed before the user comes back.
    await move(owner, 'MXRESUME0003');
    await move(owner, 'MXRESUME0004');
    await move(owner, 'MXRESUME0005');
    const dismissed = await NotificationModel.findOne({ trackingNumber: 'MXRESUME0004' }).lean().exec();
    expect((await request(app).delete(`/api/v1/notifications/${dismissed?._id}`).set(bearer(owner.token))).status).toBe(200);
    const lastSeen = seen.at(-1)?.id ?? '';

    // EventSource's own reconnect: the same URL (the ticket is reusable within its minute) plus the header.
    const second = await openStream(streamUrl(ticket), { 'last-event-id': lastSeen });
    try {
      const replayed = await second.waitForNotifications(2);
      expect(replayed.map((n) => n.trackingNumber)).toEqual(['MXRESUME0003', 'MXRESUME0005']);
      await move(owner, 'MXRESUME0006');
      const all = await second.waitForNotifications(3);
      expect(all.map((n) => n.trackingNumber)).toEqual(['MXRESUME0003', 'MXRESUME0005', 'MXRESUME0006']);
      const ids = [...seen, ...all].map((n) => Number(n.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await second.close();
    }

    // The web client's path after the ticket expired: a fresh ticket and lastEventId in the query.
    const third = await openStream(streamUrl(await streamTicket(http.baseUrl, owner.token), `&lastEventId=${lastSeen}`));
    try {
      expect((await third.waitForNotifications(3)).map((n) => n.trackingNumber)).toEqual(['MXRESUME0003', 'MXRESUME0005', 'MXRESUME0006']);
    } finally {
      await third.close();
    }
  });

  it('when Last-Event-ID is not a number, then it answers 400', async () => {
    const res = await fetch(streamUrl(await streamTicket(http.baseUrl, owner.token)), { headers: { 'last-event-id': 'abc' } });
    expect(res.status).toBe(400);
  });

  it('when the server shuts its streams, then every open stream ends and the hub holds none', async () => {
    const stream = await openStream(streamUrl(await streamTicket(http.baseUrl, owner.token)));
    await stream.waitForNotifications(0);
    await expect.poll(() => composition.hub.openStreams()).toBe(1);
    composition.hub.closeAll();
    await stream.close();
    expect(composition.hub.openStreams()).toBe(0);
  });
});
