import { describe, expect, it } from 'vitest';
import { makeBooking } from '../../../mocks/fixtures/booking';
import {
  applyPending,
  describeEntry,
  dismissAttention,
  enqueueMove,
  failureVerdict,
  nextToSend,
  removeRejected,
  removeSent,
  versionForNextMove,
  waitingText,
} from './outbox-logic';
import { EMPTY_OUTBOX, type MoveDraft, type OutboxState } from './outbox-types';

const now = new Date('2026-11-23T10:00:00.000Z');
const jobA = { _id: 'job-a', version: 7, trackingNumber: 'MX4F7K2P9QZ8T' };
const jobB = { _id: 'job-b', version: 2, trackingNumber: 'MXAAAAABBBBBC' };
let counter = 0;

function queue(state: OutboxState, draft: MoveDraft, booking = jobA, userId = 'driver-1') {
  counter += 1;
  return enqueueMove(state, { draft, booking, userId, key: `key-${counter}`, now }).state;
}

const signature = 'data:image/png;base64,iVBORw0KGgo=';

describe('outbox rules', () => {
  it('when the job has nothing queued, then a move carries the version the driver saw', () => {
    const state = queue(EMPTY_OUTBOX, { type: 'pickup' });
    expect(state.queue[0]!.event).toEqual({ type: 'pickup', version: 7 });
  });

  it('when several moves are queued offline for one job, then each carries the previous move’s version + 1', () => {
    let state = queue(EMPTY_OUTBOX, { type: 'pickup' });
    state = queue(state, { type: 'location', location: { place: 'I-95 near Newark' } });
    state = queue(state, { type: 'out-for-delivery' });
    state = queue(state, { type: 'deliver', receiverName: 'Rex', signature });
    expect(state.queue.map((entry) => entry.event.version)).toEqual([7, 8, 9, 10]);
  });

  it('when a reading is queued between moves, then it carries no version and the next move still chains on the last move', () => {
    let state = queue(EMPTY_OUTBOX, { type: 'pickup' });
    state = queue(state, { type: 'reading', celsius: 5 });
    state = queue(state, { type: 'out-for-delivery' });
    expect(state.queue[1]!.event).toEqual({ type: 'reading', celsius: 5 });
    expect('version' in state.queue[1]!.event).toBe(false);
    expect(state.queue[2]!.event.version).toBe(8);
  });

  it('when moves of two jobs are queued, then each job chains on its own version', () => {
    let state = queue(EMPTY_OUTBOX, { type: 'pickup' }, jobA);
    state = queue(state, { type: 'pickup' }, jobB);
    state = queue(state, { type: 'out-for-delivery' }, jobA);
    state = queue(state, { type: 'out-for-delivery' }, jobB);
    expect(state.queue.map((entry) => [entry.bookingId, entry.event.version])).toEqual([
      ['job-a', 7],
      ['job-b', 2],
      ['job-a', 8],
      ['job-b', 3],
    ]);
    expect(versionForNextMove(state.queue, 'job-c', 11)).toBe(11);
  });

  it('when the earlier moves of a job were sent, then the next move uses the version the server answered', () => {
    let state = queue(EMPTY_OUTBOX, { type: 'pickup' });
    state = removeSent(state, state.queue[0]!.key);
    state = queue(state, { type: 'out-for-delivery' }, { ...jobA, version: 8 });
    expect(state.queue[0]!.event.version).toBe(8);
  });

  it('when moves are queued, then they keep the order they were made in, each with its own key', () => {
    let state = queue(EMPTY_OUTBOX, { type: 'pickup' });
    state = queue(state, { type: 'reading', celsius: 4 });
    state = queue(state, { type: 'out-for-delivery' });
    expect(state.queue.map((entry) => entry.event.type)).toEqual(['pickup', 'reading', 'out-for-delivery']);
    expect(new Set(state.queue.map((entry) => entry.key)).size).toBe(3);
    expect(state.queue[0]).toMatchObject({ userId: 'driver-1', bookingId: 'job-a', trackingNumber: 'MX4F7K2P9QZ8T', queuedAt: now.toISOString() });
  });

  it('when a key was used already, then it cannot queue a second move', () => {
    const state = enqueueMove(EMPTY_OUTBOX, { draft: { type: 'pickup' }, booking: jobA, userId: 'd', key: 'same', now }).state;
    expect(() => enqueueMove(state, { draft: { type: 'out-for-delivery' }, booking: jobA, userId: 'd', key: 'same', now })).toThrow();
  });

  it('when two drivers used the phone, then the next move to send is the signed-in driver’s oldest', () => {
    let state = queue(EMPTY_OUTBOX, { type: 'pickup' }, jobA, 'driver-2');
    state = queue(state, { type: 'pickup' }, jobB, 'driver-1');
    state = queue(state, { type: 'out-for-delivery' }, jobB, 'driver-1');
    expect(nextToSend(state, 'driver-1')?.event.type).toBe('pickup');
    expect(nextToSend(state, 'driver-1')?.bookingId).toBe('job-b');
    expect(nextToSend(state, 'driver-3')).toBeUndefined();
  });

  it('when the server refuses a move, then it leaves the queue and the driver gets its message without the signature', () => {
    let state = queue(EMPTY_OUTBOX, { type: 'deliver', receiverName: 'Rex', signature });
    state = queue(state, { type: 'reading', celsius: 3 });
    const refusedKey = state.queue[0]!.key;
    state = removeRejected(state, refusedKey, 'The booking is cancelled.', now);
    expect(state.queue).toHaveLength(1);
    expect(state.attention).toEqual([
      { key: refusedKey, userId: 'driver-1', bookingId: 'job-a', trackingNumber: 'MX4F7K2P9QZ8T', type: 'deliver', message: 'The booking is cancelled.', at: now.toISOString() },
    ]);
    expect(JSON.stringify(state.attention)).not.toContain('base64');
    expect(dismissAttention(state, refusedKey).attention).toEqual([]);
    expect(removeRejected(state, 'unknown', 'x', now)).toBe(state);
  });

  it.each([
    [{ status: 0, isNetworkError: true }, 'retry'],
    [{ status: 0, aborted: true }, 'retry'],
    [{ status: 401 }, 'retry'],
    [{ status: 408 }, 'retry'],
    [{ status: 429 }, 'retry'],
    [{ status: 500 }, 'retry'],
    [{ status: 503 }, 'retry'],
    [{ status: 400 }, 'reject'],
    [{ status: 403 }, 'reject'],
    [{ status: 404 }, 'reject'],
    [{ status: 409 }, 'reject'],
    [{ status: 413 }, 'reject'],
  ] as const)('when sending fails with %o, then the move is a %s', (failure, verdict) => {
    expect(failureVerdict(failure)).toBe(verdict);
  });

  it('when moves wait, then the job shows the milestone, status and version they lead to', () => {
    const booking = makeBooking({ _id: 'job-a', version: 7, status: 'confirmed', milestone: 'assigned' });
    let state = queue(EMPTY_OUTBOX, { type: 'pickup' });
    state = queue(state, { type: 'reading', celsius: 5 });
    state = queue(state, { type: 'location', location: { place: 'Newark, NJ', coordinates: { lat: 40.7, lng: -74.2 } } });
    state = queue(state, { type: 'out-for-delivery' }, jobB);
    const shown = applyPending(booking, state.queue);
    expect(shown).toMatchObject({ milestone: 'in-transit', status: 'in-transit', version: 9 });
    expect(shown.currentLocation).toEqual({ place: 'Newark, NJ', at: now.toISOString(), coordinates: { lat: 40.7, lng: -74.2 } });
    expect(applyPending(booking, [])).toBe(booking);
  });

  it('when a queued delivery waits, then the job reads Delivered', () => {
    const booking = makeBooking({ _id: 'job-a', version: 9, status: 'in-transit', milestone: 'out-for-delivery' });
    const state = queue(EMPTY_OUTBOX, { type: 'deliver', receiverName: 'Rex', signature }, { ...jobA, version: 9 });
    expect(applyPending(booking, state.queue)).toMatchObject({ milestone: 'delivered', status: 'delivered', version: 10 });
  });

  it('when a move is described, then it reads its label and the tracking number as people read it', () => {
    const state = queue(queue(EMPTY_OUTBOX, { type: 'pickup' }), { type: 'reading', celsius: -18.5 });
    expect(describeEntry(state.queue[0]!)).toBe('Picked up · MX-4F7K2-P9QZ8T');
    expect(describeEntry(state.queue[1]!)).toBe('Temperature reading -18.5 °C · MX-4F7K2-P9QZ8T');
    expect(waitingText(1)).toBe('1 update waiting to be sent');
    expect(waitingText(2)).toBe('2 updates waiting to be sent');
  });
});
