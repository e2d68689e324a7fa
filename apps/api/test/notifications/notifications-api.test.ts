import { NOTIFICATION_NOT_FOUND } from '@meridian/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { listOf, sampleBooking, type Account } from './notifications-kit';

const { app, composition } = buildTestApp();

let owner: Account;
let stranger: Account;

// 25 notifications for the owner (one per move, oldest first), 1 for the stranger.
beforeAll(async () => {
  owner = await signUp(app);
  stranger = await signUp(app);
  for (let i = 0; i < 25; i += 1) {
    await composition.events.publish({ kind: 'shipment-moved', type: 'confirm', booking: sampleBooking(owner.user._id, { trackingNumber: `MXTEST${String(i).padStart(4, '0')}` }), actorId: owner.user._id });
  }
  await composition.events.publish({ kind: 'shipment-moved', type: 'pickup', booking: sampleBooking(stranger.user._id), actorId: stranger.user._id });
});

const api = (path: string) => `/api/v1/notifications${path}`;

describe('GET /api/v1/notifications', () => {
  it('when called without a query, then it answers 20 newest first with the unread count and pagination', async () => {
    const list = await listOf(app, owner.token);
    expect(list.records).toHaveLength(20);
    expect(list.records[0]?.trackingNumber).toBe('MXTEST0024');
    const seqs = list.records.map((n) => n.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(list.unreadCount).toBe(25);
    expect(list.pagination).toEqual({ currentPage: 1, totalPages: 2, totalRecords: 25, limit: 20 });
  });

  it('when page 2 is asked with limit 10, then it answers the next ten', async () => {
    const list = await listOf(app, owner.token, '?page=2&limit=10');
    expect(list.records.map((n) => n.trackingNumber)).toEqual(Array.from({ length: 10 }, (_, i) => `MXTEST${String(14 - i).padStart(4, '0')}`));
    expect(list.pagination).toEqual({ currentPage: 2, totalPages: 3, totalRecords: 25, limit: 10 });
  });

  it('when the query is malformed, then it answers 400 naming the field', async () => {
    const res = await request(app).get(api('?limit=500&sort=x')).set(bearer(owner.token));
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
  });

  it('when there is no token, then it answers 401', async () => {
    const res = await request(app).get(api(''));
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 'Please log in to continue.');
  });
});

describe('PATCH /api/v1/notifications/{id}', () => {
  it('when the owner marks one read, then it answers it read, stores it and the unread count drops by one', async () => {
    const [first] = (await listOf(app, owner.token)).records;
    const res = await request(app).patch(api(`/${first?._id}`)).set(bearer(owner.token)).send({ read: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: first?._id, read: true });
    expect((await NotificationModel.findById(first?._id).lean().exec())?.read).toBe(true);
    expect((await listOf(app, owner.token)).unreadCount).toBe(24);
  });

  it('when another user names the owner’s notification, then it answers 404 and changes nothing', async () => {
    const [, second] = (await listOf(app, owner.token)).records;
    const res = await request(app).patch(api(`/${second?._id}`)).set(bearer(stranger.token)).send({ read: true });
    expect(res.status).toBe(404);
    expectErrorBody(res.body, NOTIFICATION_NOT_FOUND);
    expect((await NotificationModel.findById(second?._id).lean().exec())?.read).toBe(false);
  });

  it('when the body is not {read: true} or the id is malformed, then it answers 400 or 404', async () => {
    const [, second] = (await listOf(app, owner.token)).records;
    const bad = await request(app).patch(api(`/${second?._id}`)).set(bearer(owner.token)).send({ read: false });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ read: 'read must be true' });
    const malformed = await request(app).patch(api('/not-an-id')).set(bearer(owner.token)).send({ read: true });
    expect(malformed.status).toBe(404);
    expectErrorBody(malformed.body, NOTIFICATION_NOT_FOUND);
  });
});

describe('DELETE /api/v1/notifications/{id}', () => {
  it('when the owner dismisses one, then it leaves the list and the counts, and is kept flagged in the database', async () => {
    const before = await listOf(app, owner.token);
    const target = before.records.find((n) => !n.read);
    const res = await request(app).delete(api(`/${target?._id}`)).set(bearer(owner.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: 'Notification dismissed', data: null });
    const after = await listOf(app, owner.token);
    expect(after.records.map((n) => n._id)).not.toContain(target?._id);
    expect(after.pagination.totalRecords).toBe(before.pagination.totalRecords - 1);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect((await NotificationModel.findById(target?._id).lean().exec())?.dismissed).toBe(true);

    const again = await request(app).delete(api(`/${target?._id}`)).set(bearer(owner.token));
    expect(again.status).toBe(404);
  });

  it('when another user dismisses the owner’s notification, then it answers 404 and it stays', async () => {
    const [first] = (await listOf(app, owner.token)).records;
    const res = await request(app).delete(api(`/${first?._id}`)).set(bearer(stranger.token));
    expect(res.status).toBe(404);
    expectErrorBody(res.body, NOTIFICATION_NOT_FOUND);
    expect((await NotificationModel.findById(first?._id).lean().exec())?.dismissed).toBe(false);
  });
});

describe('POST /api/v1/notifications/read-all', () => {
  it('when the owner marks all read, then only their unread ones change and the stranger’s stay unread', async () => {
    const unread = (await listOf(app, owner.token)).unreadCount;
    const res = await request(app).post(api('/read-all')).set(bearer(owner.token));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ updated: unread, unreadCount: 0 });
    expect(await NotificationModel.countDocuments({ userId: owner.user._id, read: false, dismissed: false }).exec()).toBe(0);
    expect((await listOf(app, stranger.token)).unreadCount).toBe(1);
  });
});
