import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, truncateSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { EmbeddedMongo } from '../src';
import { encodeRecord, Journal } from '../src/storage/journal';
import { dataFolder } from './support';

const writer = fileURLToPath(new URL('./fixtures/crash-writer.ts', import.meta.url));

/** Runs the writer until it has acknowledged some writes, kills it with SIGKILL after `delayMs`, returns the last acked seq. */
function runAndKill(dataDir: string, firstSeq: number, delayMs: number, env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir, String(firstSeq)], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let acked = firstSeq;
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const lines = out.split('\n');
      out = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'ready') setTimeout(() => child.kill('SIGKILL'), delayMs);
        const match = /^acked (\d+)$/.exec(line);
        if (match) acked = Number(match[1]);
      }
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`writer exited without being killed: ${err}`));
    });
  });
}

async function readBack(dataDir: string) {
  const server = await EmbeddedMongo.create({ dataDir });
  const client = await MongoClient.connect(server.getUri());
  try {
    return await client.db('crash').collection('writes').find({}, { projection: { _id: 0 } }).sort({ seq: 1 }).toArray();
  } finally {
    await client.close();
    await server.stop();
  }
}

describe('crash safety (decision 0001: durability)', () => {
  it.each([
    ['', {}],
    // Decision 0073: a compaction every few dozen batches, so kills land while a snapshot is half written, between its
    // rename and the old journal's removal, and in the journal's rotation.
    [' while compactions run in the background', { CRASH_COMPACT_AT_BYTES: String(64 * 1024) }],
  ])('when a writer is killed with SIGKILL at random points%s, then every acknowledged write survives and no document is half-written', async (_when, env) => {
    const dataDir = dataFolder('embedded-mongo-crash-');
    let next = 0;
    for (let round = 0; round < 4; round++) {
      const delay = 150 + Math.floor(Math.random() * 600);
      const acked = await runAndKill(dataDir, next, delay, env);
      const docs = await readBack(dataDir);
      const seqs = docs.map((d) => d.seq as number);
      // Every acknowledged write is there.
      for (let seq = 1; seq <= acked; seq++) expect(seqs[seq - 1]).toBe(seq);
      // Nothing beyond acknowledged writes is partial: each present document is whole.
      for (const doc of docs) {
        expect(doc.payload).toHaveLength(2048);
        expect(doc.tail).toBe(doc.seq);
      }
      // Batches written but not yet acknowledged may be present; nothing else is.
      expect(new Set(seqs).size).toBe(seqs.length);
      expect(seqs.at(-1) ?? 0).toBeGreaterThanOrEqual(acked);
      next = seqs.at(-1) ?? 0;
    }
    expect(next).toBeGreaterThan(0);
  });

  it('when the journal ends in a torn record, then it is cut off on open and never applied', async () => {
    const dataDir = dataFolder('embedded-mongo-torn-');
    const server = await EmbeddedMongo.create({ dataDir });
    const client = await MongoClient.connect(server.getUri());
    await client.db('crash').collection('writes').insertOne({ seq: 1 });
    await client.close();
    await server.stop();

    const { journal: journalPath } = Journal.paths(dataDir);
    const whole = encodeRecord({ op: 'insert', db: 'crash', coll: 'writes', doc: { seq: 2 } });
    for (const cut of [3, 8, whole.length - 1]) {
      const before = readFileSync(journalPath).length;
      appendFileSync(journalPath, whole.subarray(0, cut));
      const docs = await readBack(dataDir);
      expect(docs).toEqual([{ seq: 1 }]);
      // Reopening truncated the tail, so the file is back to its good prefix (compacted on open).
      expect(readFileSync(journalPath).length).toBeLessThanOrEqual(before);
    }
    // A record whose bytes are complete but corrupted (CRC mismatch) is dropped too.
    const corrupt = Buffer.from(whole);
    corrupt.writeUInt8(corrupt.readUInt8(corrupt.length - 2) ^ 0xff, corrupt.length - 2);
    appendFileSync(journalPath, corrupt);
    expect(await readBack(dataDir)).toEqual([{ seq: 1 }]);
    truncateSync(journalPath, 0);
    expect(await readBack(dataDir)).toEqual([{ seq: 1 }]);
  });
});
