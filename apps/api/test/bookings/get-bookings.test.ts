import { bookingListSchema } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, bookingPayload, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';

const { app } = buildTestApp();

type Account = Awaited<ReturnType<typeof signUp>>;
let owner: Account;
let stranger: Account;

// 12 bookings for the owner, created one day apart (newest: 2026-03-12), statuses cycling.
const STATUSES = ['pending', 'confirmed', 'in-transit', 'delivered', 'cancelled', 'pending'] as const;
beforeAll(async () => {
  owner = await signUp(app);
  stranger = await signUp(app);
  const docs = Array.from({ length: 12 }, (_, i) => {
    const input = bookingPayload({ quantity: i + 1 });
    const createdAt = new Date(Date.UTC(2026, 2, 1 + i, 12));
    return {
      ...input,
      createdBy: new mongoose.Types.ObjectId(owner.user._id),
      organizationId: new mongoose.Types.ObjectId(owner.user._id),
      status: STATUSES[i % STATUSES.length],
      version: 0,
      statusHistory: [],
      createdAt,
      updatedAt: createdAt,
    };
  });
  await BookingModel.collection.insertMany(docs);
  await createBooking(app, stranger.token);
});

const list = (token: string, query = '') => request(app).get(`/api/v1/bookings/${query}`).set(bearer(token));

describe('GET /api/v1/bookings/', () => {
  it('when called without a query, then it answers the caller’s bookings newest first with pagination and counts', async () => {
    const res = await list(owner.token);
    expect(res.status).toBe(200);
    const data = bookingListSchema.parse(res.body.data);
    expect(data.records).toHaveLength(12);
    expect(data.records.every((b) => b.createdBy === owner.user._id)).toBe(true);
    expect(data.records.map((b) => b.quantity)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: 1, totalRecords: 12, limit: 100 });
    expect(data.counts).toEqual({ total: 12, pending: 4, confirmed: 2, 'in-transit': 2, delivered: 2, cancelled: 2, returned: 0 });
  });

  it('when limit and page are given, then it answers that page', async () => {
    const res = await list(owner.token, '?limit=5&page=3');
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((b: { quantity: number }) => b.quantity)).toEqual([2, 1]);
    expect(res.body.data.pagination).toEqual({ currentPage: 3, totalPages: 3, totalRecords: 12, limit: 5 });
  });

  it('when filtered by status (any case), then only that status is listed while counts stay unfiltered', async () => {
    const res = await list(owner.token, '?status=In-Transit');
    expect(res.status).toBe(200);
    expect(res.body.data.records).toHaveLength(2);
    expect(res.body.data.records.every((b: { status: string }) => b.status === 'in-transit')).toBe(true);
    expect(res.body.data.pagination.totalRecords).toBe(2);
    expect(res.body.data.counts.total).toBe(12);
  });

  it('when filtered by a creation-date range, then both ends are included whole days', async () => {
    const res = await list(owner.token, '?from=2026-03-03&to=2026-03-05');
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((b: { quantity: number }) => b.quantity)).toEqual([5, 4, 3]);
  });

  it('when another user lists, then they see only their own booking', async () => {
    const res = await list(stranger.token);
    expect(res.status).toBe(200);
    expect(res.body.data.records).toHaveLength(1);
    expect(res.body.data.records[0].createdBy).toBe(stranger.user._id);
    expect(res.body.data.counts.total).toBe(1);
  });

  it('when the query is out of bounds, unknown or an operator, then it answers 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?page=-1', '?page=abc', '?status=lost', '?from=2026-13-45', '?from=2026-03-05&to=2026-03-01', '?sort=1', '?status[$ne]=x', '?limit=1&limit=2', '?createdBy=abc']) {
      const res = await list(owner.token, query);
      expect(res.status, query).toBe(400);
      expectErrorBody(res.body);
    }
  });

  it('when there is no token, then it answers 401', async () => {
    const res = await request(app).get('/api/v1/bookings/');
    expect(res.status).toBe(401);
  });
});
