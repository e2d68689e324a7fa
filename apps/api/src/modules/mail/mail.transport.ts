import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailAttachment } from './mail.types';

type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
};

/** Where the worker hands a rendered message: SMTP (SMTP_URL, or the dev catcher) or, failing both, the outbox folder. */
export type MailTransport = {
  /** For the start-up log line, without credentials. */
  describe: string;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
};

const toNodemailer = (from: string, mail: OutgoingMail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  headers: mail.headers,
  attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) })),
});

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export function smtpTransport(url: string, from: string): MailTransport {
  // Decision 0079: one pooled connection, kept between messages (a connection per message cost its TCP handshake,
  // greeting, EHLO and QUIT every time: about twice the CPU per mail). close() ends it, and the mail worker calls it
  // when it stops; a connection the server drops is opened again on the next message.
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 1 });
  return {
    describe: `SMTP ${redact(url)}`,
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(from, mail));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0];

/**
 * Development without an SMTP server: the raw message (.eml, opens in any mail client) in the outbox folder and one
 * log line naming the subject (which carries a verification code) and the first link.
 */
function outboxTransport(dir: string, from: string, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `outbox folder ${dir}`,
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(from, mail));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, link: firstLink(mail.text), file }, 'e-mail written to outbox');
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: { smtpUrl: string | undefined; mailFrom: string; outboxDir: string }, logger: Logger): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxTransport(config.outboxDir, config.mailFrom, logger);
}
