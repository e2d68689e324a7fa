import fc from 'fast-check';
import { Aggregator, Query, updateOne } from 'mingo';
import { MongoClient, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedMongo } from '../src';

// Decision 0001: the same generated queries, updates and aggregations through the driver and straight through mingo.
// With MONGODB_URI set, the driver side is a real mongod, so the two engines can be compared wherever one exists.
let server: EmbeddedMongo | undefined;
let client: MongoClient;
let coll: Collection;

beforeAll(async () => {
  const uri = process.env.MONGODB_URI;
  if (!uri) server = await EmbeddedMongo.create();
  client = await MongoClient.connect(uri ?? server!.getUri(), { serverSelectionTimeoutMS: 5000 });
  coll = client.db(`differential-${process.pid}`).collection('docs');
});

afterAll(async () => {
  await client.db(`differential-${process.pid}`).dropDatabase();
  await client.close();
  await server?.stop();
});

const field = fc.constantFrom('a', 'b', 'c');
const scalar = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('x', 'y', 'z'), fc.boolean());
const nestedArb = fc.record({ count: fc.integer({ min: 0, max: 3 }), label: fc.constantFrom('p', 'q'), deep: fc.record({ x: fc.integer({ min: 0, max: 2 }) }) }, { requiredKeys: [] });
const docArb = fc.record(
  { a: fc.integer({ min: -5, max: 5 }), b: fc.constantFrom('x', 'y', 'z'), c: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.boolean()), n: nestedArb, t: fc.array(scalar, { maxLength: 3 }) },
  { requiredKeys: ['a', 'b'] },
);
const docsArb = fc.array(docArb, { minLength: 0, maxLength: 25 }).map((docs) => docs.map((d, i) => ({ _id: i, ...d })));

const condition = fc.oneof(
  fc.tuple(field, scalar).map(([f, v]) => ({ [f]: v })),
  fc.tuple(field, fc.constantFrom('$gt', '$gte', '$lt', '$lte', '$ne'), fc.integer({ min: -5, max: 5 })).map(([f, op, v]) => ({ [f]: { [op]: v } })),
  fc.tuple(field, fc.array(scalar, { maxLength: 3 })).map(([f, vs]) => ({ [f]: { $in: vs } })),
  fc.tuple(field, fc.boolean()).map(([f, e]) => ({ [f]: { $exists: e } })),
);
const filterArb = fc.oneof(condition, fc.array(condition, { minLength: 1, maxLength: 3 }).map((cs) => ({ $or: cs })), fc.array(condition, { minLength: 1, maxLength: 3 }).map((cs) => ({ $and: cs })));

const updateArb = fc.oneof(
  fc.integer({ min: -3, max: 3 }).map((n) => ({ $inc: { a: n } })),
  scalar.map((v) => ({ $set: { c: v } })),
  fc.constant({ $unset: { c: '' } }),
  fc.integer({ min: -3, max: 3 }).map((n) => ({ $max: { a: n } })),
  // The direct path (compiled/update.ts): $set and $inc together, on nested and missing fields.
  fc.tuple(fc.integer({ min: -3, max: 3 }), scalar).map(([n, v]) => ({ $inc: { a: n, 'n.count': n }, $set: { 'n.label': v, b: v } })),
  fc.tuple(fc.integer({ min: -3, max: 3 }), scalar).map(([n, v]) => ({ $set: { 'n.deep.x': v }, $inc: { z: n } })),
  // ... and $unset and $push beside them, as the mail queue and the excursion states write them: nested, missing
  // parents, arrays there or not yet, a pushed object.
  fc.tuple(fc.constantFrom('c', 'n.label', 'n.deep.x', 'n.deep', 'z.q', 'n.missing.x'), scalar).map(([path, v]) => ({ $unset: { [path]: '' }, $set: { b: v } })),
  fc.tuple(fc.constantFrom('t', 'u', 'n.list'), scalar, fc.integer({ min: -3, max: 3 })).map(([path, v, n]) => ({ $push: { [path]: v }, $inc: { a: n } })),
  fc.tuple(scalar, scalar).map(([v, w]) => ({ $push: { t: { kind: v, at: w } }, $set: { 'n.count': 1 }, $unset: { c: '' } })),
);

async function load(docs: Document[]) {
  await coll.deleteMany({});
  if (docs.length) await coll.insertMany(docs.map((d) => ({ ...d })));
}

const byId = (a: Document, b: Document) => (a._id as number) - (b._id as number);

describe('differential: driver vs mingo', () => {
  it('finds the same documents for generated filters', async () => {
    await fc.assert(
      fc.asyncProperty(docsArb, filterArb, async (docs, filter) => {
        await load(docs);
        const viaDriver = (await coll.find(filter).toArray()).sort(byId);
        const viaMingo = docs.filter((d) => new Query(filter).test(d)).sort(byId);
        expect(viaDriver).toEqual(viaMingo);
      }),
      { numRuns: 120 },
    );
  });

  it('applies generated updates the same way', async () => {
    await fc.assert(
      fc.asyncProperty(docsArb, filterArb, updateArb, async (docs, filter, update) => {
        await load(docs);
        await coll.updateMany(filter, update as Document);
        const expected = docs.map((d) => ({ ...d }));
        for (const doc of expected) {
          if (new Query(filter).test(doc)) updateOne([doc], {}, update as never);
        }
        expect((await coll.find().toArray()).sort(byId)).toEqual(expected.sort(byId));
      }),
      { numRuns: 60 },
    );
  });

  it('projects found documents the same way, in the stored field order', async () => {
    const projectionArb = fc.oneof(
      fc.subarray(['a', 'b', 'c', 'n'], { minLength: 1 }).map((keys) => Object.fromEntries(keys.map((k) => [k, 1]))),
      fc.tuple(fc.subarray(['a', 'c', 'n'], { minLength: 1 }), fc.constantFrom(0, 1, true, false)).map(([keys, id]) => ({ ...Object.fromEntries(keys.map((k) => [k, true])), _id: id })),
      fc.constant({ _id: 1 }),
      fc.constant({ 'n.count': 1 }),
      fc.constant({ c: 0 }),
    );
    await fc.assert(
      fc.asyncProperty(docsArb, filterArb, projectionArb, async (docs, filter, projection) => {
        await load(docs);
        // Natural order: both list the matches in the order they were inserted.
        const viaDriver = await coll.find(filter, { projection }).toArray();
        const viaMingo = new Query(filter).find(docs, projection).all() as Document[];
        expect(viaDriver).toEqual(viaMingo);
        // MongoDB keeps the stored order of the fields it returns (mingo moves _id last, which mongod does not).
        const sources = docs.filter((d) => new Query(filter).test(d));
        viaDriver.forEach((doc, i) => expect(Object.keys(doc)).toEqual(Object.keys(sources[i]!).filter((k) => k in doc)));
      }),
      { numRuns: 80 },
    );
  });

  it('aggregates the same way', async () => {
    await fc.assert(
      fc.asyncProperty(docsArb, filterArb, async (docs, filter) => {
        await load(docs);
        const pipeline = [{ $match: filter }, { $group: { _id: '$b', n: { $sum: 1 }, total: { $sum: '$a' } } }, { $sort: { _id: 1 } }];
        expect(await coll.aggregate(pipeline).toArray()).toEqual(new Aggregator(pipeline).run(docs));
      }),
      { numRuns: 60 },
    );
  });

  it('sorts, skips and limits through a compound index exactly as without one (and as mingo when no array is sorted)', async () => {
    const sorted = client.db(`differential-${process.pid}`).collection('sorted');
    const plain = client.db(`differential-${process.pid}`).collection('unindexed');
    // c is sometimes missing or an array, so the index's multikey fallback is exercised too.
    const cValue = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(undefined), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 }));
    const rowArb = fc.record({ a: fc.integer({ min: 0, max: 2 }), b: fc.constantFrom('x', 'y', 'z'), c: cValue });
    const rowsArb = fc.array(rowArb, { maxLength: 40 }).map((rows) =>
      rows.map((r, i): Document => {
        const { c, ...rest } = r;
        return c === undefined ? { _id: i, ...rest } : { _id: i, ...rest, c };
      }),
    );
    const filterArb = fc.oneof(
      fc.integer({ min: 0, max: 2 }).map((a) => ({ a })),
      fc.tuple(fc.integer({ min: 0, max: 2 }), fc.constantFrom('x', 'y', 'z')).map(([a, b]) => ({ a, b })),
      fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 3 })).map(([a, c]) => ({ a, c: { $gte: c } })),
    );
    const sortArb = fc.constantFrom<Document>({ b: -1 }, { b: 1 }, { b: -1, c: 1 }, { b: 1, c: -1 }, { b: -1, c: -1 }, { c: 1 }, { c: -1 }, { b: -1, _id: -1 });
    await fc.assert(
      fc.asyncProperty(rowsArb, filterArb, sortArb, fc.nat(5), fc.integer({ min: 0, max: 6 }), fc.boolean(), async (rows, filter, sort, skip, limit, multikey) => {
        const docs = multikey ? rows : rows.map((r) => (Array.isArray(r.c) ? { ...r, c: r.c[0] } : r));
        // A fresh collection each time: once an index has seen an array it stops ordering (multikey).
        await sorted.drop().catch(() => {});
        await sorted.createIndex({ a: 1, b: -1, c: 1 });
        await plain.deleteMany({});
        if (docs.length) {
          await sorted.insertMany(docs.map((d) => ({ ...d })));
          await plain.insertMany(docs.map((d) => ({ ...d })));
        }
        // _id last makes the order total, so the two sides must agree on every position.
        const spec = { ...sort, _id: sort._id ?? 1 };
        const run = (c: Collection) => c.find(filter).sort(spec).skip(skip).limit(limit).toArray();
        const viaIndex = await run(sorted);
        expect(viaIndex).toEqual(await run(plain));
        // mingo orders arrays differently from MongoDB (which sorts an array by its smallest or largest element),
        // so it is the oracle only when no sorted field holds an array.
        if (!multikey) {
          let expected = new Query(filter).find(docs).sort(spec).skip(skip);
          if (limit) expected = expected.limit(limit);
          expect(viaIndex).toEqual(expected.all());
        }
      }),
      { numRuns: 150 },
    );
  });
});
