import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedMongo } from '../src';
import { Journal } from '../src/storage/journal';
import { dataFolder } from './support';

// Decision 0039: writes that arrive together share one journal sync (group commit), and each is acknowledged only after it.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('group commit', () => {
  it('when many clients write at once to a persisted server, then fewer syncs than writes happen and every acknowledged write is there after a restart', async () => {
    const dataDir = dataFolder('embedded-mongo-group-');
    const server = await EmbeddedMongo.create({ dataDir });
    const client = await MongoClient.connect(server.getUri(), { maxPoolSize: 20 });
    const coll = client.db('group').collection<{ n: number }>('writes');
    await coll.insertOne({ n: -1 });
    const original = Journal.prototype.flush;
    let syncs = 0;
    vi.spyOn(Journal.prototype, 'flush').mockImplementation(function (this: Journal) {
      if (this.hasPending) syncs += 1;
      original.call(this);
    });
    const acknowledged = await Promise.all(Array.from({ length: 200 }, (_, n) => coll.insertOne({ n }).then(() => n)));
    expect(acknowledged).toHaveLength(200);
    expect(syncs).toBeGreaterThan(0);
    expect(syncs).toBeLessThan(200);
    await client.close();
    await server.stop();

    const reopened = await EmbeddedMongo.create({ dataDir });
    const again = await MongoClient.connect(reopened.getUri());
    try {
      const ns = (await again.db('group').collection<{ n: number }>('writes').find({ n: { $gte: 0 } }).toArray()).map((d) => d.n).sort((a, b) => a - b);
      expect(ns).toEqual(acknowledged);
    } finally {
      await again.close();
      await reopened.stop();
    }
  });
});
