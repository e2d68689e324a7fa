// Decision 0073: a grown journal is compacted in the background; what a crash leaves at any moment of it reopens whole.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ObjectId, type Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { Store } from '../src/engine/store';
import { decodeRecords, encodeRecord, Journal } from '../src/storage/journal';
import { dataFolder } from './support';

const folder = () => dataFolder('embedded-mongo-compaction-');

const SMALL = 16 * 1024;
const payload = 'p'.repeat(500);
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** What a crash at this instant leaves: every file as it is on disk now (each acknowledged write is synced). */
function crashCopy(dir: string): string {
  const copy = folder();
  for (const name of readdirSync(dir)) if (name !== 'mongod.lock') copyFileSync(join(dir, name), join(copy, name));
  return copy;
}

function contents(store: Store): Document[] {
  const coll = store.collection('db', 'items', false);
  return [...(coll?.docs.values() ?? [])].map(({ _id, ...rest }): Document => ({ id: String(_id), ...rest })).sort((a, b) => Number(a.n) - Number(b.n));
}

function reopened(dir: string): Document[] {
  const store = Store.persisted(dir, { compactAtBytes: SMALL });
  try {
    return contents(store);
  } finally {
    store.close();
  }
}

/** A persisted store holding 3,000 documents, enough that writing them takes more than one slice; no compaction running. */
async function seeded() {
  const dir = folder();
  const store = Store.persisted(dir, { compactAtBytes: SMALL });
  const coll = store.collection('db', 'items', true);
  for (let n = 0; n < 3000; n += 1) store.insert(coll, { _id: new ObjectId(), n, payload });
  store.flush();
  while (store.compacting) await turn();
  return { dir, store, coll };
}

/** Inserts until a flush starts a background compaction; returns the next number. */
function fillUntilCompacting(store: Store, from = 0): number {
  const coll = store.collection('db', 'items', true);
  let n = from;
  while (!store.compacting) {
    for (let i = 0; i < 10; i += 1, n += 1) store.insert(coll, { _id: new ObjectId(), n, payload });
    store.flush();
  }
  return n;
}

describe('background compaction (decision 0073)', () => {
  it('when the journal outgrows its threshold, then the snapshot is written over several turns while writes go on, and a reopen finds every write', async () => {
    const { dir, store, coll } = await seeded();
    const n = fillUntilCompacting(store, 3000);
    expect(existsSync(Journal.paths(dir).previous)).toBe(true);

    // Writes while the snapshot is being written: an insert, an update of a document it holds, a removal.
    let turns = 0;
    const [first, second] = [...coll.docs.values()];
    store.insert(coll, { _id: new ObjectId(), n, payload, during: true });
    store.replace(coll, first!, { ...first!, changed: true });
    store.remove(coll, second!);
    store.flush();
    while (store.compacting) {
      await turn();
      turns += 1;
    }
    expect(turns).toBeGreaterThan(1);
    expect(existsSync(Journal.paths(dir).previous)).toBe(false);

    const expected = contents(store);
    store.close();
    const after = reopened(dir);
    expect(after).toEqual(expected);
    expect(after.find((d) => d.n === 0)).toMatchObject({ changed: true });
    expect(after.find((d) => d.n === 1)).toBeUndefined();
    expect(after.filter((d) => d.during)).toHaveLength(1);
  });

  it('when a crash leaves a snapshot half written, then the moved-aside journal and the new one are both replayed and nothing is lost', async () => {
    const { dir, store, coll } = await seeded();
    const n = fillUntilCompacting(store, 3000);
    await turn();
    store.insert(coll, { _id: new ObjectId(), n, payload });
    store.flush();
    expect(store.compacting).toBe(true);
    expect(existsSync(Journal.paths(dir).tmp)).toBe(true);
    const crashed = crashCopy(dir);
    const expected = contents(store);
    while (store.compacting) await turn();
    store.close();

    expect(reopened(crashed)).toEqual(expected);
    // The reopen finished the job: one snapshot, one journal, nothing moved aside.
    expect(existsSync(Journal.paths(crashed).previous)).toBe(false);
    expect(reopened(crashed)).toEqual(expected);
  });

  it('when a crash comes after the new snapshot is in place but before the old journal is removed, then that journal is not replayed again', async () => {
    const dir = folder();
    const store = Store.persisted(dir, { compactAtBytes: SMALL });
    const coll = store.collection('db', 'items', true);
    store.createIndex(coll, { v: 2, key: { code: 1 }, name: 'code_unique', unique: true, sparse: true });
    // In the journal that will be moved aside: a takes code 1, gives it up, and b takes it. Replaying those records
    // over a snapshot that already holds b with code 1 would put a back on code 1 and refuse to open.
    const a = store.insert(coll, { _id: new ObjectId(), n: -2, code: 1 });
    store.replace(coll, a, { ...a, code: 2 });
    store.insert(coll, { _id: new ObjectId(), n: -1, code: 1 });
    store.flush();
    fillUntilCompacting(store);
    const moved = readdirSync(dir).includes('journal.prev.bin') ? crashCopy(dir) : undefined;
    expect(moved).toBeDefined();
    while (store.compacting) await turn();
    const expected = contents(store);
    store.close();

    // The state a crash right after the rename leaves: the new snapshot, the new journal, and the old one still there.
    copyFileSync(join(moved!, 'journal.prev.bin'), Journal.paths(dir).previous);
    expect(reopened(dir)).toEqual(expected);
  });

  it('when a folder was written before journals had generations, then it opens with its data and is rewritten with them', () => {
    const dir = folder();
    const id = (n: number) => new ObjectId(n.toString(16).padStart(24, '0'));
    const paths = Journal.paths(dir);
    writeFileSync(paths.snapshot, Buffer.concat([encodeRecord({ t: 'coll', db: 'db', c: 'items', options: {} }), encodeRecord({ t: 'put', db: 'db', c: 'items', doc: { _id: id(1), n: 1 } })]));
    writeFileSync(paths.journal, Buffer.concat([encodeRecord({ t: 'put', db: 'db', c: 'items', doc: { _id: id(2), n: 2 } }), encodeRecord({ t: 'put', db: 'db', c: 'items', doc: { _id: id(1), n: 1, edited: true } })]));

    expect(reopened(dir)).toEqual([
      { id: String(id(1)), n: 1, edited: true },
      { id: String(id(2)), n: 2 },
    ]);
    for (const file of [paths.snapshot, paths.journal]) expect(decodeRecords(readFileSync(file)).records[0]).toMatchObject({ t: 'gen' });
    expect(reopened(dir)).toHaveLength(2);
  });

  it('when the journal on disk is one the snapshot already holds, then writes after opening go to a fresh one and are replayed next time', () => {
    const dir = folder();
    const paths = Journal.paths(dir);
    const put = (n: number) => ({ t: 'put', db: 'db', c: 'items', doc: { _id: new ObjectId(n.toString(16).padStart(24, '0')), n } });
    writeFileSync(paths.snapshot, Buffer.concat([encodeRecord({ t: 'gen', n: 2 }), encodeRecord({ t: 'coll', db: 'db', c: 'items', options: {} }), encodeRecord(put(1))]));
    writeFileSync(paths.journal, Buffer.concat([encodeRecord({ t: 'gen', n: 1 }), encodeRecord(put(1))]));

    const first = Journal.open(dir);
    expect(first.records.filter((r) => r.t === 'put')).toHaveLength(1);
    first.journal.append(put(2));
    first.journal.close();

    const second = Journal.open(dir);
    second.journal.close();
    expect(second.records.filter((r) => r.t === 'put').map((r) => (r.doc as Document).n)).toEqual([1, 2]);
  });
});
