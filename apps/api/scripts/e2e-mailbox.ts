// The browser journeys' mailbox (decision 0027): a real SMTP server on PORT+1000 that the e2e server sends to, and a
// small read-only HTTP endpoint on PORT+1001 (127.0.0.1 only) where apps/web/e2e/support/mailbox.ts reads what
// arrived. Test tooling run with tsx, never bundled.
import { createServer } from 'node:http';
import { startSmtpServer } from '../test/support/smtp-catcher';

// PORT=0 (the API's own start-up test) takes free ports instead.
export const e2eMailPorts = (appPort: number) => (appPort === 0 ? { smtp: 0, http: 0 } : { smtp: appPort + 1000, http: appPort + 1001 });

export async function startE2eMailbox(appPort: number): Promise<{ smtpUrl: string; stop(): Promise<void> }> {
  const ports = e2eMailPorts(appPort);
  const smtp = await startSmtpServer({ port: ports.smtp });
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = smtp.messages
      .filter((mail) => !to || mail.to.includes(to))
      .map((mail) => ({
        to: mail.to,
        from: mail.from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: Object.fromEntries([...mail.headers].map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])),
        attachments: mail.attachments.map((a) => ({ filename: a.filename ?? null, contentType: a.contentType, size: a.content.length, contentBase64: a.content.toString('base64') })),
      }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(ports.http, '127.0.0.1', () => resolve());
  });
  console.warn(`[e2e] mail catcher: SMTP ${smtp.url}, messages at http://127.0.0.1:${ports.http}/messages`);
  return {
    smtpUrl: smtp.url,
    stop: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.stop();
    },
  };
}
