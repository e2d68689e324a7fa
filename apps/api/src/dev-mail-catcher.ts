import { connect } from 'node:net';
import { MailDev } from 'maildev';

// `pnpm dev` without SMTP_URL: MailDev (a devDependency, never bundled) catches every message on localhost and
// shows it in the browser. Decision 0027.
const DEV_SMTP_PORT = 1025;
const DEV_MAIL_WEB_PORT = 1080;

export type DevMailCatcher = { smtpUrl: string; webUrl: string; stop(): Promise<void> };

const accepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts MailDev, or reuses one already listening (a `tsx watch` restart); null when neither works (then: outbox). */
export async function startDevMailCatcher({ smtpPort = DEV_SMTP_PORT, webPort = DEV_MAIL_WEB_PORT } = {}): Promise<DevMailCatcher | null> {
  const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  // MailDev 3 serves its inbox at /index.html and answers 404 at the bare root, so the printed link names the page; the
  // address is the one it listens on (localhost may resolve to ::1 first).
  const webUrl = `http://127.0.0.1:${webPort}/index.html`;
  if (await accepting(smtpPort)) return { smtpUrl, webUrl, stop: async () => undefined };
  try {
    const maildev = new MailDev({ smtp: smtpPort, ip: '127.0.0.1', web: webPort, webIp: '127.0.0.1', silent: true });
    await maildev.start();
    return { smtpUrl, webUrl, stop: () => maildev.stop() };
  } catch {
    return null;
  }
}
