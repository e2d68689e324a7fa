import mongoose, { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedMongo } from '../src';

let server: EmbeddedMongo;
let connection: mongoose.Connection;

const bookingSchema = new Schema(
  {
    owner: { type: Schema.Types.ObjectId, required: true },
    email: { type: String, required: true, unique: true },
    status: { type: String, default: 'pending' },
    weight: Number,
    history: [{ status: String, at: Date }],
    version: { type: Number, default: 0 },
  },
  { timestamps: true },
);
bookingSchema.index({ owner: 1, createdAt: -1 });

beforeAll(async () => {
  server = await EmbeddedMongo.create();
  connection = await mongoose.createConnection(server.getUri('mongoose-test'), { serverSelectionTimeoutMS: 3000 }).asPromise();
});

afterAll(async () => {
  await connection?.close();
  await server?.stop();
});

describe('through mongoose', () => {
  it('when a model is used end to end, then CRUD, unique indexes, sorting, paging and aggregation behave like MongoDB', async () => {
    const Booking = connection.model('Booking', bookingSchema);
    await Booking.init();
    const owner = new mongoose.Types.ObjectId();
    const other = new mongoose.Types.ObjectId();
    for (let i = 0; i < 12; i++) {
      await Booking.create({ owner: i % 3 === 0 ? other : owner, email: `b${i}@x.test`, weight: i, status: i % 2 ? 'delivered' : 'pending' });
    }
    await expect(Booking.create({ owner, email: 'b1@x.test' })).rejects.toMatchObject({ code: 11000, keyValue: { email: 'b1@x.test' } });

    const page = await Booking.find({ owner }).sort({ createdAt: -1, _id: -1 }).skip(2).limit(3).lean();
    expect(page).toHaveLength(3);
    expect(page.every((b) => b.owner.equals(owner))).toBe(true);
    expect(await Booking.countDocuments({ owner })).toBe(8);
    expect(await Booking.countDocuments({ owner, status: 'delivered' })).toBe(4);

    const first = await Booking.findOne({ email: 'b1@x.test' });
    const updated = await Booking.findOneAndUpdate(
      { _id: first!._id, version: 0 },
      { $set: { status: 'confirmed' }, $inc: { version: 1 }, $push: { history: { status: 'confirmed', at: new Date() } } },
      { returnDocument: 'after' },
    );
    expect(updated).toMatchObject({ status: 'confirmed', version: 1 });
    expect(updated!.history).toHaveLength(1);
    const stale = await Booking.findOneAndUpdate({ _id: first!._id, version: 0 }, { $set: { status: 'cancelled' } }, { returnDocument: 'after' });
    expect(stale).toBeNull();

    const grouped = await Booking.aggregate<{ _id: string; n: number }>([
      { $match: { owner } },
      { $group: { _id: '$status', n: { $sum: 1 } } },
      { $sort: { _id: 1 } },
    ]);
    expect(grouped).toEqual([
      { _id: 'confirmed', n: 1 },
      { _id: 'delivered', n: 3 },
      { _id: 'pending', n: 4 },
    ]);

    const upserted = await Booking.findOneAndUpdate({ email: 'new@x.test' }, { $setOnInsert: { owner, weight: 1 } }, { upsert: true, returnDocument: 'after' });
    expect(upserted).toMatchObject({ email: 'new@x.test', weight: 1 });
    expect(await Booking.deleteMany({ owner: other })).toMatchObject({ deletedCount: 4 });
    const indexes = await Booking.collection.indexes();
    expect(indexes.map((i) => i.name).sort()).toEqual(['_id_', 'email_1', 'owner_1_createdAt_-1']);
  });
});
