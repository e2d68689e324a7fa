import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { bareHost, resolveTarget, type ResolvedTarget } from '../../lib/ssrf-guard';

export type SendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string; timedOut?: boolean };

/** A kept connection unused this long is closed: shorter than the 5 s most servers (Node's default) keep one open. */
const IDLE_SOCKET_MS = 4000;
/** A receiver's answer body is read (so its connection can be kept) up to this size and time, else the socket is cut. */
const BODY_MAX_BYTES = 64 * 1024;
const BODY_MAX_MS = 1000;

/** Every lookup answers the address already checked: the connection goes where the guard looked (no DNS rebinding). */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

type PinnedOptions = http.RequestOptions & { pinnedAddress?: string };

/**
 * Decision 0114: connections kept between attempts, one pool per worker. A kept socket is found by the address the
 * guard checked as well as the host and port, so an attempt never reuses a connection to an address its own check did
 * not pass.
 */
export type SenderAgents = { http: http.Agent; https: https.Agent; destroy(): void };

export function createSenderAgents(): SenderAgents {
  const pinnedName = (name: string, options: PinnedOptions) => `${name}:${options.pinnedAddress ?? ''}`;
  class PinnedHttpAgent extends http.Agent {
    override getName(options: PinnedOptions = {}) {
      return pinnedName(super.getName(options), options);
    }
  }
  class PinnedHttpsAgent extends https.Agent {
    override getName(options: PinnedOptions & https.RequestOptions = {}) {
      return pinnedName(super.getName(options), options);
    }
  }
  // Two places per endpoint (decision 0081): two idle sockets per target is all a worker reuses.
  const settings = { keepAlive: true, maxFreeSockets: 2, timeout: IDLE_SOCKET_MS, scheduling: 'lifo' as const };
  const agents = { http: new PinnedHttpAgent(settings), https: new PinnedHttpsAgent(settings) };
  return {
    ...agents,
    destroy() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** Reads and drops the answer's body so its connection can serve the next attempt; a long or slow body is cut instead. */
function discardBody(res: http.IncomingMessage): void {
  let bytes = 0;
  const cut = setTimeout(() => res.destroy(), BODY_MAX_MS);
  res.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > BODY_MAX_BYTES) res.destroy();
  });
  res.on('close', () => clearTimeout(cut));
  res.on('error', () => undefined);
}

/**
 * POSTs `body` to `url` once: the host resolved and checked first (lib/ssrf-guard), the connection pinned to that
 * address while Host and SNI keep the name, no redirect followed (a 3xx is a failure), all within `timeoutMs`.
 * Resolves with the status as soon as it arrives. With `agents` the connection is kept for the next attempt (the
 * answer's body is read and dropped); without, one connection per attempt.
 */
export async function postOnce(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean; signal?: AbortSignal; agents?: SenderAgents },
): Promise<SendResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop);
  try {
    const url = new URL(rawUrl);
    const host = bareHost(url.hostname);
    if (!options.allowPrivate && url.protocol !== 'https:') return { ok: false, status: null, error: 'Refused: the URL must be https' };
    let target: ResolvedTarget;
    try {
      target = await resolveTarget(host, options.allowPrivate);
    } catch (error) {
      return { ok: false, status: null, error: `Refused: ${(error as Error).message}`.slice(0, 300) };
    }
    if (timedOut) return { ok: false, status: null, error: `Timed out after ${options.timeoutMs} ms`, timedOut: true };
    const secure = url.protocol === 'https:';
    const client = secure ? https : http;
    const post = (agent: http.Agent | false) =>
      new Promise<number>((resolve, reject) => {
        const requestOptions: PinnedOptions & https.RequestOptions = {
          method: 'POST',
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
          lookup: pinnedLookup(target),
          ...(secure && !isIP(host) ? { servername: host } : {}),
          signal: controller.signal,
          agent,
          pinnedAddress: target.address,
        };
        const req = client.request(url, requestOptions, (res) => {
          resolve(res.statusCode ?? 0);
          if (agent) discardBody(res);
          else res.destroy();
        });
        req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
        req.end(body);
      });
    const agent = options.agents ? (secure ? options.agents.https : options.agents.http) : false;
    let status: number;
    try {
      status = await post(agent);
    } catch (error) {
      // A kept connection the receiver closed just as we wrote to it: not the receiver's failure, so one more try on a
      // new connection (the race every keep-alive client has; Node's documentation suggests the same).
      if (timedOut || controller.signal.aborted || !(error as { reusedSocket?: boolean }).reusedSocket) throw error;
      status = await post(false);
    }
    if (status >= 200 && status < 300) return { ok: true, status };
    return { ok: false, status, error: `HTTP ${status}` };
  } catch (error) {
    if (timedOut) return { ok: false, status: null, error: `Timed out after ${options.timeoutMs} ms`, timedOut: true };
    const code = (error as { code?: string }).code;
    return { ok: false, status: null, error: (code ? `${code}: ` : '') + String((error as Error).message ?? error).slice(0, 200) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
