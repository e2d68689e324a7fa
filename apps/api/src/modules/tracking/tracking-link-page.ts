import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { trackingLinkQuerySchema, trackingParamsSchema, type TrackingShipment } from '@meridian/contracts';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../../lib/errors';
import { trackingBudget } from './tracking-budget';
import { trackShipment, type TemperatureSummaryProvider } from './tracking.service';

// Decision 0068: a link to a shipment (/track/<number>, what every e-mail and shared message carries since decision
// 0085, or the older /track?id=<number>) is answered
// with the shipment already drawn into the prerendered /track page, by the web's own components (its SSR bundle,
// dist/.ssr/), so it is readable at the first paint instead of after the app's code. Whatever stands in the way (no
// build, a malformed or unknown number, the per-IP budget spent, a failing lookup) leaves the request to the static
// web router, which serves the frame, and the page looks the number up itself as it did before.

type Renderer = { renderTrackingLink(template: string, answer: { number: string; shipment: TrackingShipment }, path?: string): Promise<string> };

type Deps = { distDir: string; rate: { windowMs: number; limit: number }; temperatureSummary?: TemperatureSummaryProvider; logger: Logger };

/** Undefined when the web build has no SSR bundle or /track page (an API started without `pnpm build` of the web). */
export function trackingLinkPage({ distDir, rate, temperatureSummary, logger }: Deps): Router | undefined {
  const bundle = join(distDir, '.ssr', 'entry-prerender.js');
  const templateFile = join(distDir, 'prerendered', 'track.html');
  if (!existsSync(bundle) || !existsSync(templateFile)) return undefined;
  // Loaded with the first link and kept: both are files of this build, the same for every request and process.
  let loaded: Promise<{ renderer: Renderer; template: string }> | undefined;
  const load = () =>
    (loaded ??= (async () => ({ renderer: (await import(pathToFileURL(bundle).href)) as Renderer, template: readFileSync(templateFile, 'utf8') }))());

  // A visit to the empty page is not a lookup and spends nothing.
  const onlyLinks: RequestHandler = (req, _res, next) => next(req.query.id === undefined || !req.accepts('html') ? 'route' : undefined);
  const onlyPages: RequestHandler = (req, _res, next) => next(req.accepts('html') ? undefined : 'route');

  // The same rule as GET /tracking/{number}: a malformed number is shown by the page as the page shows it.
  const numberOf = (req: Request): string | undefined => {
    if (req.params.trackingNumber === undefined) {
      const query = trackingLinkQuerySchema.safeParse(req.query);
      return query.success ? query.data.id : undefined;
    }
    const params = trackingParamsSchema.safeParse(req.params);
    return params.success ? params.data.trackingNumber : undefined;
  };

  const render: RequestHandler = async (req, res, next) => {
    const number = numberOf(req);
    if (!number) return next();
    try {
      // A stranger's answer, as the page's own lookup without a session: no owner block is ever drawn into HTML.
      const shipment = await trackShipment(number, undefined, temperatureSummary);
      const { renderer, template } = await load();
      // Drawn at the address asked for, so the page the browser then renders over it reads the same.
      const html = await renderer.renderTrackingLink(template, { number, shipment }, req.originalUrl);
      res.setHeader('Cache-Control', 'private, no-store');
      res.type('html').send(html);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) logger.warn({ err: error }, 'tracking link not drawn; serving the page frame');
      next();
    }
  };

  // Over the budget the page is still served: its frame, whose own lookup then answers 429 and says so.
  const frameWhenLimited: ErrorRequestHandler = (error, _req, _res, next) => next(error instanceof AppError && error.status === 429 ? undefined : error);

  const router = Router();
  // The same per-IP budget as GET /tracking/{number}: a page is one lookup, never a way around the limit, and the same
  // number again spends nothing (decision 0085).
  router.get('/track', onlyLinks, trackingBudget(rate, (req) => req.query.id), render);
  router.get('/track/:trackingNumber', onlyPages, trackingBudget(rate, (req) => req.params.trackingNumber), render);
  router.use(frameWhenLimited);
  return router;
}
