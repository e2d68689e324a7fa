import { resolveMongo, type ResolvedMongo } from '@meridian/embedded-mongo';
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { connectAppDatabase } from '../../src/composition';
import { disconnectDatabase } from '../../src/lib/db';
import { DistinctLookupModel } from '../../src/lib/rate-limit-distinct';
import { RateLimitHitModel } from '../../src/lib/rate-limit-store';

// One fresh database per test file, over the wire (MONGODB_URI when set, else in memory); never a mock.
let mongo: ResolvedMongo | undefined;

beforeAll(async () => {
  mongo = await resolveMongo({ purpose: 'test', log: () => undefined });
  await connectAppDatabase(mongo.uri);
  mongoose.set('bufferCommands', true);
});

// Rate-limit counters live in the database (shared by every process, decision 0031); each test starts as a fresh client.
// The filter goes through the TTL index, so this also runs on a mongod that forbids collection scans (notablescan).
beforeEach(async () => {
  await RateLimitHitModel.deleteMany({ resetAt: mongoose.trusted({ $exists: true }) }).exec();
  await DistinctLookupModel.deleteMany({ resetAt: mongoose.trusted({ $exists: true }) }).exec();
});

// For a worker that runs file after file on one mongoose (`isolate: false`, see vitest.config.ts): work a file leaves
// running (a request of a test that timed out, a rate limiter's late decrement) must not queue while disconnected and
// then run in the next file's database. Between files a command fails at once, as in a process of its own that ended.
afterAll(async () => {
  mongoose.set('bufferCommands', false);
  await disconnectDatabase();
  await mongo?.stop();
});
