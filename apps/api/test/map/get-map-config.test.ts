import { MAP_TILES_URL_INVALID, mapConfigSchema } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { buildTestApp } from '../support/app';

const TILES = 'https://tiles.example.com/{z}/{x}/{y}.png';

describe('GET /api/v1/map/config (decision 0110)', () => {
  it('when no tile server is configured, then the map is told to draw country shapes only, and the policy allows no tile origin', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/v1/map/config');
    expect(res.status).toBe(200);
    expect(mapConfigSchema.parse(res.body.data)).toEqual({ tiles: null });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("connect-src 'self';");
  });

  it('when MAP_TILES_URL is set, then the map gets the template and its credit, and the policy lets images and fetches reach only that origin', async () => {
    const { app } = buildTestApp({ MAP_TILES_URL: TILES, MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors' });
    const res = await request(app).get('/api/v1/map/config');
    expect(res.body.data).toEqual({ tiles: { url: TILES, attribution: '© OpenStreetMap contributors' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://tiles.example.com;");
    expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.example\.com/);
    expect(csp).not.toMatch(/worker-src [^;]*blob:/);
  });

  it('when MAP_TILES_URL lacks a placeholder or is not http(s), then the server refuses to start with the variable named', () => {
    expect(() => loadConfig({ MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(`Invalid configuration: MAP_TILES_URL ${MAP_TILES_URL_INVALID}`);
    expect(() => loadConfig({ MAP_TILES_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILES_URL/);
  });

  it('when the OpenAPI document is read, then it lists the map configuration', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/map/config'].get.responses).toHaveProperty('200');
  });
});
