import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { bareHost, resolveTarget, type ResolvedTarget } from '../../lib/ssrf-guard';

export type SendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string; timedOut?: boolean };

/** Every lookup answers the address already checked: the connection goes where the guard looked (no DNS rebinding). */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

/**
 * POSTs `body` to `url` once: the host resolved and checked first (lib/ssrf-guard), the connection pinned to that
 * address while Host and SNI keep the name, no redirect followed (a 3xx is a failure), all within `timeoutMs`.
 * Resolves with the status as soon as it arrives; the receiver's body is not read.
 */
export async function postOnce(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean; signal?: AbortSignal },
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
    const client = url.protocol === 'https:' ? https : http;
    const status = await new Promise<number>((resolve, reject) => {
      const req = client.request(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
          lookup: pinnedLookup(target),
          ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
          signal: controller.signal,
          agent: false,
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.destroy();
        },
      );
      req.on('error', reject);
      req.end(body);
    });
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
