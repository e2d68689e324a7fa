// What the e2e server e-mailed (decision 0027). `pnpm --filter @meridian/api start:e2e` sends every message over SMTP to a
// real catcher on E2E_PORT+1000 and serves what arrived, read-only, on 127.0.0.1:E2E_PORT+1001
// (apps/api/scripts/e2e-mailbox.ts). Journeys wait for a message here instead of reading the database.
import type { Page } from '@playwright/test';
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string | null; contentType: string; size: number; contentBase64: string }>;
}

export interface MailQuery {
  to: string;
  subject?: string | RegExp;
  /** How long to wait for it; the worker polls every second and retries with backoff. */
  timeoutMs?: number;
  /** Skip this many earlier matches (e.g. 1 for the second code after a resend). */
  after?: number;
}

const port = Number(process.env.E2E_PORT ?? 4173);
const MAILBOX_URL = process.env.E2E_MAILBOX_URL ?? `http://127.0.0.1:${port + 1001}`;

const matches = (mail: ReceivedMail, subject: MailQuery['subject']) =>
  subject === undefined || (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject));

async function listMail(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/** Resolves with the first message to `to` (whose subject contains or matches `subject`) that arrives; gives up on a hang. */
export async function waitForMail({ to, subject, timeoutMs = 180_000, after = 0 }: MailQuery): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMail(to)).filter((mail) => matches(mail, subject));
    if (found.length > after) return found[after]!;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}${subject ? ` about ${String(subject)}` : ''} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in the text part that starts with `prefix` (e.g. the app's /auth/reset-password). */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  for (const candidate of mail.text.match(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no ${pathname} link in "${mail.subject}"`);
}

/** The six-digit code in a verification mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
  return code;
}

/** Pastes a code into the verify screen's first box, as a person pasting from the mail does (fills all six). */
export async function pasteCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox').first().focus();
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}
