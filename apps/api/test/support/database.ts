import { resolveMongo, type ResolvedMongo } from '@meridian/embedded-mongo';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { connectDatabase, disconnectDatabase } from '../../src/lib/db';
import { RateLimitHitModel } from '../../src/lib/rate-limit-store';

// One fresh database per test file, over the wire (MONGODB_URI when set, else in memory); never a mock.
let mongo: ResolvedMongo | undefined;

beforeAll(async () => {
  mongo = await resolveMongo({ purpose: 'test', log: () => undefined });
  await connectDatabase(mongo.uri);
});

// Rate-limit counters live in the database (shared by every process, issue 16); each test starts as a fresh client.
beforeEach(async () => {
  await RateLimitHitModel.deleteMany({}).exec();
});

afterAll(async () => {
  await disconnectDatabase();
  await mongo?.stop();
});
