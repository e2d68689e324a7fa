import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CounterModel } from '../../src/modules/notifications/counters.model';
import { createNotificationHub } from '../../src/modules/notifications/notification-hub';
import type { NotificationDoc } from '../../src/modules/notifications/notifications.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { insertNotifications, type NotificationDraft } from '../../src/modules/notifications/notifications.repository';

// The fan-out's ordering rules, driven poll by poll (the hub's timer is parked far in the future).
const userId = new mongoose.Types.ObjectId().toHexString();
const draft = (trackingNumber: string): NotificationDraft => ({ userId, type: 'booking', event: 'confirmed', title: 'Booking confirmed', message: trackingNumber, bookingId: null, trackingNumber });
const reserveOne = async () => ((await CounterModel.findOneAndUpdate({ _id: 'notifications' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' }).lean().exec()) as { seq: number }).seq;

function collector() {
  const got: NotificationDoc[] = [];
  return { got, sink: { write: (doc: NotificationDoc) => got.push(doc), close: () => undefined } };
}

beforeAll(async () => {
  await insertNotifications([draft('BEFORE')]);
});

describe('the per-process notification hub', () => {
  it('when another process has reserved a lower seq but not written it yet, then the later one waits and both arrive in seq order', async () => {
    const hub = createNotificationHub({ intervalMs: 3_600_000, gapGraceMs: 3_600_000 });
    const { got, sink } = collector();
    const detach = await hub.attach(userId, undefined, sink);

    const slow = await reserveOne(); // process A: counter taken, insert still in flight
    await insertNotifications([draft('FAST')]); // process B: written at once
    await hub.poll();
    expect(got).toEqual([]);

    await NotificationModel.create({ ...draft('SLOW'), seq: slow });
    await hub.poll();
    expect(got.map((n) => n.trackingNumber)).toEqual(['SLOW', 'FAST']);
    detach();
    hub.closeAll();
  });

  it('when a reserved seq never gets written, then after the grace period the hub stops waiting for it', async () => {
    const hub = createNotificationHub({ intervalMs: 3_600_000, gapGraceMs: 0 });
    const { got, sink } = collector();
    await hub.attach(userId, undefined, sink);
    await reserveOne(); // a process that crashed between reserving and writing
    await insertNotifications([draft('AFTER-HOLE')]);
    await hub.poll();
    await hub.poll();
    expect(got.map((n) => n.trackingNumber)).toEqual(['AFTER-HOLE']);
    expect(hub.highWater()).toBe((await NotificationModel.findOne({ trackingNumber: 'AFTER-HOLE' }).lean().exec())?.seq);
    hub.closeAll();
  });

  it('when the last stream detaches, then the hub has none open and a new one starts from the newest seq', async () => {
    const hub = createNotificationHub({ intervalMs: 3_600_000 });
    const { sink } = collector();
    const detach = await hub.attach(userId, undefined, sink);
    expect(hub.openStreams()).toBe(1);
    detach();
    expect(hub.openStreams()).toBe(0);
    await insertNotifications([draft('WHILE-IDLE')]);
    const late = collector();
    await hub.attach(userId, undefined, late.sink);
    await hub.poll();
    expect(late.got).toEqual([]);
    hub.closeAll();
  });
});
