import type { Document } from 'bson';

/**
 * One document's place in a compound index: the values of the fields after the first, its id, and the stored document
 * itself, so a read of a run reaches the documents without looking each id up (the collection swaps entries whenever
 * it swaps a document).
 */
export interface OrderedEntry {
  keys: unknown[];
  id: string;
  doc: Document;
}

// Entries per chunk before it splits in two: an insert or a removal moves at most this many, whatever the run's size.
const CHUNK_SIZE = 512;

/**
 * A compound index bucket's entries in index order, kept in chunks so that an insert moves at most one chunk's worth
 * instead of every entry after it (one organization's 100,000 bookings made each new booking shift 50,000 entries on
 * average). Reads walk the chunks in order; positions are counted across them.
 */
export class OrderedRun {
  private chunks: OrderedEntry[][] = [];
  private count = 0;

  constructor(
    private readonly compare: (a: OrderedEntry, b: OrderedEntry) => number,
    private readonly chunkSize = CHUNK_SIZE,
  ) {}

  get length(): number {
    return this.count;
  }

  /** The chunk an entry belongs in: the first whose last entry is not before it (or the last chunk). */
  private chunkFor(entry: OrderedEntry): number {
    let low = 0;
    let high = this.chunks.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const chunk = this.chunks[mid]!;
      if (this.compare(chunk[chunk.length - 1]!, entry) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** First position in a chunk whose entry is not before `entry`. */
  private offsetIn(chunk: OrderedEntry[], entry: OrderedEntry): number {
    let low = 0;
    let high = chunk.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compare(chunk[mid]!, entry) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  insert(entry: OrderedEntry): void {
    this.count += 1;
    if (this.chunks.length === 0) {
      this.chunks.push([entry]);
      return;
    }
    // Time series and counters arrive in order: an entry after the last one goes on the end without a search.
    let at = this.chunks.length - 1;
    let chunk = this.chunks[at]!;
    if (this.compare(chunk[chunk.length - 1]!, entry) < 0) chunk.push(entry);
    else {
      at = this.chunkFor(entry);
      chunk = this.chunks[at]!;
      chunk.splice(this.offsetIn(chunk, entry), 0, entry);
    }
    if (chunk.length > this.chunkSize) this.chunks.splice(at + 1, 0, chunk.splice(this.chunkSize >> 1));
  }

  /** Removes the entry with this id, found by its keys where they still place it, else by looking through. */
  remove(entry: OrderedEntry | undefined, id: string): void {
    let where: { chunk: number; offset: number } | undefined;
    if (entry && this.chunks.length > 0) {
      const chunk = this.chunkFor(entry);
      const offset = this.offsetIn(this.chunks[chunk]!, entry);
      if (this.chunks[chunk]![offset]?.id === id) where = { chunk, offset };
    }
    if (!where) {
      for (let c = 0; c < this.chunks.length && !where; c++) {
        const offset = this.chunks[c]!.findIndex((e) => e.id === id);
        if (offset >= 0) where = { chunk: c, offset };
      }
    }
    if (!where) return;
    const chunk = this.chunks[where.chunk]!;
    chunk.splice(where.offset, 1);
    this.count -= 1;
    if (chunk.length === 0) this.chunks.splice(where.chunk, 1);
  }

  /** The first position whose entry meets `test`, for a test that once met stays met along the run. */
  firstWhere(test: (entry: OrderedEntry) => boolean): number {
    let before = 0;
    for (const chunk of this.chunks) {
      if (test(chunk[chunk.length - 1]!)) {
        let low = 0;
        let high = chunk.length;
        while (low < high) {
          const mid = (low + high) >>> 1;
          if (test(chunk[mid]!)) high = mid;
          else low = mid + 1;
        }
        return before + low;
      }
      before += chunk.length;
    }
    return before;
  }

  /** The entries at positions [start, end), in order. */
  *slice(start: number, end: number): Generator<OrderedEntry> {
    let before = 0;
    for (const chunk of this.chunks) {
      if (before >= end) return;
      const from = Math.max(0, start - before);
      const to = Math.min(chunk.length, end - before);
      for (let i = from; i < to; i++) yield chunk[i]!;
      before += chunk.length;
    }
  }

  /** The documents of the entries at positions [start, end), in order. */
  docsIn(start: number, end: number): Document[] {
    const out: Document[] = [];
    let before = 0;
    for (const chunk of this.chunks) {
      if (before >= end) break;
      const to = Math.min(chunk.length, end - before);
      for (let i = Math.max(0, start - before); i < to; i++) out.push(chunk[i]!.doc);
      before += chunk.length;
    }
    return out;
  }

  /** Every entry, in order or reversed. */
  *entries(reverse: boolean): Generator<OrderedEntry> {
    if (!reverse) {
      for (const chunk of this.chunks) yield* chunk;
      return;
    }
    for (let c = this.chunks.length - 1; c >= 0; c--) {
      const chunk = this.chunks[c]!;
      for (let i = chunk.length - 1; i >= 0; i--) yield chunk[i]!;
    }
  }
}
