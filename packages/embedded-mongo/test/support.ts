import { MongoClient } from 'mongodb';
import { EmbeddedMongo, type EmbeddedMongoOptions } from '../src';

/** A fresh in-memory server and a driver client connected to it. */
export async function startServer(options: EmbeddedMongoOptions = {}) {
  const server = await EmbeddedMongo.create(options);
  const client = await MongoClient.connect(server.getUri(), { serverSelectionTimeoutMS: 3000 });
  return {
    server,
    client,
    db: client.db('test'),
    async stop() {
      await client.close();
      await server.stop();
    },
  };
}
