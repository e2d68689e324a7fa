import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { EmbeddedMongo, resolveMongo } from '../src';
import { dataFolder } from './support';

describe('persistence', () => {
  it('when the server restarts on the same data folder, then documents and indexes are still there', async () => {
    const dataDir = dataFolder('embedded-mongo-');
    const first = await EmbeddedMongo.create({ dataDir });
    const client = await MongoClient.connect(first.getUri());
    const coll = client.db('app').collection('users');
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.insertMany([{ email: 'a@x', n: 1 }, { email: 'b@x', n: 2 }]);
    await coll.updateOne({ email: 'a@x' }, { $set: { n: 10 } });
    await coll.deleteOne({ email: 'b@x' });
    await client.close();
    await first.stop();

    const second = await EmbeddedMongo.create({ dataDir });
    const again = await MongoClient.connect(second.getUri());
    const reopened = again.db('app').collection('users');
    expect(await reopened.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ email: 'a@x', n: 10 }]);
    await expect(reopened.insertOne({ email: 'a@x' })).rejects.toMatchObject({ code: 11000 });
    await again.close();
    await second.stop();
  });
});

describe('persisted views and $out', () => {
  it('when the server restarts, then a view is still a view and what $out wrote is still there', async () => {
    const dataDir = dataFolder('embedded-mongo-');
    const first = await EmbeddedMongo.create({ dataDir });
    const client = await MongoClient.connect(first.getUri());
    const db = client.db('app');
    await db.collection('orders').insertMany([{ _id: 1, open: true } as never, { _id: 2, open: false } as never]);
    await db.createCollection('open-orders', { viewOn: 'orders', pipeline: [{ $match: { open: true } }] });
    await db.collection('orders').aggregate([{ $match: { open: false } }, { $out: 'closed' }]).toArray();
    await client.close();
    await first.stop();

    const second = await EmbeddedMongo.create({ dataDir });
    const again = await MongoClient.connect(second.getUri());
    const reopened = again.db('app');
    expect(await reopened.collection('open-orders').find().toArray()).toEqual([{ _id: 1, open: true }]);
    await expect(reopened.collection('open-orders').insertOne({ x: 1 })).rejects.toMatchObject({ code: 166 });
    expect(await reopened.collection('closed').find().toArray()).toEqual([{ _id: 2, open: false }]);
    await again.close();
    await second.stop();
  });
});

describe('resolveMongo', () => {
  it('when the embedded engine is forced for tests, then it serves a fresh in-memory database and says so in one line', async () => {
    const lines: string[] = [];
    const resolved = await resolveMongo({ purpose: 'test', dbName: 'meridian', env: { MONGO_ENGINE: 'embedded' }, log: (l) => lines.push(l) });
    try {
      expect(resolved.engine).toBe('embedded');
      expect(resolved.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/meridian$/);
      expect(lines).toEqual([expect.stringMatching(/^\[mongo\] engine=embedded \(in memory/)]);
      const client = await MongoClient.connect(resolved.uri);
      expect(await client.db().listCollections().toArray()).toEqual([]);
      await client.close();
    } finally {
      await resolved.stop();
    }
  });

  it('when MONGODB_URI is set for tests, then a uniquely named database on it is used', async () => {
    const resolved = await resolveMongo({ purpose: 'test', env: { MONGODB_URI: 'mongodb://db.example:27017/shop' }, log: () => {} });
    expect(resolved.engine).toBe('uri');
    expect(resolved.uri).toMatch(/^mongodb:\/\/db\.example:27017\/shop-test-[0-9a-f]{8}$/);
  });

  it('when NODE_ENV is production, then the embedded engine is refused', async () => {
    await expect(resolveMongo({ purpose: 'dev', env: { NODE_ENV: 'production', MONGO_ENGINE: 'embedded' }, log: () => {} })).rejects.toThrow(
      /MONGODB_URI/,
    );
  });

  it('when MONGO_ENGINE is not a known engine, then it says which values are allowed', async () => {
    await expect(resolveMongo({ purpose: 'test', env: { MONGO_ENGINE: 'postgres' }, log: () => {} })).rejects.toThrow(/auto, uri, memory-server, embedded/);
  });
});
