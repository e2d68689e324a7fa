import { MongoServerError, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './support';

// docs/scaling.md: `notablescan` as on mongod, so the API's tests can find queries no index serves.
let ctx: Awaited<ReturnType<typeof startServer>>;
let db: Db;

beforeAll(async () => {
  ctx = await startServer();
  db = ctx.db;
  const bookings = db.collection('bookings');
  await bookings.createIndex({ createdBy: 1, createdAt: -1 });
  await bookings.insertMany([
    { createdBy: 'a', status: 'pending', createdAt: new Date(1) },
    { createdBy: 'b', status: 'delivered', createdAt: new Date(2) },
  ]);
  expect(await db.admin().command({ setParameter: 1, notablescan: 1 })).toEqual({ was: false, ok: 1 });
});
afterAll(async () => {
  await db.admin().command({ setParameter: 1, notablescan: 0 });
  await ctx.stop();
});

const planError = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof MongoServerError ? error.code : error),
  );

describe('notablescan', () => {
  it('when a query, update, delete or aggregation has no index to use, then it fails with code 291 NoQueryExecutionPlans', async () => {
    const bookings = db.collection('bookings');
    expect(await planError(bookings.find({ status: 'pending' }).toArray())).toBe(291);
    expect(await planError(bookings.find({}).toArray())).toBe(291);
    expect(await planError(bookings.countDocuments({ status: 'pending' }))).toBe(291);
    expect(await planError(bookings.updateMany({ status: 'pending' }, { $set: { seen: true } }))).toBe(291);
    expect(await planError(bookings.deleteMany({}))).toBe(291);
    expect(await planError(bookings.aggregate([{ $group: { _id: '$status' } }]).toArray())).toBe(291);
    expect(await planError(bookings.find({ $or: [{ createdBy: 'a' }, { status: 'pending' }] }).toArray())).toBe(291);
    expect((await db.admin().command({ getParameter: 1, notablescan: 1 })).notablescan).toBe(true);
  });

  it('when an index leads with a queried or sorted field, or the filter names _id, then the query runs', async () => {
    const bookings = db.collection('bookings');
    expect(await bookings.find({ createdBy: 'a', status: 'pending' }).toArray()).toHaveLength(1);
    expect(await bookings.find({ createdBy: { $in: ['a', 'b'] } }).toArray()).toHaveLength(2);
    expect(await bookings.find({ $or: [{ createdBy: 'a' }, { _id: { $exists: true } }] }).toArray()).toHaveLength(2);
    expect(await bookings.find({}).sort({ createdBy: 1 }).toArray()).toHaveLength(2);
    expect(await bookings.estimatedDocumentCount()).toBe(2);
    expect(await bookings.find({ _id: { $exists: true } }).toArray()).toHaveLength(2);
    // A collection that does not exist has nothing to scan.
    expect(await db.collection('missing').find({ anything: 1 }).toArray()).toEqual([]);
  });
});
