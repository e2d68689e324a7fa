import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config';
import { smtpTransport } from '../../src/modules/mail/mail.transport';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from '../../src/modules/mail/mail.worker';
import { startSmtpServer, type ReceivedMail, type SmtpCatcher } from './smtp-catcher';

export { mailMatches, startSmtpServer, type ReceivedMail, type SmtpCatcher } from './smtp-catcher';

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
