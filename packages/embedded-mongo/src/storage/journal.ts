import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { BSON, type Document } from 'bson';
import { DESERIALIZE_OPTIONS } from '../wire/messages';

const RECORD_HEADER = 8; // uint32 length + uint32 CRC-32 of the BSON body

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
 * An append-only journal beside a snapshot. A write is acknowledged only after `flush()` has written
 * and fsynced its records; on open, a torn tail (crash mid-append) is detected by length/CRC and cut off.
 */
export class Journal {
  private fd: number;
  private pending: Buffer[] = [];
  private size = 0;

  private constructor(
    private readonly dir: string,
    fd: number,
    size: number,
  ) {
    this.fd = fd;
    this.size = size;
  }

  static paths(dir: string) {
    return { journal: join(dir, 'journal.bin'), snapshot: join(dir, 'snapshot.bin'), tmp: join(dir, 'snapshot.tmp') };
  }

  /** Loads snapshot + journal records (torn tail dropped) and opens the journal for appending. */
  static open(dir: string): { journal: Journal; records: Document[] } {
    mkdirSync(dir, { recursive: true });
    const paths = Journal.paths(dir);
    const records: Document[] = [];
    if (existsSync(paths.snapshot)) records.push(...decodeRecords(readFileSync(paths.snapshot)).records);
    let size = 0;
    if (existsSync(paths.journal)) {
      const buffer = readFileSync(paths.journal);
      const decoded = decodeRecords(buffer);
      records.push(...decoded.records);
      size = decoded.validLength;
      if (decoded.validLength < buffer.length) {
        const fd = openSync(paths.journal, 'r+');
        ftruncateSync(fd, decoded.validLength);
        fsyncSync(fd);
        closeSync(fd);
      }
    }
    const fd = openSync(paths.journal, 'a');
    return { journal: new Journal(dir, fd, size), records };
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

  flush(): void {
    if (this.pending.length === 0) return;
    const buffer = Buffer.concat(this.pending);
    this.pending = [];
    writeSync(this.fd, buffer);
    fsyncSync(this.fd);
    this.size += buffer.length;
  }

  /** Writes the full state as a new snapshot (atomically, by rename) and empties the journal. */
  compact(state: Document[]): void {
    this.flush();
    const paths = Journal.paths(this.dir);
    const fd = openSync(paths.tmp, 'w');
    for (const record of state) writeSync(fd, encodeRecord(record));
    fsyncSync(fd);
    closeSync(fd);
    renameSync(paths.tmp, paths.snapshot);
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    this.size = 0;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}
