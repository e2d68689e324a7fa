import { resolveMongo, type ResolvedMongo } from '@meridian/embedded-mongo';
import { afterAll, beforeAll } from 'vitest';
import { connectDatabase, disconnectDatabase } from '../../src/lib/db';

// One fresh database per test file, over the wire (MONGODB_URI when set, else in memory); never a mock.
let mongo: ResolvedMongo | undefined;

beforeAll(async () => {
  mongo = await resolveMongo({ purpose: 'test', log: () => undefined });
  await connectDatabase(mongo.uri);
});

afterAll(async () => {
  await disconnectDatabase();
  await mongo?.stop();
});
