// Every wait in these tests ends on its event: a ready line, an exit, a row, a mail, a webhook, an answer. A timeout is
// only where a test gives up on a hang, so a test on a machine shared with other heavy work (load 20 on two cores makes
// work ten times slower than on a quiet one) fails for a fault, never for being slow (issue 50's twice-run). It is
// never a figure: where a decision names a time (a stream within 2 s, a webhook within 5 s), the test says so itself.

/** How long a helper's wait (a mail, a webhook, an outbox file, a started process) waits before it reports a hang. */
export const WAIT_BACKSTOP_MS = 180_000;

/**
 * Reads again every 25 ms until `ok` holds (a worker, a process or a stream is at work elsewhere) and answers what it
 * read; throws naming `what` only after `timeoutMs`, a hang. Every test that polls uses this one.
 */
export async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = WAIT_BACKSTOP_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
