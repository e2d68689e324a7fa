// PLACEHOLDER for the integrator: the mail slice (issue 15) owns the real e2e/support/mailbox.ts, which reads what the
// in-process SMTP server received. Replace this whole file with theirs at merge; journeys that need a mailbox are
// test.fixme while `waitForMail.placeholder` is set, and run by themselves once the real file (without it) is here.

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface WaitForMailOptions {
  to: string;
  subject: string | RegExp;
  timeoutMs?: number;
}

export async function waitForMail(options: WaitForMailOptions): Promise<ReceivedMail> {
  throw new Error(`No mailbox on this branch (placeholder e2e/support/mailbox.ts): cannot wait for "${String(options.subject)}" to ${options.to}`);
}
waitForMail.placeholder = true;
