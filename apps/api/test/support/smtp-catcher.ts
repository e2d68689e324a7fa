import type { AddressInfo, Socket } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { WAIT_BACKSTOP_MS } from './backstop';

// A real SMTP server in this process (decision 0027). Messages arrive over the wire from nodemailer and are parsed with
// mailparser, so a test reads what a mail client would. No test runner here: the e2e server's catcher uses it too.
export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  attachments: Array<{ filename?: string; contentType: string; content: Buffer }>;
  raw: Buffer;
};

export type MailFilter = { to: string; subject?: string | RegExp };

export type SmtpCatcher = {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The next `count` messages are refused with a temporary failure (451), as a busy server would. */
  rejectNext(count: number): void;
  /** SMTP connections opened so far. */
  connections(): number;
  /** Cuts every open connection, as a relay's idle timeout or restart would. */
  dropConnections(): void;
  /** Resolves with the first message (received or arriving) that matches; rejects after `timeoutMs` (a hang). */
  waitForMail(filter: MailFilter, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
};

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

export const mailMatches = (mail: ReceivedMail, { to, subject }: MailFilter) =>
  mail.to.includes(to.toLowerCase()) &&
  (subject === undefined || (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject)));

export async function startSmtpServer({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<SmtpCatcher> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{ filter: MailFilter; resolve: (mail: ReceivedMail) => void }>();
  let rejecting = 0;
  let opened = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      opened += 1;
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejecting > 0) {
          rejecting -= 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const mail: ReceivedMail = {
              to: addresses(parsed.to),
              from: addresses(parsed.from)[0] ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
              attachments: parsed.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
              raw,
            };
            messages.push(mail);
            for (const waiter of waiters) {
              if (mailMatches(mail, waiter.filter)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  return {
    url: `smtp://${host}:${bound}`,
    port: bound,
    messages,
    rejectNext(count) {
      rejecting = count;
    },
    connections: () => opened,
    dropConnections() {
      for (const socket of sockets) socket.destroy();
    },
    waitForMail(filter, timeoutMs = WAIT_BACKSTOP_MS) {
      const found = messages.find((mail) => mailMatches(mail, filter));
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = { filter, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (!waiters.delete(waiter)) return;
          reject(new Error(`no e-mail to ${filter.to}${filter.subject ? ` about ${String(filter.subject)}` : ''} within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

