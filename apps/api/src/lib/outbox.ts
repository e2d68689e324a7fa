import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';

export type OutgoingEmail = { to: string; subject: string; text: string; link?: string };

export type Mailer = { send(mail: OutgoingEmail): Promise<void> };

/** Until e-mail delivery is built, each message is a JSON file in the outbox and one log line. */
export function createOutboxMailer(dir: string, logger: Logger): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const file = join(dir, name);
      await writeFile(file, JSON.stringify({ ...mail, sentAt: new Date().toISOString() }, null, 2));
      logger.info({ to: mail.to, subject: mail.subject, file }, 'e-mail written to outbox');
    },
  };
}
