import { DRIVER_POSITION_MESSAGES, MAX_POSITION_BATCH, type DriverPosition } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { shouldKeepFix } from '../lib/position-sampling';
import { createOutbox } from './outbox';
import { MAX_QUEUED_POSITIONS, positionsToSend, queuePosition } from './outbox-logic';
import { createMemoryOutboxStorage } from './outbox-storage';
import { EMPTY_OUTBOX } from './outbox-types';

// Decision 0109: the phone's positions while a job is out for delivery go through the outbox, in batches, after the
// moves, and are dropped (not shown to the driver) when the API refuses them for good.

const START = Date.parse('2026-12-07T09:00:00.000Z');
const fix = (second: number, lat = 52.37, lng = 4.9): DriverPosition => ({ at: new Date(START + second * 1000).toISOString(), lat, lng, accuracyM: 10, speedKmh: 30 });
const job = makeBooking({ _id: 'job-a', version: 4, milestone: 'in-transit', status: 'in-transit' });

function setup(answers: (Error | null)[] = []) {
  const online = { value: true };
  const batches: DriverPosition[][] = [];
  const order: string[] = [];
  const storage = createMemoryOutboxStorage();
  const outbox = createOutbox({
    storage,
    send: async () => {
      order.push('move');
      return job;
    },
    sendPositions: async (positions) => {
      order.push('positions');
      batches.push(positions);
      const answer = answers.shift();
      if (answer) throw answer;
      return { accepted: positions.length, duplicates: 0, shipments: 1 };
    },
    isOnline: () => online.value,
    exclusive: (run) => run(),
  });
  return { outbox, storage, batches, order, online };
}

describe('positions in the outbox', () => {
  it('when positions wait offline, then once back online they go in one batch, after the moves, and leave the phone', async () => {
    const { outbox, storage, batches, order, online } = setup();
    online.value = false;
    await outbox.enqueuePosition(fix(0), 'driver-1');
    await outbox.enqueuePosition(fix(30), 'driver-1');
    await outbox.enqueue({ type: 'out-for-delivery' }, job, 'driver-1');
    await outbox.flush('driver-1');
    expect(batches).toEqual([]);

    online.value = true;
    await outbox.flush('driver-1');
    expect(order).toEqual(['move', 'positions']);
    expect(batches).toEqual([[fix(0), fix(30)]]);
    expect((await storage.read()).positions).toEqual([]);
  });

  it('when the connection fails, then the batch stays for the next try', async () => {
    const { outbox, storage, batches } = setup([new ApiError('Network request failed', { isNetworkError: true })]);
    await outbox.enqueuePosition(fix(0), 'driver-1');
    await outbox.flush('driver-1');
    expect(batches).toHaveLength(1);
    expect((await storage.read()).positions).toHaveLength(1);
    await outbox.flush('driver-1');
    expect(batches).toHaveLength(2);
    expect((await storage.read()).positions).toEqual([]);
  });

  it('when the API refuses the batch (no job out for delivery any more), then it is dropped without asking the driver', async () => {
    const { outbox, storage } = setup([new ApiError(DRIVER_POSITION_MESSAGES.noActiveDelivery, { status: 409 })]);
    await outbox.enqueuePosition(fix(0), 'driver-1');
    await outbox.flush('driver-1');
    const state = await storage.read();
    expect(state.positions).toEqual([]);
    expect(state.attention).toEqual([]);
  });

  it('when more positions wait than one batch takes, then they go oldest first in batches, and only the newest are kept past the cap', () => {
    let state = EMPTY_OUTBOX;
    for (let i = 0; i < MAX_POSITION_BATCH + 5; i++) state = queuePosition(state, 'driver-1', fix(i * 30));
    state = queuePosition(state, 'driver-2', fix(0));
    expect(positionsToSend(state, 'driver-1')).toEqual(Array.from({ length: MAX_POSITION_BATCH }, (_, i) => fix(i * 30)));
    expect(positionsToSend(state, 'driver-2')).toEqual([fix(0)]);

    let full = EMPTY_OUTBOX;
    for (let i = 0; i < MAX_QUEUED_POSITIONS + 1; i++) full = queuePosition(full, 'driver-1', fix(i));
    expect(full.positions).toHaveLength(MAX_QUEUED_POSITIONS);
    expect(full.positions[0]!.position).toEqual(fix(1));
  });
});

describe('which fixes are kept', () => {
  it('when the van stands or creeps, then one fix every 30 s is kept', () => {
    expect(shouldKeepFix(null, fix(0))).toBe(true);
    expect(shouldKeepFix(fix(0), fix(29))).toBe(false);
    expect(shouldKeepFix(fix(0), fix(30))).toBe(true);
  });

  it('when the van has moved 250 m or more, then the fix is kept sooner, but not within 5 s', () => {
    const moved = (second: number) => fix(second, 52.37 + 0.3 / 111.32);
    expect(shouldKeepFix(fix(0), moved(10))).toBe(true);
    expect(shouldKeepFix(fix(0), moved(4))).toBe(false);
    expect(shouldKeepFix(fix(0), fix(10, 52.37 + 0.1 / 111.32))).toBe(false);
  });
});
