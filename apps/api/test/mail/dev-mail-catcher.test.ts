import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startDevMailCatcher } from '../../src/dev-mail-catcher';

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the dev mail catcher (pnpm dev)', () => {
  it('when pnpm dev prints where to read e-mail, then that address answers the MailDev inbox page, not 404', async () => {
    const catcher = await startDevMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
    expect(catcher).not.toBeNull();
    try {
      const res = await fetch(catcher!.webUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toMatch(/MailDev/i);
    } finally {
      await catcher!.stop();
    }
  });
});
