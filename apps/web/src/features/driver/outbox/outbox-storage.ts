// The outbox lives in IndexedDB: a delivery carries a signature and maybe a photo of a few MB, more than
// localStorage holds, and it must survive a reload, a crash or a phone that kills the tab.
import { createStore, get, update } from 'idb-keyval';
import { EMPTY_OUTBOX, type OutboxState } from './outbox-types';

export interface OutboxStorage {
  read(): Promise<OutboxState>;
  /** Reads, changes and writes in one step, so two tabs never lose each other's changes. */
  update(change: (state: OutboxState) => OutboxState): Promise<OutboxState>;
}

const STATE_KEY = 'state';

function normalise(value: unknown): OutboxState {
  const state = value as Partial<OutboxState> | undefined;
  return {
    queue: Array.isArray(state?.queue) ? state.queue : [],
    attention: Array.isArray(state?.attention) ? state.attention : [],
    // Kept by a phone from before positions were shared (decision 0109): none.
    positions: Array.isArray(state?.positions) ? state.positions : [],
    // Kept by a phone from before route changes waited offline: none.
    routes: Array.isArray(state?.routes) ? state.routes : [],
  };
}

export function createIdbOutboxStorage(dbName = 'meridian-driver', storeName = 'outbox'): OutboxStorage {
  const store = createStore(dbName, storeName);
  return {
    read: async () => normalise(await get(STATE_KEY, store)),
    update: async (change) => {
      let next: OutboxState = EMPTY_OUTBOX;
      // idb-keyval's update runs the read and the write in one readwrite transaction.
      await update(STATE_KEY, (current) => (next = change(normalise(current))), store);
      return next;
    },
  };
}

export function createMemoryOutboxStorage(initial: OutboxState = EMPTY_OUTBOX): OutboxStorage {
  let state = initial;
  return {
    read: async () => state,
    update: async (change) => (state = change(state)),
  };
}
