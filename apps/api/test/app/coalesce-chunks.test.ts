import { pipeline } from 'node:stream/promises';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { coalesceChunks } from '../../src/lib/coalesce-chunks';

async function writesOf(chunks: (Buffer | string)[], minBytes: number): Promise<Buffer[]> {
  const writes: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      writes.push(chunk);
      done();
    },
  });
  await pipeline(Readable.from(chunks), coalesceChunks(minBytes), sink);
  return writes;
}

describe('coalesceChunks (CSV rows joined before they reach the response and its compression)', () => {
  it('when rows arrive one by one, then they reach the sink in few writes of at least the minimum, bytes unchanged', async () => {
    const rows = Array.from({ length: 366 }, (_, i) => `2026-01-${String(i % 28).padStart(2, '0')},12.50,${i},4.0\r\n`);
    const writes = await writesOf(rows, 1024);
    expect(Buffer.concat(writes).toString('utf8')).toBe(rows.join(''));
    expect(writes.length).toBeLessThan(rows.length / 20);
    for (const w of writes.slice(0, -1)) expect(w.length).toBeGreaterThanOrEqual(1024);
  });

  it('when a multi-byte character is split across two chunks, then it arrives whole', async () => {
    const bytes = Buffer.from('São Paulo → Zürich 🚚\r\n', 'utf8');
    const pieces = Array.from(bytes).map((b) => Buffer.from([b]));
    const writes = await writesOf(pieces, 4);
    expect(Buffer.concat(writes).toString('utf8')).toBe('São Paulo → Zürich 🚚\r\n');
  });

  it('when the source is empty, then nothing is written', async () => {
    expect(await writesOf([], 16)).toEqual([]);
  });
});
