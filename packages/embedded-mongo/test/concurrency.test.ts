import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedMongo } from '../src';

let server: EmbeddedMongo;
let clients: MongoClient[];

beforeAll(async () => {
  server = await EmbeddedMongo.create();
  clients = await Promise.all(Array.from({ length: 50 }, () => MongoClient.connect(server.getUri(), { maxPoolSize: 1 })));
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.stop();
});

describe('optimistic concurrency across connections', () => {
  it('when 50 clients race a version-checked findOneAndUpdate, then exactly one wins each round', async () => {
    const doc = clients[0]!.db('race').collection('bookings');
    await doc.insertOne({ _id: 'b1' as never, version: 0, winner: null });
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all(
        clients.map((client, i) =>
          client
            .db('race')
            .collection('bookings')
            .findOneAndUpdate({ _id: 'b1' as never, version: round }, { $set: { winner: i }, $inc: { version: 1 } }, { returnDocument: 'after' }),
        ),
      );
      const winners = results.filter((r) => r !== null);
      expect(winners).toHaveLength(1);
      expect(await doc.findOne({ _id: 'b1' as never })).toMatchObject({ version: round + 1, winner: winners[0]!.winner });
    }
  });
});
