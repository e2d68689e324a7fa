import express from 'express';
import mongoose from 'mongoose';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/lib/error-handler';
import { IdempotencyKeyModel } from '../../src/lib/idempotency-keys.model';
import { bearer, bookingPayload, buildTestApp, expectErrorBody, signUp } from '../support/app';

describe('errors nobody expected', () => {
  it('when a handler throws an unknown error, then it answers 500 with generic words and no stack or detail', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const app = express();
    app.get('/boom', () => {
      throw new Error('secret connection string mongodb://user:pass@db');
    });
    app.use(errorHandler(logger));
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expectErrorBody(res.body, 'Something went wrong on our side. Please try again.');
    expect(res.text).not.toContain('secret');
    expect(res.text).not.toContain('at ');
    expect(lines.join('')).toContain('secret connection string');
  });

  it('when a mongoose cast error escapes, then it answers 404 instead of 500', async () => {
    const app = express();
    app.get('/cast', () => {
      throw new mongoose.Error.CastError('ObjectId', 'nope', '_id');
    });
    app.use(errorHandler(pino({ level: 'silent' })));
    const res = await request(app).get('/cast');
    expect(res.status).toBe(404);
    expectErrorBody(res.body);
  });
});

describe('an Idempotency-Key whose first request is still being written', () => {
  it('when the retry arrives before the booking exists, then it answers 409 with Retry-After', async () => {
    const { app } = buildTestApp();
    const account = await signUp(app);
    // Claim the key the way a first request in flight would: same body hash, booking not yet inserted.
    const first = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).set('Idempotency-Key', 'probe-hash-key-1').send(bookingPayload());
    const stored = await IdempotencyKeyModel.findOne({ key: 'probe-hash-key-1' }).lean();
    await IdempotencyKeyModel.create({ scope: stored!.scope, owner: account.user._id, key: 'in-flight-key-1', requestHash: stored!.requestHash, attemptId: new mongoose.Types.ObjectId(), claimedAt: new Date() });
    expect(first.status).toBe(201);
    const res = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).set('Idempotency-Key', 'in-flight-key-1').send(bookingPayload());
    expect(res.status).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expectErrorBody(res.body, 'This booking is still being created. Try again in a moment.');
  });
});
