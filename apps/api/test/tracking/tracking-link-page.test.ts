import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTrackingNumber, trackingPagePath } from '@meridian/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createBooking, signUp } from '../support/app';

// Decision 0068: GET /track?id=<number> answered with the shipment drawn in. The drawing is the web build's SSR bundle
// (its own journey, e2e/tracking/deep-link.spec.ts, runs the real one); here a stand-in bundle writes what it was
// handed, so these tests see exactly which answer the API hands over, and when it hands none.

const FRAME = '<!doctype html><div id="root" data-prerendered="/track"><h1>Track Your Shipment</h1></div>';

function webBuild(renderer: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'meridian-track-link-'));
  mkdirSync(join(dist, 'prerendered'));
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'prerendered', 'track.html'), FRAME);
  writeFileSync(join(dist, '.ssr', 'entry-prerender.js'), renderer);
  return dist;
}

const drawn = webBuild(`
export async function renderTrackingLink(template, answer) {
  return template.replace('</h1>', '</h1><p id="drawn">' + JSON.stringify(answer).replace(/</g, '&lt;') + '</p>');
}`);
const failing = webBuild(`export async function renderTrackingLink() { throw new Error('render failed'); }`);
afterAll(() => {
  for (const dist of [drawn, failing]) rmSync(dist, { recursive: true, force: true });
});

const { app } = buildTestApp({ WEB_DIST_DIR: drawn });
const open = (target: typeof app, path: string, headers: Record<string, string> = {}) => request(target).get(path).set({ Accept: 'text/html', ...headers });

/** What the stand-in was handed, or undefined when the frame was served. */
function handed(html: string): { number: string; shipment: Record<string, unknown> } | undefined {
  const match = /<p id="drawn">(.*)<\/p>/.exec(html);
  return match ? JSON.parse(match[1]!.replace(/&lt;/g, '<')) : undefined;
}

describe('GET /track/<number> (decision 0085)', () => {
  it('when a link carries the number in its path, grouped as every mail writes it, then the page is drawn from its public answer at that address', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    const link = trackingPagePath(booking.trackingNumber);
    expect(link).toBe(`/track/${formatTrackingNumber(booking.trackingNumber)}`);
    const res = await open(app, link);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(handed(res.text)).toMatchObject({ number: booking.trackingNumber, shipment: { id: booking.trackingNumber, status: 'Pending' } });
    // The stored form in the path works too.
    expect(handed((await open(app, `/track/${booking.trackingNumber}`)).text)?.number).toBe(booking.trackingNumber);
  });

  it('when the number in the path is unknown or malformed, then the /track frame is served and the page says what it finds', async () => {
    for (const id of ['MX-00000-000000', 'garbage']) {
      const res = await open(app, `/track/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(200);
      expect(res.text, id).toBe(FRAME);
    }
  });
});

describe('GET /track?id=<number> (decision 0068)', () => {
  it('when a link names a booking, then the page is drawn from its public answer, under the stored number, and never cached', async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    // As a person may paste it: lower case, grouped with dashes.
    const typed = `${booking.trackingNumber.slice(0, 2)}-${booking.trackingNumber.slice(2, 7)}-${booking.trackingNumber.slice(7)}`.toLowerCase();
    const res = await open(app, `/track?id=${encodeURIComponent(typed)}&utm_source=mail`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = handed(res.text);
    expect(answer?.number).toBe(booking.trackingNumber);
    expect(answer?.shipment).toMatchObject({ id: booking.trackingNumber, status: 'Pending', from: { city: 'Oakland' } });
  });

  it("when the owner opens their own link, then the drawn answer is still a stranger's: no owner block goes into HTML", async () => {
    const owner = await signUp(app);
    const booking = await createBooking(app, owner.token);
    const api = await request(app).get(`/api/v1/tracking/${booking.trackingNumber}`).set(bearer(owner.token)).expect(200);
    expect(api.body.data.owner).toBeDefined();
    const res = await open(app, `/track?id=${booking.trackingNumber}`, bearer(owner.token));
    expect(handed(res.text)?.shipment).not.toHaveProperty('owner');
  });

  it('when the number is unknown, malformed, hostile or missing, then the frame is served as before and nothing is drawn', async () => {
    for (const id of ['MX00000000000', 'garbage', '</script><script>alert(1)</script>', 'x'.repeat(5000)]) {
      const res = await open(app, `/track?id=${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(200);
      expect(res.headers['cache-control'], id).toBe('no-cache');
      expect(res.text, id).toBe(FRAME);
    }
    const plain = await open(app, '/track');
    expect(plain.text).toBe(FRAME);
    // Opening the empty page is not a lookup.
    expect(plain.headers.ratelimit).toBeUndefined();
  });

  it('when the client has asked about as many numbers as allowed, then a link to a new one gets the frame, while links to the numbers it asked about are still drawn (decision 0085)', async () => {
    const limited = buildTestApp({ WEB_DIST_DIR: drawn, RATE_LIMIT_TRACKING_PER_IP: '2' }).app;
    const owner = await signUp(limited);
    const [first, second, third] = [await createBooking(limited, owner.token), await createBooking(limited, owner.token), await createBooking(limited, owner.token)];
    expect(handed((await open(limited, `/track?id=${first.trackingNumber}`)).text)).toBeDefined();
    // The page link and the API share one budget.
    await request(limited).get(`/api/v1/tracking/${second.trackingNumber}`).expect(200);
    const over = await open(limited, `/track/${third.trackingNumber}`);
    expect(over.status).toBe(200);
    expect(over.text).toBe(FRAME);
    await request(limited).get(`/api/v1/tracking/${third.trackingNumber}`).expect(429);
    expect(handed((await open(limited, `/track/${formatTrackingNumber(first.trackingNumber)}`)).text)?.number).toBe(first.trackingNumber);
    await request(limited).get(`/api/v1/tracking/${second.trackingNumber}`).expect(200);
  });

  it('when an office opens one link 100 times, each view with the page asking again, then every view is drawn and no lookup answers 429', async () => {
    const office = buildTestApp({ WEB_DIST_DIR: drawn, RATE_LIMIT_TRACKING_PER_IP: '60' }).app;
    const owner = await signUp(office);
    const booking = await createBooking(office, owner.token);
    const link = trackingPagePath(booking.trackingNumber);
    for (let view = 0; view < 100; view += 1) {
      const page = await open(office, link);
      expect(handed(page.text)?.number, `view ${view + 1}`).toBe(booking.trackingNumber);
      await request(office).get(`/api/v1/tracking/${booking.trackingNumber}`).expect(200);
    }
  });

  it('when drawing fails, then the link still opens: the frame is served and the page looks the number up itself', async () => {
    const broken = buildTestApp({ WEB_DIST_DIR: failing }).app;
    const owner = await signUp(broken);
    const booking = await createBooking(broken, owner.token);
    const res = await open(broken, `/track?id=${booking.trackingNumber}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(FRAME);
  });
});
