import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody } from '../support/app';

const dist = mkdtempSync(join(tmpdir(), 'meridian-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(dist, 'assets', 'vendor-def456.js'), `export const words = ${JSON.stringify('meridian '.repeat(2000))};`);
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
mkdirSync(join(dist, 'prerendered'));
writeFileSync(join(dist, 'prerendered', 'index.html'), '<!doctype html><div id="root" data-prerendered="/"><h1>Home</h1></div>');
writeFileSync(join(dist, 'prerendered', 'pricing.html'), '<!doctype html><div id="root" data-prerendered="/pricing"><h1>Pricing</h1></div>');
writeFileSync(join(dist, 'prerendered', 'track.html'), '<!doctype html><div id="root" data-prerendered="/track"><h1>Track Your Shipment</h1></div>');

const { app } = buildTestApp({ WEB_DIST_DIR: dist });

describe('serving the built web app', () => {
  it('when a hashed asset is fetched, then it is cached for a year as immutable', async () => {
    const res = await request(app).get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when a client route is opened, then index.html is served without caching', async () => {
    for (const path of ['/bookings', '/bookings/0123456789abcdef01234567', '/auth/login?next=/dashboard', '/pricing/extra']) {
      const res = await request(app).get(path).set('Accept', 'text/html');
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('when a prerendered public page is opened (decision 0053), then its own HTML is served without caching', async () => {
    for (const [path, heading] of [
      ['/', 'Home'],
      ['/pricing', 'Pricing'],
      ['/pricing?billing=annual', 'Pricing'],
      // A link to a shipment gets the tracking page's frame; the app draws the shipment into it.
      ['/track?id=DL-1001', 'Track Your Shipment'],
    ] as const) {
      const res = await request(app).get(path).set('Accept', 'text/html');
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text, path).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('when a missing asset or an unknown /api path is asked for, then it answers 404 in the envelope, not the page', async () => {
    const asset = await request(app).get('/assets/missing-123.js');
    expect(asset.status).toBe(404);
    expectErrorBody(asset.body);
    const api = await request(app).get('/api/v1/unknown').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expectErrorBody(api.body);
  });

  it('when a root file is asked for, then it is served', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain('User-agent');
  });

  it('when the browser accepts gzip, then large assets are sent compressed; without it, plain', async () => {
    const gzipped = await request(app).get('/assets/vendor-def456.js').set('Accept-Encoding', 'gzip');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toContain('meridian meridian');
    const plain = await request(app).get('/assets/vendor-def456.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
