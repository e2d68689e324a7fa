import { DRIVER_ROUTE_MESSAGES, type DriverRoute } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { createOutbox } from './outbox';
import { createMemoryOutboxStorage } from './outbox-storage';

// Decision 0116: the driver's order of stops goes through the outbox: it waits on the phone while offline, only the
// newest order is sent, after the moves that wait, and a refused one is dropped and said.

const job = makeBooking({ _id: 'job-a', version: 4, milestone: 'in-transit', status: 'in-transit' });
const route = (stops: string[]): DriverRoute => ({ date: '2026-12-07', stops, updatedAt: '2026-12-07T09:00:00.000Z' });

function setup(answers: (Error | null)[] = []) {
  const online = { value: true };
  const order: string[] = [];
  const sentRoutes: string[][] = [];
  const stored: DriverRoute[] = [];
  let rejected = 0;
  const storage = createMemoryOutboxStorage();
  const outbox = createOutbox({
    storage,
    send: async () => {
      order.push('move');
      return job;
    },
    sendRoute: async (stops) => {
      order.push('route');
      sentRoutes.push(stops);
      const answer = answers.shift();
      if (answer) throw answer;
      return route(stops);
    },
    onRouteSent: (saved) => stored.push(saved),
    onRouteRejected: () => (rejected += 1),
    isOnline: () => online.value,
    exclusive: (run) => run(),
  });
  return { outbox, storage, online, order, sentRoutes, stored, rejected: () => rejected };
}

describe('the order of stops in the outbox', () => {
  it('when orders are chosen offline, then only the newest waits on the phone, and back online it goes after the moves, once', async () => {
    const { outbox, storage, online, order, sentRoutes, stored } = setup();
    online.value = false;
    await outbox.enqueue({ type: 'out-for-delivery' }, job, 'd1');
    await outbox.enqueueRoute(['b', 'a', 'c'], 'd1');
    await outbox.enqueueRoute(['b', 'c', 'a'], 'd1');
    await outbox.flush('d1');
    expect(sentRoutes).toEqual([]);
    expect(outbox.getSnapshot().routes).toMatchObject([{ userId: 'd1', stops: ['b', 'c', 'a'] }]);

    online.value = true;
    await outbox.flush('d1');
    expect(order).toEqual(['move', 'route']);
    expect(sentRoutes).toEqual([['b', 'c', 'a']]);
    expect(stored).toEqual([route(['b', 'c', 'a'])]);
    expect((await storage.read()).routes).toEqual([]);
    await outbox.flush('d1');
    expect(sentRoutes).toHaveLength(1);
  });

  it('when the connection fails, then the order stays for the next try', async () => {
    const { outbox, storage, sentRoutes } = setup([new ApiError('Network error', { isNetworkError: true })]);
    await outbox.enqueueRoute(['a', 'b'], 'd1');
    await outbox.flush('d1');
    expect((await storage.read()).routes).toMatchObject([{ stops: ['a', 'b'] }]);
    await outbox.flush('d1');
    expect(sentRoutes).toEqual([['a', 'b'], ['a', 'b']]);
    expect((await storage.read()).routes).toEqual([]);
  });

  it('when the API refuses the order, then it is dropped, the refusal is shown until the next order, and the screen reads the route again', async () => {
    const { outbox, storage, rejected } = setup([new ApiError(DRIVER_ROUTE_MESSAGES.notTheJobs, { status: 400 })]);
    await outbox.enqueueRoute(['a', 'b'], 'd1');
    await outbox.flush('d1');
    expect((await storage.read()).routes).toEqual([]);
    expect(outbox.getSnapshot().routeRefused).toBe(true);
    expect(rejected()).toBe(1);
    await outbox.enqueueRoute(['b', 'a'], 'd1');
    expect(outbox.getSnapshot().routeRefused).toBe(false);
  });

  it('when another driver’s order waits on the phone, then it is not sent under this driver’s session', async () => {
    const { outbox, online, sentRoutes } = setup();
    online.value = false;
    await outbox.enqueueRoute(['x'], 'd2');
    online.value = true;
    await outbox.flush('d1');
    expect(sentRoutes).toEqual([]);
  });
});
