import type mongoose from 'mongoose';

/** A delivery just queued in this process: what the worker needs to try to claim it (decision 0114). */
export type QueuedDelivery = { _id: mongoose.Types.ObjectId; endpointId: mongoose.Types.ObjectId; organizationId: mongoose.Types.ObjectId };

/**
 * A nudge from whoever queues a delivery to this process's worker, so an event is sent at once instead of at the next
 * poll, with the deliveries just queued so the worker can claim them without first looking for them (decision 0114).
 * Only a hint: the queue in MongoDB is the truth, and other processes find the work by polling.
 */
export type Wakeup = { notify(queued?: QueuedDelivery[]): void; listen(fn: (queued: QueuedDelivery[]) => void): () => void };

export function createWakeup(): Wakeup {
  const listeners = new Set<(queued: QueuedDelivery[]) => void>();
  return {
    notify(queued = []) {
      for (const fn of listeners) fn(queued);
    },
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
