import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { onTestFinished } from 'vitest';
import { EmbeddedMongo, type EmbeddedMongoOptions } from '../src';

/** A temporary data folder, removed when the test ends however it ends. */
export function dataFolder(prefix = 'embedded-mongo-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

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
