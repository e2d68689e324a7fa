import { BSON, Long, type Document } from 'bson';

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
}

// mongod stops a batch once it holds 16 MB, whatever the batch size, so a reply always fits in one message.
const MAX_BATCH_BYTES = 16 * 1024 * 1024;

/** Up to `count` documents from `from`, fewer when they would pass MAX_BATCH_BYTES (at least one is always taken). */
function takeBatch(docs: Document[], from: number, count: number): Document[] {
  const end = Math.min(docs.length, from + count);
  let bytes = 0;
  for (let i = from; i < end; i++) {
    bytes += BSON.calculateObjectSize(docs[i]!);
    if (bytes > MAX_BATCH_BYTES && i > from) return docs.slice(from, i);
  }
  return docs.slice(from, end);
}

/** Server-side cursors: what is left of a result, handed out batch by batch through getMore. */
export class Cursors {
  private readonly open = new Map<string, OpenCursor>();
  private nextId = 1n;

  /** Returns the first batch and the cursor id (0 when everything fit). */
  start(ns: string, docs: Document[], batchSize: number, singleBatch: boolean): { batch: Document[]; id: Long } {
    const size = batchSize > 0 ? batchSize : 101;
    const batch = takeBatch(docs, 0, size);
    if (singleBatch || batch.length >= docs.length) return { batch, id: Long.ZERO };
    const id = this.nextId++;
    this.open.set(id.toString(), { ns, docs, position: batch.length });
    return { batch, id: Long.fromBigInt(id) };
  }

  more(id: Long, batchSize: number): { ns: string; batch: Document[]; id: Long } | undefined {
    const key = id.toString();
    const cursor = this.open.get(key);
    if (!cursor) return undefined;
    const size = batchSize > 0 ? batchSize : cursor.docs.length;
    const batch = takeBatch(cursor.docs, cursor.position, size);
    cursor.position += batch.length;
    if (cursor.position >= cursor.docs.length) {
      this.open.delete(key);
      return { ns: cursor.ns, batch, id: Long.ZERO };
    }
    return { ns: cursor.ns, batch, id };
  }

  kill(id: Long): boolean {
    return this.open.delete(id.toString());
  }

  get size(): number {
    return this.open.size;
  }
}
