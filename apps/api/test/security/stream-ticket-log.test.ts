import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { compose } from '../../src/composition';
import { bearer, signUp, testConfig } from '../support/app';

// SECURITY.md, item 8: the full `?ticket=` URL of the notification stream was written to the access log.
describe('SECURITY.md: the stream ticket never reaches the access log', () => {
  it('when a client opens the stream with its ticket (or a wrong one), then the logged URL carries no ticket', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ LOG_LEVEL: 'info' });
    const logger = pino({ level: 'info', base: undefined }, sink);
    const app = createApp({ config, logger, composition: compose({ config, logger }) });
    const account = await signUp(app);
    const issued = await request(app).post('/api/v1/notifications/stream-ticket').set(bearer(account.token));
    expect(issued.status).toBe(201);
    const ticket = issued.body.data.ticket as string;
    const wrong = 'W'.repeat(43);
    await request(app).get(`/api/v1/notifications/stream?ticket=${wrong}`);
    await new Promise<void>((resolve) => {
      const req = request(app).get(`/api/v1/notifications/stream?ticket=${ticket}`).buffer(false);
      req.on('response', (res) => {
        expect(res.status).toBe(200);
        res.destroy();
        resolve();
      });
      req.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const streamLines = lines.filter((line) => line.includes('/notifications/stream?'));
    expect(streamLines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(ticket);
      expect(line).not.toContain(wrong);
    }
    expect(streamLines.some((line) => line.includes('ticket=[redacted]'))).toBe(true);
  });
});
