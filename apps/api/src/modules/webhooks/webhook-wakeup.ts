/**
 * A nudge from whoever queues a delivery to this process's worker, so an event is sent at once instead of at the next
 * poll. Only a hint: the queue in MongoDB is the truth, and other processes find the work by polling.
 */
export type Wakeup = { notify(): void; listen(fn: () => void): () => void };

export function createWakeup(): Wakeup {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const fn of listeners) fn();
    },
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
