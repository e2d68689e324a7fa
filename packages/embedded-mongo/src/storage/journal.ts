import { closeSync, existsSync, fdatasyncSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { BSON, type Document } from 'bson';
import { DESERIALIZE_OPTIONS } from '../wire/messages';

const RECORD_HEADER = 8; // uint32 length + uint32 CRC-32 of the BSON body
// A background compaction writes the snapshot a slice at a time, giving the event loop back between slices, so
// commands wait at most about this long behind it instead of behind the whole state.
const SLICE_MS = 4;
// ...and syncs what it has written every few megabytes, so the final sync does not flush the whole file in one go.
const SYNC_EVERY_BYTES = 1024 * 1024;
// Snapshot records are written in runs of about this size, not one system call per document.
const WRITE_BYTES = 1024 * 1024;

export function encodeRecord(record: Document): Buffer {
  const body = BSON.serialize(record);
  const head = Buffer.alloc(RECORD_HEADER);
  head.writeUInt32LE(body.length, 0);
  head.writeUInt32LE(crc32(body), 4);
  return Buffer.concat([head, body]);
}

/** Reads records until the end or the first torn/corrupt one; returns them and the length of the good prefix. */
export function decodeRecords(buffer: Buffer): { records: Document[]; validLength: number } {
  const records: Document[] = [];
  let offset = 0;
  while (offset + RECORD_HEADER <= buffer.length) {
    const length = buffer.readUInt32LE(offset);
    const checksum = buffer.readUInt32LE(offset + 4);
    const end = offset + RECORD_HEADER + length;
    if (length < 5 || end > buffer.length) break;
    const body = buffer.subarray(offset + RECORD_HEADER, end);
    if (crc32(body) !== checksum) break;
    try {
      records.push(BSON.deserialize(body, DESERIALIZE_OPTIONS));
    } catch {
      break;
    }
    offset = end;
  }
  return { records, validLength: offset };
}

/**
 * Generations: every journal file starts with `{ t: 'gen', n }`, and a snapshot with `{ t: 'gen', n }` saying it
 * holds everything journaled in generations before `n`. On open, only journals of generation `n` or later are
 * replayed over the snapshot. Files written before generations existed have no such record and count as generation 0.
 */
const generationOf = (records: Document[]): number => (records[0]?.t === 'gen' ? Number(records[0].n) : 0);
const withoutGeneration = (records: Document[]): Document[] => (records[0]?.t === 'gen' ? records.slice(1) : records);

function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Reads a journal file, cutting off a torn or corrupt tail (a crash mid-append) so later appends follow good records. */
function readJournal(path: string): { records: Document[]; size: number } {
  if (!existsSync(path)) return { records: [], size: 0 };
  const buffer = readFileSync(path);
  const decoded = decodeRecords(buffer);
  if (decoded.validLength < buffer.length) {
    const fd = openSync(path, 'r+');
    ftruncateSync(fd, decoded.validLength);
    fsyncSync(fd);
    closeSync(fd);
  }
  return { records: decoded.records, size: decoded.validLength };
}

/** The records of a snapshot, in the order they are written; made lazily, so a state is copied only as references. */
export type SnapshotSource = Iterable<Document>;

/**
 * An append-only journal beside a snapshot. A write is acknowledged only after `flush()` has written
 * and fsynced its records; on open, a torn tail (crash mid-append) is detected by length/CRC and cut off.
 *
 * Compaction rewrites the snapshot from the state and starts the journal afresh. On a large state that is seconds of
 * work, so in the background (decision 0073) the journal is first moved aside (`journal.prev.bin`) and a new one
 * begun, and the snapshot is written a slice at a time while writes go on into the new journal; the snapshot's
 * generation makes the moved-aside journal obsolete the moment the new snapshot is renamed into place, whenever a
 * crash comes.
 */
export class Journal {
  private pending: Buffer[] = [];
  private compaction: { cancel(): void } | undefined;

  private constructor(
    private readonly dir: string,
    private fd: number,
    private size: number,
    private generation: number,
    /** The size of the last snapshot written: compacting before the journal outgrows it would rewrite more than was written. */
    private snapshotBytes: number,
  ) {}

  static paths(dir: string) {
    return {
      journal: join(dir, 'journal.bin'),
      previous: join(dir, 'journal.prev.bin'),
      snapshot: join(dir, 'snapshot.bin'),
      tmp: join(dir, 'snapshot.tmp'),
    };
  }

  /** Loads the snapshot and the journals it does not already hold (torn tails dropped) and opens the journal for appending. */
  static open(dir: string): { journal: Journal; records: Document[] } {
    mkdirSync(dir, { recursive: true });
    const paths = Journal.paths(dir);
    const snapshot = existsSync(paths.snapshot) ? decodeRecords(readFileSync(paths.snapshot)).records : [];
    const covered = generationOf(snapshot);
    const records = withoutGeneration(snapshot);
    let generation = covered;
    let size = 0;
    let obsolete = false;
    for (const path of [paths.previous, paths.journal]) {
      const journal = readJournal(path);
      // A journal the snapshot already holds (its compaction finished, its removal did not) is not replayed again.
      const held = journal.records.length > 0 && generationOf(journal.records) < covered;
      if (journal.records.length > 0 && !held) {
        for (const record of withoutGeneration(journal.records)) records.push(record);
        generation = Math.max(generation, generationOf(journal.records));
      }
      if (path === paths.journal) [size, obsolete] = [journal.size, held];
    }
    const fd = openSync(paths.journal, 'a');
    // Appending to a journal the snapshot makes obsolete would put new writes where the next open skips them.
    if (obsolete) ftruncateSync(fd, 0);
    const journal = new Journal(dir, fd, obsolete ? 0 : size, generation, 0);
    if (obsolete || size === 0) journal.begin();
    return { journal, records };
  }

  /** Starts an empty journal file with its generation record. */
  private begin(): void {
    const head = encodeRecord({ t: 'gen', n: this.generation });
    writeSync(this.fd, head);
    fsyncSync(this.fd);
    this.size = head.length;
  }

  append(record: Document): void {
    this.pending.push(encodeRecord(record));
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  get bytes(): number {
    return this.size;
  }

  get compacting(): boolean {
    return this.compaction !== undefined;
  }

  /** Whether the journal has grown past both `floorBytes` and the last snapshot, so a compaction would pay for itself. */
  due(floorBytes: number): boolean {
    return !this.compacting && this.size > Math.max(floorBytes, this.snapshotBytes);
  }

  flush(): void {
    if (this.pending.length === 0) return;
    const buffer = Buffer.concat(this.pending);
    this.pending = [];
    writeSync(this.fd, buffer);
    fsyncSync(this.fd);
    this.size += buffer.length;
  }

  /**
   * Moves the journal aside and begins the next generation's, so that what `state` holds (taken at this moment) is
   * exactly what the moved-aside journals hold. Returns the generation the new snapshot covers up to.
   */
  private rotate(): number {
    this.flush();
    const paths = Journal.paths(this.dir);
    closeSync(this.fd);
    renameSync(paths.journal, paths.previous);
    this.generation += 1;
    this.fd = openSync(paths.journal, 'a');
    this.begin();
    syncFolder(this.dir);
    return this.generation;
  }

  /**
   * Writes `state` as the new snapshot at once (on open, where nothing is waiting) and empties the journal. The
   * journals are not moved aside: the snapshot's generation, one past every journal's, makes them all obsolete as soon
   * as it is in place, and one moved aside by an unfinished compaction must not be overwritten before then.
   */
  compact(state: SnapshotSource): void {
    this.compaction?.cancel();
    this.flush();
    const generation = this.generation + 1;
    const snapshot = this.openSnapshot(generation);
    const written = writeRecords(snapshot.fd, state[Symbol.iterator](), Number.POSITIVE_INFINITY);
    this.install(snapshot.fd, snapshot.bytes + written.bytes);
    ftruncateSync(this.fd, 0);
    this.generation = generation;
    this.begin();
  }

  /**
   * Decision 0073: moves the journal aside now and writes `state` as the new snapshot in slices of about SLICE_MS,
   * yielding between them; writes made meanwhile go to the new journal. `state` must be taken before this call
   * returns and must not change afterwards (stored documents are replaced, never changed in place).
   */
  compactInBackground(state: SnapshotSource): void {
    if (this.compaction) return;
    const { fd, bytes: header } = this.openSnapshot(this.rotate());
    const records = state[Symbol.iterator]();
    let bytes = header;
    let synced = 0;
    let timer: NodeJS.Immediate | undefined;
    const slice = () => {
      const written = writeRecords(fd, records, SLICE_MS);
      bytes += written.bytes;
      if (written.done) {
        this.compaction = undefined;
        this.install(fd, bytes);
        return;
      }
      if (bytes - synced > SYNC_EVERY_BYTES) {
        fdatasyncSync(fd);
        synced = bytes;
      }
      timer = setImmediate(slice);
    };
    this.compaction = {
      cancel: () => {
        if (timer) clearImmediate(timer);
        closeSync(fd);
        this.compaction = undefined;
      },
    };
    timer = setImmediate(slice);
  }

  /** Opens a new temporary snapshot and writes its generation record. */
  private openSnapshot(generation: number): { fd: number; bytes: number } {
    const fd = openSync(Journal.paths(this.dir).tmp, 'w');
    return { fd, bytes: writeAll(fd, [encodeRecord({ t: 'gen', n: generation })]) };
  }

  /** Syncs the written snapshot, renames it into place (from then on it is the one read) and drops the journal it replaces. */
  private install(fd: number, bytes: number): void {
    const paths = Journal.paths(this.dir);
    fsyncSync(fd);
    closeSync(fd);
    renameSync(paths.tmp, paths.snapshot);
    syncFolder(this.dir);
    rmSync(paths.previous, { force: true });
    this.snapshotBytes = bytes;
  }

  close(): void {
    // An unfinished snapshot is abandoned: the moved-aside journal and the current one still hold everything.
    this.compaction?.cancel();
    this.flush();
    closeSync(this.fd);
  }
}

function writeAll(fd: number, buffers: Buffer[]): number {
  if (buffers.length === 0) return 0;
  const buffer = buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers);
  writeSync(fd, buffer);
  return buffer.length;
}

/**
 * Encodes and writes records until they run out or `budgetMs` has passed (checked every 64 records), in writes of
 * about WRITE_BYTES rather than one per record.
 */
function writeRecords(fd: number, records: Iterator<Document>, budgetMs: number): { bytes: number; done: boolean } {
  const started = performance.now();
  let bytes = 0;
  let chunk: Buffer[] = [];
  let chunkBytes = 0;
  for (let count = 1; ; count += 1) {
    const next = records.next();
    if (next.done) return { bytes: bytes + writeAll(fd, chunk), done: true };
    const encoded = encodeRecord(next.value);
    chunk.push(encoded);
    chunkBytes += encoded.length;
    if (chunkBytes >= WRITE_BYTES) {
      bytes += writeAll(fd, chunk);
      chunk = [];
      chunkBytes = 0;
    }
    if (count % 64 === 0 && performance.now() - started > budgetMs) return { bytes: bytes + writeAll(fd, chunk), done: false };
  }
}
