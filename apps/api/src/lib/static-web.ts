import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built web app when it exists: hashed assets cached for a year, index.html never cached,
 * and the SPA fallback for client routes (GET/HEAD outside /api that accept HTML).
 */
export function staticWebRouter(distDir: string): Router | undefined {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
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
    res.sendFile(indexFile);
  });
  return router;
}
