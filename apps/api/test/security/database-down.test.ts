import express from 'express';
import mongoose from 'mongoose';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_S, errorHandler } from '../../src/lib/error-handler';
import { ERRORS } from '../../src/lib/errors';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';

// SECURITY.md, item 6: while MongoDB is unreachable every request that needs it answered 500.
const { app } = buildTestApp();

describe('SECURITY.md: the database out of reach answers 503 with Retry-After', () => {
  it('when the driver reports the server unreachable (any of its connection errors), then the error handler answers 503 in the envelope', async () => {
    const names = ['MongoServerSelectionError', 'MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoNotConnectedError', 'MongoTopologyClosedError', 'MongoPoolClearedError'];
    const probe = express();
    probe.get('/:name', (req) => {
      throw Object.assign(new Error('connection refused'), { name: req.params.name });
    });
    probe.use(errorHandler(pino({ level: 'silent' })));
    for (const name of names) {
      const res = await request(probe).get(`/${name}`);
      expect(res.status, name).toBe(503);
      expectErrorBody(res.body, ERRORS.databaseUnavailable);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    }
    const bug = await request(probe).get('/TypeError');
    expect(bug.status).toBe(500);
  });

  describe('with the real app after the database connection is gone', () => {
    const bufferTimeout = mongoose.get('bufferTimeoutMS');
    afterAll(() => {
      mongoose.set('bufferTimeoutMS', bufferTimeout);
    });

    it('when a signed-in request needs the database, then it answers 503 with Retry-After, and /readyz is not ready', async () => {
      const account = await signUp(app);
      mongoose.set('bufferTimeoutMS', 300);
      await mongoose.disconnect();
      const res = await request(app).get('/api/v1/user/').set(bearer(account.token));
      expect(res.status).toBe(503);
      expectErrorBody(res.body, ERRORS.databaseUnavailable);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
      const ready = await request(app).get('/readyz');
      expect(ready.status).toBe(503);
      expectErrorBody(ready.body);
      expect((await request(app).get('/healthz')).status).toBe(200);
    });
  });
});
