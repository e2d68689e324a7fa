import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Config } from '../../src/config';
import { createLogger } from '../../src/lib/logger';
import { createMailTransport } from '../../src/modules/mail/mail.transport';
import { startMailWorker } from '../../src/modules/mail/mail.worker';
import { createSmsProvider } from '../../src/modules/sms/sms.providers';
import { startSmsWorker } from '../../src/modules/sms/sms.worker';
import { WAIT_BACKSTOP_MS } from './backstop';

// What the development providers wrote: e-mails as .eml files in OUTBOX_DIR, texts as .json files in SMS_OUTBOX_DIR
// (decisions 0027, 0111), read as a mail client or a person would, after the real workers sent them.

export type OutboxMail = { file: string; to: string; subject: string; text: string; html: string; headers: Map<string, unknown> };
export type OutboxSms = { file: string; to: string; body: string; purpose: string };

/** The mail and SMS workers of one API process, writing to `config`'s outbox folders; stop() waits for what they hold. */
export function startOutboxWorkers(config: Config): { stop: () => Promise<void> } {
  const logger = createLogger('silent');
  const mail = startMailWorker({ transport: createMailTransport({ ...config, smtpUrl: undefined }, logger), logger, appBaseUrl: config.appBaseUrl, pollMs: 50 });
  const sms = startSmsWorker({ provider: createSmsProvider({ ...config.sms, provider: 'outbox' }, logger), logger, pollMs: 50 });
  return { stop: async () => void (await Promise.all([mail.stop(), sms.stop()])) };
}

const filesIn = async (dir: string, ext: string) => (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(ext)).sort();

export async function outboxMails(dir: string, to: string): Promise<OutboxMail[]> {
  const mails = await Promise.all(
    (await filesIn(dir, '.eml')).map(async (file) => {
      const parsed = await simpleParser(await readFile(join(dir, file)));
      const address = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
      return { file, to: address.join(','), subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', headers: parsed.headers };
    }),
  );
  return mails.filter((mail) => mail.to === to.toLowerCase());
}

export async function outboxTexts(dir: string, to: string): Promise<OutboxSms[]> {
  const texts = await Promise.all((await filesIn(dir, '.json')).map(async (file) => ({ file, ...(JSON.parse(await readFile(join(dir, file), 'utf8')) as Omit<OutboxSms, 'file'>) })));
  return texts.filter((text) => text.to === to);
}

/** Waits until `read` answers at least `count` items (the workers poll every 50 ms here), then answers them all. */
export async function waitForCount<T>(read: () => Promise<T[]>, count: number, timeoutMs = WAIT_BACKSTOP_MS): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} in the outbox within ${timeoutMs} ms, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
