import 'fake-indexeddb/auto';
import type { Booking } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { createOutbox } from './outbox';
import { createIdbOutboxStorage, createMemoryOutboxStorage } from './outbox-storage';
import type { OutboxEntry } from './outbox-types';

const job = makeBooking({ _id: 'job-a', version: 4, milestone: 'assigned', status: 'confirmed' });
type Answer = Booking | Error;

/** A server that answers each request from a script and records what it was sent. */
function scriptedServer(answers: Answer[] = []) {
  const sent: { key: string; body: string }[] = [];
  const send = async (entry: OutboxEntry) => {
    sent.push({ key: entry.key, body: JSON.stringify(entry.event) });
    const answer = answers.shift() ?? job;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { sent, send };
}

function setup(options: { answers?: Answer[]; online?: { value: boolean } } = {}) {
  const online = options.online ?? { value: true };
  const server = scriptedServer(options.answers);
  let n = 0;
  const storage = createMemoryOutboxStorage();
  const accepted: string[] = [];
  const outbox = createOutbox({
    storage,
    send: server.send,
    onSent: (entry) => accepted.push(entry.key),
    isOnline: () => online.value,
    newKey: () => `key-${++n}`,
    exclusive: (run) => run(),
  });
  return { outbox, server, online, storage, accepted };
}

const offlineError = () => new ApiError('Network request failed', { isNetworkError: true });

describe('outbox', () => {
  it('when online, then moves are sent oldest first, each once with the key it was queued with, and leave the queue', async () => {
    const { outbox, server, accepted } = setup();
    await outbox.enqueue({ type: 'pickup' }, job, 'driver-1');
    await outbox.enqueue({ type: 'reading', celsius: 5 }, job, 'driver-1');
    await outbox.enqueue({ type: 'out-for-delivery' }, job, 'driver-1');
    await outbox.flush('driver-1');

    expect(server.sent.map((call) => call.key)).toEqual(['key-1', 'key-2', 'key-3']);
    expect(server.sent.map((call) => JSON.parse(call.body) as object)).toEqual([
      { type: 'pickup', version: 4 },
      { type: 'reading', celsius: 5 },
      { type: 'out-for-delivery', version: 5 },
    ]);
    expect(accepted).toEqual(['key-1', 'key-2', 'key-3']);
    expect(outbox.getSnapshot().queue).toEqual([]);
  });

  it('when offline, then nothing is sent and the moves wait; back online, they are sent', async () => {
    const { outbox, server, online } = setup({ online: { value: false } });
    await outbox.enqueue({ type: 'pickup' }, job, 'driver-1');
    await outbox.flush('driver-1');
    expect(server.sent).toEqual([]);
    expect(outbox.getSnapshot().queue).toHaveLength(1);

    online.value = true;
    await outbox.flush('driver-1');
    expect(server.sent).toHaveLength(1);
    expect(outbox.getSnapshot().queue).toEqual([]);
  });

  it('when the network fails mid-way, then that move and the ones after it wait, and the retry resends the same key and body', async () => {
    const { outbox, server } = setup({ answers: [offlineError()] });
    await outbox.enqueue({ type: 'pickup' }, job, 'driver-1');
    await outbox.enqueue({ type: 'out-for-delivery' }, job, 'driver-1');
    await outbox.flush('driver-1');
    expect(server.sent.map((call) => call.key)).toEqual(['key-1']);
    expect(outbox.getSnapshot().queue.map((entry) => entry.key)).toEqual(['key-1', 'key-2']);

    await outbox.flush('driver-1');
    expect(server.sent.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(server.sent[0]!.body).toBe(server.sent[1]!.body);
    expect(outbox.getSnapshot().queue).toEqual([]);
  });

  it('when the server is in trouble (5xx) or the session ended (401), then the move waits', async () => {
    const { outbox } = setup({ answers: [new ApiError('Oops', { status: 503 }), new ApiError('Sign in', { status: 401 })] });
    await outbox.enqueue({ type: 'pickup' }, job, 'driver-1');
    await outbox.flush('driver-1');
    await outbox.flush('driver-1');
    expect(outbox.getSnapshot().queue).toHaveLength(1);
    expect(outbox.getSnapshot().attention).toEqual([]);
  });

  it('when the server refuses a move (409), then it leaves the queue with the server’s message and the next move is still sent', async () => {
    const msg = '"Picked up" is not possible while the booking is cancelled.';
    const { outbox, server } = setup({ answers: [new ApiError(msg, { status: 409 })] });
    await outbox.enqueue({ type: 'pickup' }, job, 'driver-1');
    await outbox.enqueue({ type: 'reading', celsius: 6 }, job, 'driver-1');
    await outbox.flush('driver-1');
    expect(server.sent).toHaveLength(2);
    const snapshot = outbox.getSnapshot();
    expect(snapshot.queue).toEqual([]);
    expect(snapshot.attention).toMatchObject([{ key: 'key-1', type: 'pickup', message: msg }]);

    await outbox.dismiss('key-1');
    expect(outbox.getSnapshot().attention).toEqual([]);
  });

  it('when online, focus and start all ask to send at once, then each move is still sent once', async () => {
    const { outbox, server } = setup();
    await outbox.enqueue({ type: 'pickup' }, job, 'driver-1');
    await outbox.enqueue({ type: 'out-for-delivery' }, job, 'driver-1');
    await Promise.all([outbox.flush('driver-1'), outbox.flush('driver-1'), outbox.flush('driver-1')]);
    expect(server.sent.map((call) => call.key)).toEqual(['key-1', 'key-2']);
  });

  it('when another driver’s moves wait on the phone, then they are not sent under this driver’s session', async () => {
    const { outbox, server } = setup();
    await outbox.enqueue({ type: 'pickup' }, job, 'driver-2');
    await outbox.flush('driver-1');
    expect(server.sent).toEqual([]);
    expect(outbox.getSnapshot().queue).toHaveLength(1);
  });

  it('when the page reloads, then the queue is read back from IndexedDB with its keys and versions', async () => {
    const first = createOutbox({ storage: createIdbOutboxStorage('test-db', 'outbox'), send: async () => job, isOnline: () => false, newKey: () => 'persisted-key', exclusive: (run) => run() });
    await first.enqueue({ type: 'deliver', receiverName: 'Rex Receiver', signature: 'data:image/png;base64,iVBORw0KGgo=' }, job, 'driver-1');

    const { sent, send } = scriptedServer();
    const second = createOutbox({ storage: createIdbOutboxStorage('test-db', 'outbox'), send, isOnline: () => true, exclusive: (run) => run() });
    await second.load();
    expect(second.getSnapshot()).toMatchObject({ loaded: true, queue: [{ key: 'persisted-key', event: { type: 'deliver', version: 4 } }] });
    await second.flush('driver-1');
    expect(sent.map((call) => call.key)).toEqual(['persisted-key']);
    expect((await createIdbOutboxStorage('test-db', 'outbox').read()).queue).toEqual([]);
  });
});
