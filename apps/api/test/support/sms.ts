import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

/**
 * X-Twilio-Signature as Twilio documents it: HMAC-SHA1 keyed with the auth token over the full URL Twilio called
 * followed by each POST field's name and value, fields sorted by name; base64. Written out here, not taken from the
 * twilio package, so the test checks the server against the documented scheme.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export const TEST_TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'test-auth-token-0123456789abcdef',
  TWILIO_FROM: '+15005550006',
};

export const messageSid = (n: number) => `SM${n.toString(16).padStart(32, '0')}`;

type Reply = { status: number; body: Record<string, unknown> };
export type FakeTwilio = {
  /** The twilio client's own HTTP seam, pointed at this server instead of api.twilio.com. */
  httpClient: twilio.RequestClient;
  requests: { path: string; authorization: string | undefined; form: URLSearchParams }[];
  /** The next answers to texts for `to`, in order; after them each text is accepted (201 with a new SID). */
  replyNext(to: string, ...replies: Reply[]): void;
  stop(): Promise<void>;
};

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
  });

/** A local server that answers Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json) over HTTP. */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: FakeTwilio['requests'] = [];
  const queues = new Map<string, Reply[]>();
  let sids = 0;
  const server: Server = createServer((req, res) => {
    void read(req).then((body) => {
      const form = new URLSearchParams(body);
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, form });
      const reply = queues.get(form.get('To') ?? '')?.shift() ?? { status: 201, body: { sid: messageSid((sids += 1) + 1000), status: 'queued', to: form.get('To'), body: form.get('Body') } };
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  class LocalRequestClient extends twilio.RequestClient {
    override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
      return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, base) });
    }
  }
  return {
    httpClient: new LocalRequestClient(),
    requests,
    replyNext: (to, ...replies) => queues.set(to, [...(queues.get(to) ?? []), ...replies]),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
