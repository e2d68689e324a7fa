import type { Document } from 'bson';
import { Journal, type SnapshotSource } from '../storage/journal';
import { acquireLock } from '../storage/lock-file';
import { Collection } from './collection';
import type { IndexSpec } from './index-spec';
import { idKey } from './values';

// The journal is compacted once it outgrows both this and the last snapshot (so the state is rewritten at most once
// for every state's worth of writes).
const COMPACT_AT_BYTES = 64 * 1024 * 1024;

/** All databases and collections, with every mutation recorded in the journal when persisted. */
export class Store {
  readonly databases = new Map<string, Map<string, Collection>>();
  private journal: Journal | undefined;
  private releaseLock: (() => void) | undefined;
  private replaying = false;

  private constructor(private readonly compactAtBytes = COMPACT_AT_BYTES) {}

  static inMemory(): Store {
    return new Store();
  }

  /** `compactAtBytes` lowers the journal size that starts a compaction (tests). */
  static persisted(dir: string, { compactAtBytes }: { compactAtBytes?: number } = {}): Store {
    const store = new Store(compactAtBytes);
    store.releaseLock = acquireLock(dir);
    try {
      const { journal, records } = Journal.open(dir);
      store.replaying = true;
      for (const record of records) store.apply(record);
      store.replaying = false;
      store.journal = journal;
      journal.compact(store.snapshotRecords());
    } catch (error) {
      store.releaseLock();
      throw error;
    }
    return store;
  }

  private record(entry: Document): void {
    if (!this.replaying) this.journal?.append(entry);
  }

  /** Whether writes are journaled but not yet synced (their replies must wait for `flush`). */
  get hasUnsyncedWrites(): boolean {
    return this.journal?.hasPending ?? false;
  }

  /**
   * Makes every write journaled so far durable (one write and fsync); replies to those writes are sent after it. A
   * journal grown large is compacted in the background (decision 0073), so no reply waits for the whole state to be
   * rewritten.
   */
  flush(): void {
    if (!this.journal) return;
    this.journal.flush();
    if (this.journal.due(this.compactAtBytes)) this.journal.compactInBackground(this.snapshotRecords());
  }

  /** Whether a snapshot is being written in the background. */
  get compacting(): boolean {
    return this.journal?.compacting ?? false;
  }

  close(): void {
    this.journal?.close();
    this.journal = undefined;
    this.releaseLock?.();
    this.releaseLock = undefined;
  }

  /**
   * The state as snapshot records. What each collection holds is taken now, as references (stored documents are
   * replaced on update, never changed in place); the records are made as they are read, so a background compaction
   * neither copies the documents nor sees writes made after this call.
   */
  private snapshotRecords(): SnapshotSource {
    const taken = [...this.databases].flatMap(([db, collections]) =>
      [...collections].map(([c, coll]) => ({ db, c, options: { ...coll.options }, specs: coll.indexes.map((index) => index.spec), docs: [...coll.docs.values()] })),
    );
    return (function* () {
      for (const { db, c, options, specs, docs } of taken) {
        yield { t: 'coll', db, c, options };
        for (const spec of specs) yield { t: 'idx', db, c, spec };
        for (const doc of docs) yield { t: 'put', db, c, doc };
      }
    })();
  }

  /** Replays one journal record. */
  private apply(record: Document): void {
    const { t, db, c } = record as { t: string; db: string; c: string };
    switch (t) {
      case 'coll':
        this.collection(db, c, true, record.options as Document);
        break;
      case 'idx':
        this.collection(db, c, true)!.createIndex(record.spec as IndexSpec);
        break;
      case 'put': {
        const coll = this.collection(db, c, true)!;
        const doc = record.doc as Document;
        const previous = coll.docs.get(idKey(doc._id));
        if (previous) coll.replace(previous, doc);
        else coll.insert(doc);
        break;
      }
      case 'del': {
        const coll = this.collection(db, c, false);
        const doc = coll?.docs.get(idKey(record.id));
        if (coll && doc) coll.remove(doc);
        break;
      }
      case 'dropIdx':
        this.collection(db, c, false)?.dropIndex(record.name as string);
        break;
      case 'dropColl':
        this.dropCollection(db, c);
        break;
      case 'dropDb':
        this.dropDatabase(db);
        break;
    }
  }

  collection(db: string, name: string, create: true, options?: Document): Collection;
  collection(db: string, name: string, create: boolean, options?: Document): Collection | undefined;
  collection(db: string, name: string, create: boolean, options: Document = {}): Collection | undefined {
    let collections = this.databases.get(db);
    if (!collections) {
      if (!create) return undefined;
      collections = new Map();
      this.databases.set(db, collections);
    }
    let coll = collections.get(name);
    if (!coll && create) {
      coll = new Collection(db, name, options);
      collections.set(name, coll);
      this.record({ t: 'coll', db, c: name, options });
    }
    return coll;
  }

  insert(coll: Collection, doc: Document): Document {
    const stored = coll.insert(doc);
    this.record({ t: 'put', db: coll.db, c: coll.name, doc: stored });
    return stored;
  }

  replace(coll: Collection, previous: Document, next: Document): void {
    coll.replace(previous, next);
    this.record({ t: 'put', db: coll.db, c: coll.name, doc: next });
  }

  remove(coll: Collection, doc: Document): void {
    coll.remove(doc);
    this.record({ t: 'del', db: coll.db, c: coll.name, id: doc._id });
  }

  createIndex(coll: Collection, spec: IndexSpec): boolean {
    const created = coll.createIndex(spec);
    if (created) this.record({ t: 'idx', db: coll.db, c: coll.name, spec });
    return created;
  }

  dropIndex(coll: Collection, name: string): void {
    coll.dropIndex(name);
    this.record({ t: 'dropIdx', db: coll.db, c: coll.name, name });
  }

  dropCollection(db: string, name: string): Collection | undefined {
    const collections = this.databases.get(db);
    const coll = collections?.get(name);
    if (coll) {
      collections!.delete(name);
      this.record({ t: 'dropColl', db, c: name });
    }
    return coll;
  }

  dropDatabase(db: string): void {
    if (this.databases.delete(db)) this.record({ t: 'dropDb', db });
  }

  /** Removes documents whose TTL index date has passed (MongoDB's TTL monitor). */
  sweepExpired(now = Date.now()): number {
    let removed = 0;
    for (const collections of this.databases.values()) {
      for (const coll of collections.values()) {
        for (const index of coll.indexes) {
          const seconds = index.spec.expireAfterSeconds;
          if (seconds === undefined) continue;
          const field = index.firstField;
          for (const doc of [...coll.docs.values()]) {
            const value = doc[field];
            const dates = (Array.isArray(value) ? value : [value]).filter((v): v is Date => v instanceof Date);
            if (dates.length && Math.min(...dates.map((d) => d.getTime())) + seconds * 1000 <= now) {
              this.remove(coll, doc);
              removed++;
            }
          }
        }
      }
    }
    if (removed) this.flush();
    return removed;
  }
}
