import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config';
import { smtpTransport } from '../../src/modules/mail/mail.transport';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from '../../src/modules/mail/mail.worker';

// Issue 15: a real SMTP server in this process. Messages arrive over the wire from nodemailer and are parsed with
// mailparser, so a test reads what a mail client would.
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
  /** Resolves with the first message (received or arriving) that matches; rejects after `timeoutMs`. */
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

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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

  return {
    url: `smtp://${host}:${bound}`,
    port: bound,
    messages,
    rejectNext(count) {
      rejecting = count;
    },
    waitForMail(filter, timeoutMs = 10_000) {
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

const quiet = pino({ level: 'silent' });

/** A mail worker sending to the catcher, polling fast so tests wait little. */
export function startTestMailWorker(config: Config, smtp: SmtpCatcher, options: Partial<MailWorkerOptions> = {}): MailWorker {
  return startMailWorker({ transport: smtpTransport(smtp.url, config.mailFrom), logger: quiet, appBaseUrl: config.appBaseUrl, pollMs: 20, ...options });
}

/**
 * For a test file whose app sends mail: an SMTP catcher and a worker for the file, stopped after it.
 * `const mailbox = useTestMailbox(config)` then `await mailbox.waitForMail({ to })` in a test.
 */
export function useTestMailbox(config: Config, options: Partial<MailWorkerOptions> = {}): Pick<SmtpCatcher, 'waitForMail' | 'rejectNext'> & { messages(): ReceivedMail[] } {
  let smtp: SmtpCatcher | undefined;
  let worker: MailWorker | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    worker = startTestMailWorker(config, smtp, options);
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.stop();
  });
  const started = () => {
    if (!smtp) throw new Error('useTestMailbox: the mailbox starts in beforeAll');
    return smtp;
  };
  return {
    waitForMail: (filter, timeoutMs) => started().waitForMail(filter, timeoutMs),
    rejectNext: (count) => started().rejectNext(count),
    messages: () => started().messages,
  };
}
