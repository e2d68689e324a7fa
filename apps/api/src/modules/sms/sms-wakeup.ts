// An enqueue in this process wakes this process's SMS worker at once instead of at its next poll (as webhooks do,
// decision 0057). Only a shortcut: a worker in another process still finds the message by polling.
const listeners = new Set<() => void>();

export function notifySmsQueued(): void {
  for (const fn of listeners) fn();
}

export function onSmsQueued(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
