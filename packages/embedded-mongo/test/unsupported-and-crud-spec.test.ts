import { MongoServerError, type Db } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from './support';

// Decision 0050: what the engine does not implement answers MongoDB's own error for an unknown one; the CRUD-spec
// features it does implement answer what MongoDB answers. Every case goes through the official driver.

let ctx: Awaited<ReturnType<typeof startServer>>;
let db: Db;

beforeAll(async () => {
  ctx = await startServer();
  db = ctx.db;
});
afterAll(() => ctx.stop());

async function failure(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('what the engine does not implement answers MongoDB error', () => {
  beforeEach(async () => {
    await db.collection('things').deleteMany({});
    await db.collection('things').insertMany([
      { _id: 1, a: 1, name: 'x' },
      { _id: 2, a: 2, name: 'y' },
    ] as never[]);
  });

  it.each([
    ['an unknown field operator', { a: { $foo: 1 } }, 2, 'BadValue', 'unknown operator: $foo'],
    ['a real operator not implemented ($near)', { a: { $near: [0, 0] } }, 2, 'BadValue', 'unknown operator: $near'],
    ['an unknown top-level operator', { $foo: 1 }, 2, 'BadValue', 'unknown top level operator: $foo'],
    ['$text, not implemented', { $text: { $search: 'x' } }, 2, 'BadValue', 'unknown top level operator: $text'],
    ['an unknown expression inside $expr', { $expr: { $foo: ['$a', 1] } }, 168, 'InvalidPipelineOperator', "Unrecognized expression '$foo'"],
    ['an unknown operator inside $elemMatch', { list: { $elemMatch: { $foo: 1 } } }, 2, 'BadValue', 'unknown operator: $foo'],
  ])('when find is given %s, then it answers code %i', async (_label, filter, code, codeName, message) => {
    const error = await failure(db.collection('things').find(filter as never).toArray());
    expect(error).toMatchObject({ code, codeName });
    expect(error.message).toContain(message);
  });

  it.each([
    ['an unknown stage', [{ $foo: {} }], 40324, 'Location40324', "Unrecognized pipeline stage name: '$foo'"],
    ['a stage MongoDB has but the engine does not ($geoNear)', [{ $geoNear: {} }], 40324, 'Location40324', "Unrecognized pipeline stage name: '$geoNear'"],
    ['an unknown expression in $project', [{ $project: { x: { $foo: 1 } } }], 168, 'InvalidPipelineOperator', "Unrecognized expression '$foo'"],
    ['an expression MongoDB has but the engine does not ($toObjectId)', [{ $set: { x: { $toObjectId: '$name' } } }], 168, 'InvalidPipelineOperator', "Unrecognized expression '$toObjectId'"],
    ['an unknown accumulator', [{ $group: { _id: null, x: { $foo: '$a' } } }], 15952, 'Location15952', "unknown group operator '$foo'"],
    ['an unknown expression inside a $lookup pipeline', [{ $lookup: { from: 'things', pipeline: [{ $match: { $expr: { $foo: 1 } } }], as: 'j' } }], 168, 'InvalidPipelineOperator', "Unrecognized expression '$foo'"],
    ['$out before the last stage', [{ $out: 'copy' }, { $match: {} }], 40601, 'Location40601', '$out can only be the final stage in the pipeline'],
    ['a stage with two fields', [{ $match: {}, $limit: 1 }], 40323, 'Location40323', 'exactly one field'],
  ])('when aggregate is given %s, then it answers code %i', async (_label, pipeline, code, codeName, message) => {
    const error = await failure(db.collection('things').aggregate(pipeline as never[]).toArray());
    expect(error).toMatchObject({ code, codeName });
    expect(error.message).toContain(message);
  });

  it('when an update names an unknown modifier, then it answers FailedToParse (9) and nothing changes', async () => {
    // A statement's failure comes back as a write error, which carries the code without a codeName, as on MongoDB.
    const error = await failure(db.collection('things').updateOne({ _id: 1 } as never, { $foo: { a: 5 } } as never));
    expect(error).toMatchObject({ code: 9 });
    expect(error.message).toContain('Unknown modifier: $foo');
    expect(await db.collection('things').findOne({ _id: 1 } as never)).toEqual({ _id: 1, a: 1, name: 'x' });
  });

  it('when an update pipeline holds a stage updates do not allow, then it answers InvalidOptions (72)', async () => {
    const error = await failure(db.collection('things').updateOne({ _id: 1 } as never, [{ $match: {} }]));
    expect(error).toMatchObject({ code: 72 });
    expect(error.message).toContain('$match is not allowed to be used within an update');
  });

  it('when a command carries an option the engine does not implement, then it answers the unknown-field error (40415)', async () => {
    const error = await failure(db.command({ find: 'things', filter: {}, tailable: true }));
    expect(error).toMatchObject({ code: 40415, codeName: 'Location40415' });
    expect(error.message).toBe("BSON field 'find.tailable' is an unknown field.");
    const statement = await failure(db.command({ delete: 'things', deletes: [{ q: {}, limit: 1, sort: { a: 1 } }] }));
    expect(statement.message).toBe("BSON field 'delete.deletes.sort' is an unknown field.");
    expect(await db.collection('things').countDocuments()).toBe(2);
  });

  it('when an index type or option the engine lacks is asked for, then createIndexes answers MongoDB code and builds nothing', async () => {
    const things = db.collection('things');
    expect(await failure(things.createIndex({ name: 'text' }))).toMatchObject({ code: 67, codeName: 'CannotCreateIndex' });
    expect(await failure(things.createIndex({ loc: '2dsphere' }))).toMatchObject({ code: 67 });
    expect(await failure(things.createIndex({ name: 1 }, { weights: { name: 2 } } as never))).toMatchObject({ code: 197 });
    expect((await things.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    expect(await failure(db.createCollection('capped-one', { capped: true, size: 4096 }))).toMatchObject({ code: 40415 });
  });

  it('when a variable is not defined, then it answers 17276', async () => {
    const error = await failure(db.collection('things').find({ $expr: { $eq: ['$a', '$$missing'] } }).toArray());
    expect(error).toMatchObject({ code: 17276 });
    expect(error.message).toContain('Use of undefined variable: missing');
  });
});

describe('documents MongoDB refuses or allows', () => {
  it('when a document has a $-prefixed top-level field, then insert answers code 2 and stores nothing', async () => {
    const coll = db.collection('dollar');
    const error = await failure(coll.insertOne({ $x: 1 } as never));
    expect(error).toMatchObject({ code: 2 });
    expect(error.message).toContain("Document can't have $ prefixed field names: $x");
    expect(await coll.countDocuments()).toBe(0);
  });

  it('when a $-prefixed field sits inside a sub-document, then it is stored (MongoDB 5.0+) and read back', async () => {
    const coll = db.collection('dollar-nested');
    await coll.insertOne({ _id: 1, meta: { $price: 5 } } as never);
    expect(await coll.findOne({ _id: 1 } as never)).toEqual({ _id: 1, meta: { $price: 5 } });
  });

  it('when a document has _id: null, then it is stored under null, found, updated and deleted by it, and a second one is a duplicate', async () => {
    const coll = db.collection('null-ids');
    // The driver fills in a null _id before sending, so the raw command says what MongoDB receives.
    expect(await db.command({ insert: 'null-ids', documents: [{ _id: null, v: 1 }] })).toMatchObject({ n: 1, ok: 1 });
    expect(await coll.find({ _id: null } as never).toArray()).toEqual([{ _id: null, v: 1 }]);
    const dup = await db.command({ insert: 'null-ids', documents: [{ _id: null, v: 2 }] });
    expect(dup.writeErrors[0]).toMatchObject({ code: 11000 });
    await coll.updateOne({ _id: null } as never, { $set: { v: 3 } });
    expect(await coll.findOne({ _id: null } as never)).toEqual({ _id: null, v: 3 });
    expect((await coll.deleteOne({ _id: null } as never)).deletedCount).toBe(1);
  });

  it('when a replacement upserts on _id: null, then the new document keeps _id null', async () => {
    const coll = db.collection('null-upsert');
    await coll.replaceOne({ _id: null } as never, { v: 1 }, { upsert: true });
    expect(await coll.find().toArray()).toEqual([{ _id: null, v: 1 }]);
  });
});

describe('let variables', () => {
  beforeAll(async () => {
    await db.collection('lets').insertMany([
      { _id: 1, qty: 5, price: 10 },
      { _id: 2, qty: 20, price: 3 },
      { _id: 3, qty: 50, price: 1 },
    ] as never[]);
  });

  it('when find, aggregate, count and delete use let, then $$names read its values', async () => {
    const lets = db.collection('lets');
    expect(await lets.find({ $expr: { $gt: ['$qty', '$$min'] } }, { let: { min: 10 } }).toArray()).toHaveLength(2);
    const rows = await lets.aggregate([{ $match: { $expr: { $eq: ['$_id', '$$id'] } } }, { $project: { total: { $multiply: ['$qty', '$price', '$$rate.factor'] } } }], { let: { id: 1, rate: { factor: 2 } } }).toArray();
    expect(rows).toEqual([{ _id: 1, total: 100 }]);
    const shadowed = await lets.aggregate([{ $match: { _id: 1 } }, { $project: { v: { $let: { vars: { x: 7 }, in: '$$x' } } } }], { let: { x: 1 } }).toArray();
    expect(shadowed).toEqual([{ _id: 1, v: 7 }]);
  });

  it('when update and findOneAndUpdate use let, then the filter and the pipeline read it', async () => {
    const coll = db.collection('let-writes');
    await coll.insertMany([{ _id: 1, n: 1 }, { _id: 2, n: 2 }] as never[]);
    const result = await coll.updateMany({ $expr: { $gte: ['$n', '$$from'] } }, [{ $set: { n: { $add: ['$n', '$$step'] } } }], { let: { from: 2, step: 10 } });
    expect(result.modifiedCount).toBe(1);
    const after = await coll.findOneAndUpdate({ $expr: { $eq: ['$_id', '$$id'] } }, [{ $set: { tag: '$$label' } }], { let: { id: 1, label: 'one' }, returnDocument: 'after' });
    expect(after).toEqual({ _id: 1, n: 1, tag: 'one' });
    expect(await coll.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, n: 1, tag: 'one' }, { _id: 2, n: 12 }]);
    expect((await coll.deleteMany({ $expr: { $gt: ['$n', '$$limit'] } }, { let: { limit: 5 } })).deletedCount).toBe(1);
  });
});

describe('collation', () => {
  beforeAll(async () => {
    await db.collection('names').insertMany([
      { _id: 1, name: 'apple' },
      { _id: 2, name: 'Apple' },
      { _id: 3, name: 'Äpple' },
      { _id: 4, name: 'banana' },
      { _id: 5, name: 'Cherry' },
    ] as never[]);
    await db.collection('names').createIndex({ name: 1 });
  });
  const en2 = { locale: 'en', strength: 2 };
  const en1 = { locale: 'en', strength: 1 };
  const ids = (docs: Array<{ _id: unknown }>) => docs.map((d) => d._id);

  it('when strength 2 (case-insensitive), then equality ignores case but not accents, and the index does not hide matches', async () => {
    const names = db.collection('names');
    expect(ids(await names.find({ name: 'APPLE' }, { collation: en2 }).sort({ _id: 1 }).toArray())).toEqual([1, 2]);
    expect(ids(await names.find({ name: { $in: ['APPLE', 'CHERRY'] } }, { collation: en2 }).sort({ _id: 1 }).toArray())).toEqual([1, 2, 5]);
    expect(await names.countDocuments({ name: 'apple' }, { collation: en2 })).toBe(2);
    expect(ids(await names.find({ name: 'APPLE' }).toArray())).toEqual([]);
  });

  it('when strength 1, then accents are ignored too', async () => {
    expect(ids(await db.collection('names').find({ name: 'apple' }, { collation: en1 }).sort({ _id: 1 }).toArray())).toEqual([1, 2, 3]);
  });

  it('when sorting with a collation, then strings order as the locale orders them (not upper case first)', async () => {
    const sorted = await db.collection('names').find({}, { collation: en2 }).sort({ name: 1, _id: 1 }).toArray();
    expect(sorted.map((d) => d.name)).toEqual(['apple', 'Apple', 'Äpple', 'banana', 'Cherry']);
    const binary = await db.collection('names').find({}).sort({ name: 1 }).toArray();
    expect(binary[0]!.name).toBe('Apple');
    const agg = await db.collection('names').aggregate([{ $match: { name: { $gte: 'b' } } }, { $sort: { name: -1 } }, { $project: { _id: 0, name: 1 } }], { collation: en2 }).toArray();
    expect(agg).toEqual([{ name: 'Cherry' }, { name: 'banana' }]);
  });

  it('when updating and deleting with a collation, then the collated match is the one written', async () => {
    const coll = db.collection('collated-writes');
    await coll.insertMany([{ _id: 1, code: 'ABC' }, { _id: 2, code: 'xyz' }] as never[]);
    expect((await coll.updateOne({ code: 'abc' }, { $set: { hit: true } }, { collation: en2 })).modifiedCount).toBe(1);
    expect((await coll.deleteOne({ code: 'XYZ' }, { collation: en2 })).deletedCount).toBe(1);
    expect(await coll.find().toArray()).toEqual([{ _id: 1, code: 'ABC', hit: true }]);
  });

  it('when a collation is asked where the engine cannot apply it, or a locale is unknown, then it answers an error instead of a binary answer', async () => {
    const names = db.collection('names');
    const group = await failure(names.aggregate([{ $group: { _id: '$name' } }], { collation: en2 }).toArray());
    expect(group).toMatchObject({ code: 238, codeName: 'NotImplemented' });
    const elem = await failure(names.find({ name: { $elemMatch: { $eq: 'a' } } }, { collation: en2 }).toArray());
    expect(elem).toMatchObject({ code: 238 });
    expect(await failure(names.find({}, { collation: { locale: 'xx-nope-nope' } }).toArray())).toMatchObject({ code: 2 });
    expect(await names.find({ name: 'apple' }, { collation: { locale: 'simple' } }).toArray()).toHaveLength(1);
  });
});

describe('$out and $merge', () => {
  beforeAll(async () => {
    await db.collection('sales').insertMany([
      { _id: 1, region: 'north', amount: 10 },
      { _id: 2, region: 'south', amount: 5 },
      { _id: 3, region: 'north', amount: 7 },
    ] as never[]);
  });

  it('when a pipeline ends in $out, then the target holds exactly the results and the cursor is empty', async () => {
    await db.collection('totals').insertOne({ _id: 'stale' } as never);
    const out = await db.collection('sales').aggregate([{ $group: { _id: '$region', total: { $sum: '$amount' } } }, { $out: 'totals' }]).toArray();
    expect(out).toEqual([]);
    expect(await db.collection('totals').find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 'north', total: 17 }, { _id: 'south', total: 5 }]);
  });

  it('when $out would break a unique index of the target, then it fails and the target is unchanged', async () => {
    const target = db.collection('out-unique');
    await target.createIndex({ region: 1 }, { unique: true });
    await target.insertOne({ _id: 'keep', region: 'x' } as never);
    const error = await failure(db.collection('sales').aggregate([{ $project: { region: 1 } }, { $out: 'out-unique' }]).toArray());
    expect(error.code).toBe(11000);
    expect(await target.find().toArray()).toEqual([{ _id: 'keep', region: 'x' }]);
  });

  it('when $merge runs with the defaults, then matches are merged and the rest inserted', async () => {
    const target = db.collection('merged');
    await target.insertOne({ _id: 'north', total: 0, note: 'kept' } as never);
    await db.collection('sales').aggregate([{ $group: { _id: '$region', total: { $sum: '$amount' } } }, { $merge: { into: 'merged' } }]).toArray();
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 'north', total: 17, note: 'kept' }, { _id: 'south', total: 5 }]);
  });

  it('when $merge uses replace, keepExisting, a pipeline with $$new, or fail, then each does what MongoDB does', async () => {
    const target = db.collection('merged-modes');
    await target.insertOne({ _id: 'north', total: 1, note: 'old' } as never);
    const group = { $group: { _id: '$region', total: { $sum: '$amount' } } };
    await db.collection('sales').aggregate([group, { $merge: { into: 'merged-modes', whenMatched: 'keepExisting', whenNotMatched: 'discard' } }]).toArray();
    expect(await target.find().toArray()).toEqual([{ _id: 'north', total: 1, note: 'old' }]);
    await db.collection('sales').aggregate([group, { $merge: { into: 'merged-modes', whenMatched: [{ $set: { total: { $add: ['$total', '$$new.total'] } } }] } }]).toArray();
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 'north', total: 18, note: 'old' }, { _id: 'south', total: 5 }]);
    await db.collection('sales').aggregate([group, { $merge: { into: 'merged-modes', whenMatched: 'replace' } }]).toArray();
    expect(await target.findOne({ _id: 'north' } as never)).toEqual({ _id: 'north', total: 17 });
    const error = await failure(db.collection('sales').aggregate([group, { $merge: { into: 'merged-modes', whenMatched: 'fail' } }]).toArray());
    expect(error.code).toBe(11000);
  });

  it('when $merge joins on a field without a unique index, then it answers 51183', async () => {
    const error = await failure(db.collection('sales').aggregate([{ $merge: { into: 'merged-on', on: 'region' } }]).toArray());
    expect(error.code).toBe(51183);
  });
});

describe('sort on updateOne, replaceOne and findOneAndDelete (MongoDB 8)', () => {
  beforeEach(async () => {
    await db.collection('queue').deleteMany({});
    await db.collection('queue').insertMany([
      { _id: 1, state: 'new', priority: 2 },
      { _id: 2, state: 'new', priority: 9 },
      { _id: 3, state: 'new', priority: 5 },
    ] as never[]);
  });

  it('when updateOne has a sort, then the first match in that order is the one updated', async () => {
    await db.collection('queue').updateOne({ state: 'new' }, { $set: { state: 'taken' } }, { sort: { priority: -1 } });
    expect((await db.collection('queue').findOne({ state: 'taken' }))?._id).toBe(2);
  });

  it('when replaceOne has a sort, then the first match in that order is replaced', async () => {
    await db.collection('queue').replaceOne({ state: 'new' }, { state: 'replaced' }, { sort: { priority: 1 } });
    expect(await db.collection('queue').findOne({ _id: 1 } as never)).toEqual({ _id: 1, state: 'replaced' });
  });

  it('when a multi update carries a sort, then it answers InvalidOptions', async () => {
    const reply = await db.command({ update: 'queue', updates: [{ q: {}, u: { $set: { x: 1 } }, multi: true, sort: { _id: 1 } }] });
    expect(reply.writeErrors[0]).toMatchObject({ code: 72, errmsg: 'Cannot specify sort with multi=true' });
    expect(await db.collection('queue').countDocuments({ x: 1 })).toBe(0);
  });

  it('when findOneAndDelete has a sort (deleteOne has none in MongoDB 8), then the first match in that order goes', async () => {
    const gone = await db.collection('queue').findOneAndDelete({ state: 'new' }, { sort: { priority: -1 } });
    expect(gone?._id).toBe(2);
  });
});

describe('updates with an aggregation pipeline', () => {
  it('when the pipeline uses $replaceRoot, $replaceWith, $unset and $project, then the stored document is the result with its _id', async () => {
    const coll = db.collection('pipeline-updates');
    await coll.insertOne({ _id: 1, inner: { a: 1, b: 2 }, drop: true } as never);
    await coll.updateOne({ _id: 1 } as never, [{ $replaceRoot: { newRoot: { $mergeObjects: [{ _id: '$_id' }, '$inner'] } } }]);
    expect(await coll.findOne({ _id: 1 } as never)).toEqual({ _id: 1, a: 1, b: 2 });
    await coll.updateOne({ _id: 1 } as never, [{ $replaceWith: { _id: '$_id', sum: { $add: ['$a', '$b'] }, gone: 1 } }, { $unset: 'gone' }]);
    expect(await coll.findOne({ _id: 1 } as never)).toEqual({ _id: 1, sum: 3 });
    await coll.updateOne({ _id: 1 } as never, [{ $project: { doubled: { $multiply: ['$sum', 2] } } }]);
    expect(await coll.findOne({ _id: 1 } as never)).toEqual({ _id: 1, doubled: 6 });
  });

  it('when a pipeline update changes _id, then it answers code 66 and nothing changes', async () => {
    const coll = db.collection('pipeline-updates-id');
    await coll.insertOne({ _id: 1, v: 1 } as never);
    const error = await failure(coll.updateOne({ _id: 1 } as never, [{ $replaceWith: { _id: 2, v: 2 } }]));
    expect(error.code).toBe(66);
    expect(await coll.find().toArray()).toEqual([{ _id: 1, v: 1 }]);
  });
});

describe('views', () => {
  beforeAll(async () => {
    await db.collection('orders').insertMany([
      { _id: 1, status: 'open', total: 10, customer: 'a' },
      { _id: 2, status: 'closed', total: 20, customer: 'b' },
      { _id: 3, status: 'open', total: 30, customer: 'a' },
    ] as never[]);
    await db.createCollection('open-orders', { viewOn: 'orders', pipeline: [{ $match: { status: 'open' } }, { $project: { status: 0 } }] });
    await db.createCollection('big-open-orders', { viewOn: 'open-orders', pipeline: [{ $match: { total: { $gte: 20 } } }] });
  });

  it('when a view is listed, then it says view with its definition', async () => {
    const [info] = await db.listCollections({ name: 'open-orders' }).toArray();
    expect(info).toMatchObject({ name: 'open-orders', type: 'view', options: { viewOn: 'orders', pipeline: [{ $match: { status: 'open' } }, { $project: { status: 0 } }] } });
  });

  it('when find, count, distinct and aggregate read a view, then they read the pipeline over its source (views on views too)', async () => {
    const view = db.collection('open-orders');
    expect(await view.find({ customer: 'a' }).sort({ total: -1 }).limit(1).toArray()).toEqual([{ _id: 3, total: 30, customer: 'a' }]);
    expect(await view.countDocuments()).toBe(2);
    expect(await view.distinct('customer')).toEqual(['a']);
    expect(await view.aggregate([{ $group: { _id: null, sum: { $sum: '$total' } } }]).toArray()).toEqual([{ _id: null, sum: 40 }]);
    expect(await db.collection('big-open-orders').find().toArray()).toEqual([{ _id: 3, total: 30, customer: 'a' }]);
  });

  it('when a write aims at a view, then it answers CommandNotSupportedOnView (166) and the source is unchanged', async () => {
    const view = db.collection('open-orders');
    for (const write of [
      () => view.insertOne({ x: 1 }),
      () => view.updateOne({}, { $set: { x: 1 } }),
      () => view.deleteMany({}),
      () => view.findOneAndUpdate({}, { $set: { x: 1 } }),
      () => view.createIndex({ total: 1 }),
    ]) {
      expect(await failure(write())).toMatchObject({ code: 166, codeName: 'CommandNotSupportedOnView' });
    }
    expect(await db.collection('orders').countDocuments()).toBe(3);
  });

  it('when a view is defined with an unknown stage, then create answers 40324', async () => {
    expect(await failure(db.createCollection('bad-view', { viewOn: 'orders', pipeline: [{ $nope: 1 }] }))).toMatchObject({ code: 40324 });
  });
});
