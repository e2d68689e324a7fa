import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/** Public pages rendered into HTML at build time (decision 0053): `/` -> prerendered/index.html, `/pricing` -> prerendered/pricing.html. */
function prerenderedPages(distDir: string): Map<string, string> {
  const dir = join(distDir, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, join(dir, file));
  }
  return pages;
}

// Decision 0085: /track/<number> is the tracking page of one shipment; its frame is /track's.
const shipmentPage = (path: string) => (/^\/track\/[^/]+$/.test(path) ? '/track' : path);

/**
 * Serves the built web app when it exists: hashed assets cached for a year, index.html never cached, a public page's
 * prerendered HTML for its path, and the SPA fallback for other client routes (GET/HEAD outside /api that accept HTML).
 */
export function staticWebRouter(distDir: string): Router | undefined {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const prerendered = prerenderedPages(distDir);
  const router = Router();
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
      index: false,
    }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
    }),
  );
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/') || req.path === '/api') return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(prerendered.get(req.path) ?? prerendered.get(shipmentPage(req.path)) ?? indexFile);
  });
  return router;
}
