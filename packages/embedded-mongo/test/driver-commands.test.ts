import { connect } from 'node:net';
import { Binary, Decimal128, Long, MongoClient, MongoServerError, ObjectId, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './support';

let ctx: Awaited<ReturnType<typeof startServer>>;
let db: Db;

beforeAll(async () => {
  ctx = await startServer();
  db = ctx.db;
});
afterAll(() => ctx.stop());

describe('handshake and admin commands', () => {
  it('when the driver connects, then hello reports a writable standalone with a current wire version and no sessions', async () => {
    const hello = await db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({ isWritablePrimary: true, ok: 1 });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(21);
    expect(hello.logicalSessionTimeoutMinutes).toBeUndefined();
    expect(hello.compression).toBeUndefined();
    expect(await db.admin().command({ ping: 1 })).toEqual({ ok: 1 });
    expect((await db.admin().command({ buildInfo: 1 })).version).toMatch(/^7\./);
  });

  it('when a command is unknown, then it answers CommandNotFound and the connection keeps working', async () => {
    const error = await db.command({ frobnicate: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({ code: 59, codeName: 'CommandNotFound' });
    expect(await db.command({ ping: 1 })).toEqual({ ok: 1 });
  });

  it('lists, creates and drops collections and databases', async () => {
    const scratch = ctx.client.db('scratch');
    await scratch.createCollection('alpha');
    await scratch.collection('beta').insertOne({ x: 1 });
    await expect(scratch.createCollection('alpha')).rejects.toMatchObject({ codeName: 'NamespaceExists' });
    const names = (await scratch.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(['alpha', 'beta']);
    expect((await scratch.listCollections({ name: 'beta' }).toArray()).map((c) => c.name)).toEqual(['beta']);
    expect(await scratch.collection('alpha').drop()).toBe(true);
    const dbs = await ctx.client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain('scratch');
    await scratch.dropDatabase();
    expect((await ctx.client.db('admin').admin().listDatabases()).databases.map((d) => d.name)).not.toContain('scratch');
  });
});

describe('BSON types', () => {
  it('when every type is stored, then each comes back with its identity and matches by value', async () => {
    const coll = db.collection('types');
    const doc = {
      _id: new ObjectId(),
      date: new Date('2026-01-02T03:04:05.678Z'),
      decimal: Decimal128.fromString('12345.6789'),
      long: Long.fromString('9007199254740993'),
      binary: new Binary(Buffer.from([0, 1, 2, 255]), 0),
      nested: { list: [1, 'two', { three: 3 }], flag: true, none: null },
    };
    await coll.insertOne(doc);
    const found = await coll.findOne({ _id: new ObjectId(doc._id.toHexString()) }, { promoteLongs: false });
    expect(found?._id).toBeInstanceOf(ObjectId);
    expect(found?.date).toEqual(doc.date);
    expect(found?.decimal).toBeInstanceOf(Decimal128);
    expect(found?.decimal.toString()).toBe('12345.6789');
    expect((found?.long as Long).toString()).toBe('9007199254740993');
    expect(Buffer.from((found?.binary as Binary).buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(found?.nested).toEqual(doc.nested);
    expect(await coll.countDocuments({ date: { $gte: new Date('2026-01-01') } })).toBe(1);
  });

  it("when values of mixed types are sorted, then MongoDB's BSON order holds", async () => {
    const coll = db.collection('mixed');
    const oid = new ObjectId();
    const values = [new Date(0), true, oid, [1], { a: 1 }, 'text', 5, null, /re/];
    await coll.insertMany(values.map((v, i) => ({ i, v })));
    const sorted = await coll.find({}, { projection: { _id: 0, i: 1 } }).sort({ i: 1 }).toArray();
    expect(sorted).toHaveLength(values.length);
    const byValue = (await coll.find({ v: { $ne: [1] } }).sort({ v: 1 }).toArray()).map((d) => d.i);
    // null < number < string < object < ObjectId < boolean < date < regex
    expect(byValue).toEqual([7, 6, 5, 4, 2, 1, 0, 8]);
  });
});

describe('reads', () => {
  beforeAll(async () => {
    await db.collection('people').insertMany(
      Array.from({ length: 250 }, (_, i) => ({ n: i, group: i % 5, tags: i % 2 ? ['odd'] : ['even', 'x'], at: new Date(Date.UTC(2026, i % 12, 1)) })),
    );
  });

  it('find applies filter, projection, sort, skip and limit', async () => {
    const docs = await db
      .collection('people')
      .find({ group: 2, n: { $gte: 100 } }, { projection: { _id: 0, n: 1 } })
      .sort({ n: -1 })
      .skip(1)
      .limit(3)
      .toArray();
    expect(docs).toEqual([{ n: 242 }, { n: 237 }, { n: 232 }]);
  });

  it('when a result spans several batches, then getMore delivers all of it; killCursors ends a cursor', async () => {
    const cursor = db.collection('people').find({}, { batchSize: 7 });
    expect((await cursor.toArray()).length).toBe(250);
    const partial = db.collection('people').find({}, { batchSize: 10 });
    await partial.next();
    await partial.close();
    const reply = await db.command({ find: 'people', batchSize: 2 });
    expect(reply.cursor.firstBatch).toHaveLength(2);
    const killed = await db.command({ killCursors: 'people', cursors: [reply.cursor.id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    await expect(db.command({ getMore: reply.cursor.id, collection: 'people' })).rejects.toMatchObject({ code: 43 });
    const single = await db.command({ find: 'people', batchSize: 2, singleBatch: true });
    expect(Number(single.cursor.id)).toBe(0);
  });

  it('when a result holds more than 16 MB, then it comes back over several batches of at most 16 MB, as from mongod', async () => {
    const big = db.collection<{ _id: number; text: string }>('big');
    const text = 'x'.repeat(1024 * 1024);
    await big.insertMany(Array.from({ length: 24 }, (_, i) => ({ _id: i, text })));
    const first = await db.command({ find: 'big', batchSize: 1000 });
    expect(first.cursor.firstBatch.length).toBe(15);
    expect((await big.find().toArray()).map((d) => d._id)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(await big.aggregate([{ $match: {} }]).toArray()).toHaveLength(24);
    await big.drop();
  });

  it('count, distinct and aggregate answer like MongoDB', async () => {
    const people = db.collection('people');
    expect(await people.estimatedDocumentCount()).toBe(250);
    expect(await people.countDocuments({ group: 0 })).toBe(50);
    expect((await people.distinct('group')).sort()).toEqual([0, 1, 2, 3, 4]);
    expect((await people.distinct('tags')).sort()).toEqual(['even', 'odd', 'x']);
    const grouped = await people
      .aggregate([
        { $match: { n: { $lt: 10 } } },
        { $group: { _id: '$group', total: { $sum: '$n' } } },
        { $sort: { _id: 1 } },
        { $skip: 1 },
        { $limit: 2 },
      ])
      .toArray();
    expect(grouped).toEqual([
      { _id: 1, total: 7 },
      { _id: 2, total: 9 },
    ]);
    const [facet] = await people
      .aggregate([{ $facet: { count: [{ $count: 'n' }], months: [{ $group: { _id: { $month: '$at' } } }, { $count: 'm' }] } }])
      .toArray();
    expect(facet).toEqual({ count: [{ n: 250 }], months: [{ m: 12 }] });
    const unwound = await people.aggregate([{ $match: { n: 0 } }, { $unwind: '$tags' }, { $project: { _id: 0, tags: 1, day: { $dateToString: { format: '%Y-%m-%d', date: '$at' } } } }]).toArray();
    expect(unwound).toEqual([
      { tags: 'even', day: '2026-01-01' },
      { tags: 'x', day: '2026-01-01' },
    ]);
    await db.collection('groups').insertMany([{ _id: 1, label: 'one' } as never]);
    const joined = await people.aggregate([{ $match: { n: 1 } }, { $lookup: { from: 'groups', localField: 'group', foreignField: '_id', as: 'g' } }]).toArray();
    expect(joined[0]?.g).toEqual([{ _id: 1, label: 'one' }]);
  });
});

describe('$lookup', () => {
  it('when the foreign field is indexed, then each document gets its matches as without the index, in natural order, with unmatched ones empty', async () => {
    const bookings = db.collection('lookup_bookings');
    const states = db.collection('lookup_states');
    const ids = Array.from({ length: 4 }, () => new ObjectId());
    await bookings.insertMany(ids.map((_id, n) => ({ _id, n, vehicle: 'TRK-1' })));
    // Booking 2 has two rows, the first updated after the second was written (natural order keeps it first).
    await states.insertMany([
      { bookingId: ids[0], lastAt: new Date(1) },
      { bookingId: ids[2], lastAt: new Date(2), row: 'first' },
      { bookingId: ids[2], lastAt: new Date(3), row: 'second' },
      { bookingId: ids[1], lastAt: new Date(4) },
    ]);
    await states.updateOne({ row: 'first' }, { $set: { lastAt: new Date(5) } });
    const pipeline = [
      { $match: { vehicle: 'TRK-1' } },
      { $lookup: { from: 'lookup_states', localField: '_id', foreignField: 'bookingId', as: 'state' } },
      { $project: { _id: 0, n: 1, lastAts: '$state.lastAt' } },
    ];
    const expected = [
      { n: 0, lastAts: [new Date(1)] },
      { n: 1, lastAts: [new Date(4)] },
      { n: 2, lastAts: [new Date(5), new Date(3)] },
      { n: 3, lastAts: [] },
    ];
    expect(await bookings.aggregate(pipeline).toArray()).toEqual(expected);
    await states.createIndex({ bookingId: 1 });
    expect(await bookings.aggregate(pipeline).toArray()).toEqual(expected);
  });
});

describe('writes', () => {
  it('update supports operators, pipelines, multi, upsert and arrayFilters', async () => {
    const coll = db.collection('updates');
    await coll.insertMany([
      { _id: 1, qty: 1, grades: [80, 95, 100] },
      { _id: 2, qty: 2, grades: [90] },
    ] as never[]);
    expect(await coll.updateMany({}, { $inc: { qty: 10 } })).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    await coll.updateOne({ _id: 1 } as never, [{ $set: { double: { $multiply: ['$qty', 2] } } }]);
    await coll.updateOne({ _id: 1 } as never, { $set: { 'grades.$[g]': 100 } }, { arrayFilters: [{ g: { $gte: 90 } }] });
    expect(await coll.findOne({ _id: 1 } as never)).toEqual({ _id: 1, qty: 11, grades: [80, 100, 100], double: 22 });
    const up = await coll.updateOne({ _id: 3, kind: 'new' } as never, { $set: { qty: 5 }, $setOnInsert: { created: true } }, { upsert: true });
    expect(up).toMatchObject({ upsertedCount: 1, upsertedId: 3 });
    expect(await coll.findOne({ _id: 3 } as never)).toEqual({ _id: 3, kind: 'new', qty: 5, created: true });
    await coll.updateOne({ _id: 3 } as never, { $set: { qty: 6 }, $setOnInsert: { created: false } }, { upsert: true });
    expect(await coll.findOne({ _id: 3 } as never)).toMatchObject({ qty: 6, created: true });
    expect(await coll.replaceOne({ _id: 2 } as never, { qty: 0 })).toMatchObject({ modifiedCount: 1 });
    expect(await coll.findOne({ _id: 2 } as never)).toEqual({ _id: 2, qty: 0 });
  });

  it('delete honours limit 1 and 0; findAndModify sorts, removes, upserts and projects', async () => {
    const coll = db.collection('fam');
    await coll.insertMany([{ k: 'a', v: 1 }, { k: 'a', v: 2 }, { k: 'a', v: 3 }, { k: 'b', v: 9 }]);
    const updated = await coll.findOneAndUpdate({ k: 'a' }, { $inc: { v: 100 } }, { sort: { v: -1 }, returnDocument: 'after', projection: { _id: 0 } });
    expect(updated).toEqual({ k: 'a', v: 103 });
    const before = await coll.findOneAndUpdate({ k: 'a', v: 1 }, { $set: { v: 0 } }, { returnDocument: 'before' });
    expect(before?.v).toBe(1);
    expect(await coll.findOneAndDelete({ k: 'b' })).toMatchObject({ v: 9 });
    const upserted = await coll.findOneAndUpdate({ k: 'c' }, { $set: { v: 1 } }, { upsert: true, returnDocument: 'after' });
    expect(upserted).toMatchObject({ k: 'c', v: 1 });
    expect(await coll.deleteOne({ k: 'a' })).toMatchObject({ deletedCount: 1 });
    expect(await coll.deleteMany({ k: 'a' })).toMatchObject({ deletedCount: 2 });
    expect(await coll.countDocuments()).toBe(1);
  });

  it('when thousands of documents are inserted at once (document sequences), then all arrive', async () => {
    const docs = Array.from({ length: 5000 }, (_, i) => ({ i, pad: 'x'.repeat(50) }));
    const result = await db.collection('bulk').insertMany(docs);
    expect(result.insertedCount).toBe(5000);
    expect(await db.collection('bulk').countDocuments()).toBe(5000);
  });
});

describe('indexes', () => {
  it('creates, lists and drops indexes', async () => {
    const coll = db.collection('idx');
    await coll.createIndex({ a: 1, b: -1 }, { name: 'a_b' });
    await coll.createIndex({ c: 1 });
    expect((await coll.indexes()).map((i) => i.name)).toEqual(['_id_', 'a_b', 'c_1']);
    await coll.dropIndex('a_b');
    expect((await coll.indexes()).map((i) => i.name)).toEqual(['_id_', 'c_1']);
    await expect(coll.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
  });

  it('when a unique key repeats on insert, update or upsert, then 11000 names the key and nothing is half-written', async () => {
    const coll = db.collection('uniq');
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ owner: 1, key: 1 }, { unique: true });
    await coll.insertMany([{ email: 'a@x', owner: 1, key: 'k' }, { email: 'b@x', owner: 1, key: 'j' }]);
    await expect(coll.insertOne({ email: 'a@x' })).rejects.toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@x' } });
    await expect(coll.insertOne({ email: 'c@x', owner: 1, key: 'k' })).rejects.toMatchObject({ code: 11000, keyValue: { owner: 1, key: 'k' } });
    await expect(coll.updateOne({ email: 'b@x' }, { $set: { email: 'a@x' } })).rejects.toMatchObject({ code: 11000 });
    await expect(coll.updateOne({ email: 'zzz' }, { $set: { owner: 1, key: 'k' } }, { upsert: true })).rejects.toMatchObject({ code: 11000 });
    expect(await coll.countDocuments()).toBe(2);
    expect(await coll.findOne({ email: 'b@x' })).toMatchObject({ key: 'j' });
    const ordered = await coll.insertMany([{ email: 'd@x', owner: 2 }, { email: 'a@x', owner: 3 }, { email: 'e@x', owner: 4 }], { ordered: false }).catch((e: unknown) => e);
    expect(ordered).toMatchObject({ code: 11000 });
    expect(await coll.countDocuments({ email: { $in: ['d@x', 'e@x'] } })).toBe(2);
  });

  it('sparse and partial unique indexes only cover the documents they describe', async () => {
    const coll = db.collection('partial');
    await coll.createIndex({ code: 1 }, { unique: true, sparse: true });
    await coll.createIndex({ tag: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await coll.insertMany([{ n: 1 }, { n: 2 }, { tag: 't', active: false }, { tag: 't', active: false }, { tag: 't', active: true }]);
    await expect(coll.insertOne({ tag: 't', active: true })).rejects.toMatchObject({ code: 11000 });
  });

  it('when a TTL index date passes, then the monitor removes the document', async () => {
    const ttl = await startServer({ ttlMonitorIntervalMs: 50 });
    try {
      const coll = ttl.db.collection('sessions');
      await coll.createIndex({ at: 1 }, { expireAfterSeconds: 1 });
      await coll.insertMany([{ at: new Date(Date.now() - 5000) }, { at: new Date(Date.now() + 60_000) }, { at: 'not a date' }]);
      await new Promise((r) => setTimeout(r, 300));
      expect(await coll.countDocuments()).toBe(2);
    } finally {
      await ttl.stop();
    }
  });
});

describe('robustness', () => {
  it('when a malformed or oversized message arrives, then only that connection closes', async () => {
    const closes = async (bytes: Buffer) =>
      new Promise<boolean>((resolve) => {
        const socket = connect(ctx.server.port, '127.0.0.1', () => socket.write(bytes));
        socket.on('close', () => resolve(true));
        socket.on('error', () => undefined);
        setTimeout(() => resolve(false), 2000);
      });
    const garbage = Buffer.alloc(32, 0xff);
    garbage.writeInt32LE(32, 0);
    garbage.writeInt32LE(2013, 12);
    expect(await closes(garbage)).toBe(true);
    const oversized = Buffer.alloc(16);
    oversized.writeInt32LE(64 * 1024 * 1024, 0);
    expect(await closes(oversized)).toBe(true);
    expect(await db.command({ ping: 1 })).toEqual({ ok: 1 });
    const other = await MongoClient.connect(ctx.server.getUri(), { serverSelectionTimeoutMS: 2000 });
    expect(await other.db('test').command({ ping: 1 })).toEqual({ ok: 1 });
    await other.close();
  });
});
