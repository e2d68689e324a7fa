// Docs: routers only; the OpenAPI document is generated from the contracts (openapi.ts), nothing is stored.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { Router } from 'express';
import type { OpenApiPaths } from '../../lib/openapi-parts';
import { buildOpenApiDocument } from './openapi';

// Swagger UI from the installed package (no CDN); only its initializer is ours, pointing at our document.
const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/api/v1/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;

export function openApiRouter(modulePaths: readonly OpenApiPaths[]): Router {
  const router = Router();
  let document: unknown;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument(modulePaths);
    res.json(document);
  });
  return router;
}

export function docsRouter(): Router {
  const router = Router();
  const assets = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  router.get('/swagger-initializer.js', (_req, res) => {
    res.type('application/javascript').send(INITIALIZER);
  });
  router.get('/', (req, res, next) => {
    if (!req.originalUrl.split('?')[0]?.endsWith('/')) return res.redirect(301, `${req.baseUrl}/`);
    next();
  });
  router.use(express.static(assets, { index: 'index.html', maxAge: '1h' }));
  return router;
}
