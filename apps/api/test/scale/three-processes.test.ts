import { MongoClient, ObjectId } from 'mongodb';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, buildTestApp, signUp, signUpPayload } from '../support/app';
import { startCluster, type Cluster } from '../support/cluster';
import { openReconnectingStream } from '../support/event-source';
import { upstreamOf } from '../support/round-robin-proxy';
import { rollingRestartUnderLoad } from '../support/rolling-restart';
import { mailMatches, startSmtpServer, type SmtpCatcher } from '../support/smtp';
import { WAIT_BACKSTOP_MS } from '../support/backstop';

// Decision 0031: three API processes (the production entry) on ONE database behind a round-robin proxy. Every piece of
// state a request needs must come from MongoDB, whichever process answers (decision 0031); SIGTERM drains a process
// without failing anyone (decision 0033).

const PER_ACCOUNT_LIMIT = 10;
let cluster: Cluster;
let db: MongoClient;
let smtp: SmtpCatcher;

type Answer<T> = { status: number; data: T; upstream: string; headers: Headers };

async function call<T>(base: string, method: string, path: string, { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data, upstream: upstreamOf(res.headers), headers: res.headers };
}

async function signUpThrough(base: string): Promise<{ token: string; userId: string; email: string }> {
  const payload = signUpPayload();
  const res = await call<{ token: string; user: { _id: string } }>(base, 'POST', '/api/v1/auth/sign-up', { body: payload });
  expect(res.status).toBe(201);
  return { token: res.data.token, userId: res.data.user._id, email: payload.email };
}

const collection = (name: string) => db.db().collection(name);

beforeAll(async () => {
  // Every process runs the mail worker (server.ts); they all send to this one real SMTP server.
  smtp = await startSmtpServer();
  cluster = await startCluster({ size: 3, env: { SMTP_URL: smtp.url, RATE_LIMIT_AUTH_PER_ACCOUNT: String(PER_ACCOUNT_LIMIT), SHUTDOWN_DRAIN_MS: '1000', SHUTDOWN_GRACE_MS: '15000' } });
  db = await MongoClient.connect(cluster.mongodbUri);
});

afterAll(async () => {
  try {
    await db?.close();
  } finally {
    try {
      await cluster?.stop();
    } finally {
      await smtp?.stop();
    }
  }
});

describe('three API processes on one database', () => {
  it('when 20 wrong passwords are spread across the three processes, then they hit the same limit as on one process', async () => {
    const single = buildTestApp({ RATE_LIMIT_AUTH_PER_ACCOUNT: String(PER_ACCOUNT_LIMIT) }).app;
    const alone = await signUp(single);
    const onOneProcess: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      onOneProcess.push((await request(single).post('/api/v1/auth/login').send({ email: alone.user.email, password: 'Wrong!Pass1' })).status);
    }

    const account = await signUpThrough(cluster.proxy.url);
    const onThree: number[] = [];
    const upstreams = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const res = await call(cluster.proxy.url, 'POST', '/api/v1/auth/login', { body: { email: account.email, password: 'Wrong!Pass1' } });
      onThree.push(res.status);
      upstreams.add(res.upstream);
    }

    expect(onOneProcess).toEqual([...Array<number>(PER_ACCOUNT_LIMIT).fill(401), ...Array<number>(20 - PER_ACCOUNT_LIMIT).fill(429)]);
    expect(onThree).toEqual(onOneProcess);
    expect([...upstreams].sort()).toEqual(['api-1', 'api-2', 'api-3']);
    const counters = await collection('rateLimitHits').find({}).toArray();
    expect(counters.filter((c) => String(c._id).startsWith(`login:${account.email}`)).map((c) => c.hits)).toEqual([20]);
  });

  it('when the same Idempotency-Key is sent to each of the three processes, then one booking is created and the others replay it', async () => {
    const account = await signUpThrough(cluster.proxy.url);
    const payload = bookingPayload();
    const one = (base: string, key: string) => call<{ _id: string }>(base, 'POST', '/api/v1/bookings', { token: account.token, body: payload, headers: { 'idempotency-key': key } });

    const inTurn = [];
    for (const api of cluster.processes) inTurn.push(await one(api.url, 'scale-idem-in-turn-0001'));
    expect(inTurn.map((r) => r.status)).toEqual([201, 200, 200]);
    expect(new Set(inTurn.map((r) => r.data._id)).size).toBe(1);
    expect(inTurn.map((r) => r.headers.get('idempotent-replayed'))).toEqual([null, 'true', 'true']);

    // At the same moment: one insert wins the unique (owner, key) index; the others replay it or are told to retry.
    const together = await Promise.all(cluster.processes.map((api) => one(api.url, 'scale-idem-together-0001')));
    const answered = together.filter((r) => r.status === 201 || r.status === 200);
    expect(together.filter((r) => r.status === 201)).toHaveLength(1);
    expect(together.every((r) => [200, 201, 409].includes(r.status))).toBe(true);
    expect(new Set(answered.map((r) => r.data._id)).size).toBe(1);

    const owner = new ObjectId(account.userId);
    expect(await collection('bookings').countDocuments({ createdBy: owner })).toBe(2);
    expect(await collection('idempotency_keys').countDocuments({ scope: 'bookings.create', owner: account.userId })).toBe(2);
  });

  it('when a notification is created through one process, then a stream held by another gets it within 2 s; when that process is killed, the stream resumes on another without losing or repeating one', async () => {
    const account = await signUpThrough(cluster.proxy.url);
    const ticket = await call<{ ticket: string }>(cluster.proxy.url, 'POST', '/api/v1/notifications/stream-ticket', { token: account.token });
    const stream = openReconnectingStream(`${cluster.proxy.url}/api/v1/notifications/stream?ticket=${ticket.data.ticket}`);
    try {
      await stream.waitFor(() => stream.connections.length === 1, WAIT_BACKSTOP_MS, 'the stream to open');
      const holder = stream.connections[0]?.upstream ?? '';
      const holderIndex = cluster.processes.findIndex((api) => api.name === holder);
      const others = cluster.processes.filter((api) => api.name !== holder);
      expect(others).toHaveLength(2);

      const book = (base: string) => call<{ _id: string }>(base, 'POST', '/api/v1/bookings', { token: account.token, body: bookingPayload() });
      const first = await book(others[0]!.url);
      expect(first.status).toBe(201);
      await stream.waitFor(() => stream.notifications.length === 1, 2_000, 'the notification on a stream held by another process');

      // The holder dies without a goodbye; two notifications are written while the browser is away.
      expect(await cluster.stopProcess(holderIndex, 'SIGKILL')).toBeNull();
      const whileAway = [await book(others[1]!.url), await book(others[0]!.url)];
      await stream.waitFor(() => stream.notifications.length >= 3, WAIT_BACKSTOP_MS, 'the resumed stream to replay what was missed');
      const afterResume = await book(cluster.proxy.url);
      await stream.waitFor(() => stream.notifications.length >= 4, WAIT_BACKSTOP_MS, 'a live notification after the resume');

      expect(stream.connections).toHaveLength(2);
      expect(stream.connections[1]?.upstream).not.toBe(holder);
      expect(stream.connections[1]?.lastEventId).toBe(String(stream.notifications[0]?.seq));
      const seqs = stream.notifications.map((n) => n.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
      expect(stream.notifications.map((n) => n.bookingId)).toEqual([first, ...whileAway, afterResume].map((r) => r.data._id));
      const stored = await collection('notifications').find({ userId: new ObjectId(account.userId) }).sort({ seq: 1 }).toArray();
      expect(stored.map((n) => n.seq)).toEqual(seqs);
    } finally {
      await stream.close();
      await restartIfDown();
    }
  });

  it('when the process holding a stream is sent SIGTERM, then it says not ready at once, ends the stream with a retry hint, exits 0, and the stream resumes elsewhere', async () => {
    const account = await signUpThrough(cluster.proxy.url);
    const ticket = await call<{ ticket: string }>(cluster.proxy.url, 'POST', '/api/v1/notifications/stream-ticket', { token: account.token });
    const stream = openReconnectingStream(`${cluster.proxy.url}/api/v1/notifications/stream?ticket=${ticket.data.ticket}`);
    try {
      await stream.waitFor(() => stream.connections.length === 1, WAIT_BACKSTOP_MS, 'the stream to open');
      const holderIndex = cluster.processes.findIndex((api) => api.name === stream.connections[0]?.upstream);
      const holder = cluster.processes[holderIndex]!;

      const exited = cluster.stopProcess(holderIndex, 'SIGTERM');
      // During the drain period the process still answers: alive, but not ready.
      let ready = await fetch(`${holder.url}/readyz`);
      while (ready.status === 200) ready = await fetch(`${holder.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { message: string }).message).toBe('The server is shutting down.');
      expect((await fetch(`${holder.url}/healthz`)).status).toBe(200);

      expect(await exited).toBe(0);
      await stream.waitFor(() => stream.connections.length === 2, WAIT_BACKSTOP_MS, 'the stream to reconnect');
      expect(stream.comments).toContain('server shutting down, reconnect');
      expect(stream.connections[1]?.upstream).not.toBe(holder.name);
      const booked = await call<{ _id: string }>(cluster.proxy.url, 'POST', '/api/v1/bookings', { token: account.token, body: bookingPayload() });
      await stream.waitFor(() => stream.notifications.length === 1, WAIT_BACKSTOP_MS, 'a notification on the resumed stream');
      expect(stream.notifications[0]?.bookingId).toBe(booked.data._id);
    } finally {
      await stream.close();
      await restartIfDown();
    }
  });

  it('when e-mails are queued and three processes run the mail worker, then each is sent exactly once', async () => {
    // Sign-up queues the verification e-mail (decision 0028); the three workers race to claim each message.
    const people = [];
    for (let i = 0; i < 5; i += 1) people.push(await signUpThrough(cluster.proxy.url));
    for (const person of people) await smtp.waitForMail({ to: person.email, subject: /code/i });

    const messages = collection('mail_messages');
    const deadline = Date.now() + WAIT_BACKSTOP_MS;
    while ((await messages.countDocuments({ to: { $in: people.map((p) => p.email) }, status: 'sent' })) < people.length) {
      if (Date.now() > deadline) throw new Error('queued mails were not all marked sent');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Several poll rounds of all three workers pass before counting, so a second send would have arrived.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const person of people) {
      expect(smtp.messages.filter((mail) => mailMatches(mail, { to: person.email }))).toHaveLength(1);
      const stored = await messages.find({ to: person.email }).toArray();
      expect(stored.map((m) => ({ status: m.status, attempts: m.attempts }))).toEqual([{ status: 'sent', attempts: 1 }]);
    }
    const senders = new Set((await messages.find({ to: { $in: people.map((p) => p.email) } }).toArray()).map((m) => m.claimedBy));
    console.warn(`[scale] ${people.length} mails sent by ${senders.size} distinct processes`);
  });

  it('when every process is restarted in turn under steady reads and writes, then no request fails and every created booking is stored', async () => {
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push((await signUpThrough(cluster.proxy.url)).token);

    const result = await rollingRestartUnderLoad(cluster, tokens);
    console.warn(`[scale] rolling restart: ${JSON.stringify({ ...result, createdBookingIds: result.createdBookingIds.length })}`);

    expect(result.exitCodes).toEqual([0, 0, 0]);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, proxyUpstreamErrors: result.proxyUpstreamErrors }).toEqual({ errors: 0, timeouts: 0, non2xx: 0, proxyUpstreamErrors: 0 });
    expect(result.requests).toBeGreaterThan(100);
    expect(result.createdBookingIds.length).toBeGreaterThan(20);
    const stored = await collection('bookings').countDocuments({ _id: { $in: result.createdBookingIds.map((id) => new ObjectId(id)) } });
    expect(stored).toBe(result.createdBookingIds.length);
  });
});

async function restartIfDown(): Promise<void> {
  for (const [index, api] of cluster.processes.entries()) {
    if (api.child && api.child.exitCode === null && api.child.signalCode === null) continue;
    await cluster.startProcess(index);
    const deadline = Date.now() + WAIT_BACKSTOP_MS;
    while (!cluster.proxy.ready().includes(api.name) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
