import fc from 'fast-check';
import type { Collection, Db, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literalPrefix } from '../src/engine/collection';
import { startServer } from './support';

// Decision 0039: a regex anchored with ^ on an indexed field reads one run of the index's sorted values, and an $or whose
// every branch an index narrows reads the union of those; both answer exactly what a scan answers.
let ctx: Awaited<ReturnType<typeof startServer>>;
let db: Db;

beforeAll(async () => {
  ctx = await startServer();
  db = ctx.db;
});
afterAll(() => ctx.stop());

type Numbered = Collection<{ _id: number }>;

/** The same documents into the indexed and the plain collection, each its own copy. */
async function insertBoth(indexed: Numbered, plain: Numbered, docs: Document[]): Promise<void> {
  if (docs.length === 0) return;
  await indexed.insertMany(docs.map((d) => ({ ...d })) as { _id: number }[]);
  await plain.insertMany(docs.map((d) => ({ ...d })) as { _id: number }[]);
}

/** The documents a filter finds, in the order of their ids. */
async function docsFound(collection: Numbered, filter: unknown): Promise<Document[]> {
  return (await collection.find(filter as Document).toArray()).sort((a, b) => a._id - b._id);
}

/** The ids a filter finds, in order. */
async function idsFound(collection: Numbered, filter: unknown): Promise<number[]> {
  return (await collection.find(filter as Document).toArray()).map((d) => d._id).sort((a, b) => a - b);
}

describe('prefix regexes and $or through indexes', () => {
  it('reads the literal prefix a regex requires, and none when the regex may not start with it', () => {
    expect(literalPrefix(/^MRD-12/)).toBe('MRD-12');
    expect(literalPrefix(/^a\.b\|c/)).toBe('a.b|c');
    expect(literalPrefix(/^ab*/)).toBe('a');
    expect(literalPrefix(/^ab+/)).toBe('ab');
    expect(literalPrefix(/^ab|cd/)).toBeUndefined();
    expect(literalPrefix(/^abc/i)).toBeUndefined();
    expect(literalPrefix(/^abc/m)).toBeUndefined();
    expect(literalPrefix(/abc/)).toBeUndefined();
    expect(literalPrefix(/^\d/)).toBeUndefined();
  });

  it('when an indexed value nests arrays (which mingo flattens for a regex), then a prefix still finds it', async () => {
    const coll = db.collection('prefix_nested');
    await coll.createIndex({ code: 1 });
    await coll.insertMany([{ code: [['ab']] }, { code: 'ab' }, { code: ['xa', 'ab'] }, { code: 'b' }]);
    expect(await coll.countDocuments({ code: /^a/ })).toBe(3);
  });

  it('when values are added and removed after a prefix search, then the next search sees exactly the current ones', async () => {
    const coll = db.collection('prefix_changes');
    await coll.createIndex({ code: 1 });
    await coll.insertMany([{ code: 'MRD-1' }, { code: 'MRD-2' }, { code: 'XYZ-1' }]);
    expect(await coll.countDocuments({ code: /^MRD-/ })).toBe(2);
    await coll.insertMany(Array.from({ length: 300 }, (_, i) => ({ code: `MRD-${100 + i}` })));
    await coll.deleteOne({ code: 'MRD-1' });
    await coll.updateOne({ code: 'MRD-2' }, { $set: { code: 'XYZ-2' } });
    expect(await coll.countDocuments({ code: /^MRD-/ })).toBe(300);
    await coll.insertOne({ code: 'MRD-1' });
    expect(await coll.countDocuments({ code: /^MRD-1/ })).toBe(1 + 100);
    expect(await coll.countDocuments({ code: /^XYZ/ })).toBe(2);
  });

  it('when generated prefix and $or queries run with and without indexes, then they find the same documents', async () => {
    const indexed = db.collection<{ _id: number }>('prefix_indexed');
    const plain = db.collection<{ _id: number }>('prefix_plain');
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'A', '-', '.', '|'), maxLength: 4 });
    const codeArb = fc.oneof(text, fc.array(text, { maxLength: 2 }), fc.constant(null), fc.integer({ min: 0, max: 2 }), fc.array(fc.array(text, { maxLength: 1 }), { maxLength: 1 }));
    // `code` may be missing: an equality to null matches those too, which no bucket of values holds.
    const docsArb = fc.array(fc.record({ code: codeArb, city: fc.constantFrom('Ab', 'ab', 'Ba') }, { requiredKeys: ['city'] }), { maxLength: 30 });
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const regexArb = fc.tuple(text.map((t) => `a${t}`), fc.constantFrom('', 'i', 's'), fc.constantFrom('', '*', '+', '|b', '.')).map(([p, flags, tail]) => new RegExp(`^${escape(p)}${tail}`, flags));
    const filterArb = fc.oneof(
      regexArb.map((re) => ({ code: re })),
      regexArb.map((re) => ({ code: { $regex: re.source, $options: re.flags } })),
      fc.tuple(regexArb, fc.constantFrom('Ab', 'ab')).map(([re, city]) => ({ code: re, city })),
      fc.tuple(regexArb, regexArb).map(([x, y]) => ({ $or: [{ code: x }, { code: y }] })),
      fc.tuple(regexArb, fc.constantFrom('Ab', 'Ba')).map(([x, city]) => ({ $or: [{ code: x }, { city }] })),
      fc.tuple(regexArb, fc.constantFrom('Ab', 'Ba')).map(([x, city]) => ({ $or: [{ code: x }, { city: new RegExp(city, 'i') }] })),
      // Runs that answer their condition exactly (a bare prefix, string equality, $eq, $in) skip its recheck; what
      // else the filter asks is still checked.
      fc.tuple(regexArb, fc.constantFrom('Ab', 'Ba')).map(([x, city]) => ({ $or: [{ code: x }, { city: { $in: [city, 'ab'] } }], city: { $ne: 'Ba' } })),
      fc.tuple(regexArb, fc.constantFrom('Ab', 'Ba')).map(([x, city]) => ({ $or: [{ code: x, city }, { city: { $eq: city } }] })),
      fc.tuple(text, fc.constantFrom('Ab', 'ab')).map(([t, city]) => ({ city, code: t })),
      fc.tuple(text, text).map(([x, y]) => ({ code: { $in: [x, y] }, _id: { $lt: 20 } })),
      fc.constant({ code: null }),
      fc.constant({ $or: [{ code: null }, { city: 'Ba' }] }),
    );
    await fc.assert(
      fc.asyncProperty(docsArb, filterArb, async (rows, filter) => {
        // A fresh collection each time: an index that once saw a nested array stops answering prefixes.
        await indexed.drop().catch(() => {});
        // Partial like the API's tracking-number index: its buckets still hold every document.
        await indexed.createIndex({ code: 1 }, { partialFilterExpression: { code: { $type: 'string' } } });
        await indexed.createIndex({ city: 1 });
        await plain.deleteMany({});
        await insertBoth(indexed, plain, rows.map((r, i) => ({ _id: i, ...r })));
        expect(await idsFound(indexed, filter)).toEqual(await idsFound(plain, filter));
      }),
      { numRuns: 250 },
    );
  });
  it('when a run answers a condition exactly and the filter is not checked again for it, then it still finds what a scan finds', async () => {
    const indexed = db.collection<{ _id: number }>('exact_indexed');
    const plain = db.collection<{ _id: number }>('exact_plain');
    await indexed.createIndex({ code: 1 });
    await indexed.createIndex({ city: 1 });
    // A tiny alphabet, so documents often equal a prefix, or the prefix plus one character, or differ only in a tail.
    const word = fc.constantFrom('a', 'ab', 'abc', 'b', 'a.', 'A');
    const codeArb = fc.oneof(word, fc.array(word, { maxLength: 2 }), fc.constant(null), fc.constant(1));
    const docsArb = fc.array(fc.record({ code: codeArb, city: fc.constantFrom('Ab', 'Ba') }, { requiredKeys: ['city'] }), { maxLength: 12 });
    const regexArb = fc.tuple(fc.constantFrom('a', 'ab', 'a\\.'), fc.constantFrom('', '.', '$', 'c*', '.*', 'c?', '[bc]')).map(([p, tail]) => new RegExp(`^${p}${tail}`));
    const filterArb = fc.oneof(
      regexArb.map((re) => ({ code: re })),
      fc.tuple(regexArb, fc.constantFrom('Ab', 'Ba')).map(([re, city]) => ({ $or: [{ code: re }, { city }] })),
      fc.tuple(regexArb, fc.constantFrom('Ab', 'Ba')).map(([re, city]) => ({ $or: [{ code: re }, { city: { $in: [city] } }], code: { $ne: 'ab' } })),
      fc.tuple(word, word).map(([x, y]) => ({ code: { $in: [x, y] } })),
      word.map((w) => ({ code: { $eq: w } })),
      fc.constant({ code: null }),
    );
    await fc.assert(
      fc.asyncProperty(docsArb, filterArb, async (rows, filter) => {
        await indexed.deleteMany({});
        await plain.deleteMany({});
        await insertBoth(indexed, plain, rows.map((r, i) => ({ _id: i, ...r })));
        expect(await idsFound(indexed, filter)).toEqual(await idsFound(plain, filter));
      }),
      { numRuns: 200 },
    );
  });
  it('when an equality and a date range run through a compound index and without one, then they find the same documents', async () => {
    const indexed = db.collection<{ _id: number }>('date_run_indexed');
    const plain = db.collection<{ _id: number }>('date_run_plain');
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 3_600_000);
    // Dates on a few hours, so bounds often equal a stored instant; other types never match a date bound, and an array
    // in the date field turns the index's ordering off.
    const atArb = fc.oneof(fc.integer({ min: 0, max: 6 }).map(at), fc.integer({ min: 0, max: 6 }).map(at), fc.constant(null), fc.integer({ min: 0, max: 3 }), fc.constant('2026'));
    const docsArb = fc.tuple(
      fc.boolean(),
      fc.array(fc.record({ org: fc.constantFrom('A', 'B'), at: fc.oneof(atArb, fc.array(atArb, { maxLength: 2 })) }, { requiredKeys: ['org'] }), { maxLength: 16 }),
    );
    const op = fc.constantFrom('$gt', '$gte', '$lt', '$lte');
    const rangeArb = fc.array(fc.tuple(op, fc.integer({ min: -1, max: 7 }).map(at)), { minLength: 1, maxLength: 3 }).map((pairs) => Object.fromEntries(pairs));
    const filterArb = fc.oneof(
      fc.tuple(fc.constantFrom('A', 'B'), rangeArb).map(([org, range]) => ({ org, at: range })),
      fc.tuple(fc.constantFrom('A', 'B'), rangeArb).map(([org, range]) => ({ org: { $eq: org }, at: range, _id: { $lt: 12 } })),
      fc.tuple(fc.constantFrom('A', 'B'), rangeArb).map(([org, range]) => ({ org: { $in: [org] }, at: range })),
      // Each branch answered exactly by its run (the equality and the range), so the $or is not checked again either.
      fc.tuple(rangeArb, rangeArb).map(([x, y]) => ({ $or: [{ org: 'A', at: x }, { org: 'B', at: y }] })),
      fc.tuple(rangeArb, rangeArb).map(([x, y]) => ({ $or: [{ org: 'A', at: x, _id: { $lt: 8 } }, { org: 'B', at: y }] })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(1, -1), docsArb, filterArb, async (direction, [withArrays, rows], filter) => {
        await indexed.drop().catch(() => {});
        await indexed.createIndex({ org: 1, at: direction });
        await plain.deleteMany({});
        const docs = rows.map((r, i) => ({ _id: i, ...r })).filter((d) => withArrays || !Array.isArray(d.at));
        // Half before the first search and half after, then every document moved an hour later, then a field outside
        // the index changed: the run hands out its documents themselves, so they must be the current versions.
        for (const part of [docs.slice(0, docs.length >> 1), docs.slice(docs.length >> 1)]) {
          await insertBoth(indexed, plain, part);
          expect(await docsFound(indexed, filter)).toEqual(await docsFound(plain, filter));
        }
        for (const coll of [indexed, plain]) {
          for (const d of docs) if (d.at instanceof Date) await coll.updateOne({ _id: d._id }, { $set: { at: new Date(d.at.getTime() + 3_600_000) } });
        }
        expect(await docsFound(indexed, filter)).toEqual(await docsFound(plain, filter));
        for (const coll of [indexed, plain]) await coll.updateMany({ _id: { $lt: 8 } }, { $set: { note: 'changed' } });
        expect(await docsFound(indexed, filter)).toEqual(await docsFound(plain, filter));
      }),
      { numRuns: 200 },
    );
  });
  it('when a range repeats a bound as inclusive and then exclusive, then the exclusive one holds, for strings and for dates', async () => {
    const coll = db.collection('range_tie');
    await coll.createIndex({ code: 1 });
    await coll.createIndex({ org: 1, at: -1 });
    const at = new Date(Date.UTC(2026, 0, 1));
    await coll.insertMany([{ code: 'b', org: 'A', at }, { code: 'c', org: 'A', at: new Date(at.getTime() + 1) }]);
    expect(await coll.countDocuments({ code: { $gte: 'b', $gt: 'b' } })).toBe(1);
    expect(await coll.countDocuments({ code: { $lte: 'c', $lt: 'c' } })).toBe(1);
    expect(await coll.countDocuments({ org: 'A', at: { $gte: at, $gt: at } })).toBe(1);
    expect(await coll.countDocuments({ org: 'A', at: { $lte: at, $lt: at } })).toBe(0);
  });
  it('when string ranges run through an index and without one, then they find the same documents', async () => {
    const indexed = db.collection<{ _id: number }>('range_indexed');
    const plain = db.collection<{ _id: number }>('range_plain');
    const day = fc.constantFrom('2026-01-01', '2026-01-02', '2026-01-03', '2026-01-10', '2026-01-1', '2026-02');
    // Numbers, null and missing fields never match a string bound; an array's elements may meet two bounds separately.
    const valueArb = fc.oneof(day, day, fc.constant(null), fc.integer({ min: 0, max: 3 }), fc.array(day, { maxLength: 2 }));
    const docsArb = fc.tuple(fc.boolean(), fc.array(fc.record({ date: valueArb, city: fc.constantFrom('Ab', 'Ba') }, { requiredKeys: ['city'] }), { maxLength: 14 }));
    const op = fc.constantFrom('$gt', '$gte', '$lt', '$lte');
    const rangeArb = fc.array(fc.tuple(op, day), { minLength: 1, maxLength: 3 }).map((pairs) => Object.fromEntries(pairs));
    const filterArb = fc.oneof(
      rangeArb.map((range) => ({ date: range })),
      fc.tuple(rangeArb, fc.constantFrom('Ab', 'Ba')).map(([range, city]) => ({ date: range, city })),
      fc.tuple(rangeArb, day).map(([range, d]) => ({ $or: [{ date: range }, { date: d }] })),
      fc.tuple(day).map(([d]) => ({ date: { $gte: d, $lt: 5 } })),
    );
    await fc.assert(
      fc.asyncProperty(docsArb, filterArb, async ([withArrays, rows], filter) => {
        await indexed.drop().catch(() => {});
        await indexed.createIndex({ date: 1, _id: 1 });
        await plain.deleteMany({});
        const docs = rows.map((r, i) => ({ _id: i, ...r })).filter((d) => withArrays || !Array.isArray(d.date));
        // Half before the first search (which sorts the index's values) and half after (values added since).
        for (const part of [docs.slice(0, docs.length >> 1), docs.slice(docs.length >> 1)]) {
          await insertBoth(indexed, plain, part);
          expect(await idsFound(indexed, filter)).toEqual(await idsFound(plain, filter));
        }
      }),
      { numRuns: 200 },
    );
  });
});
