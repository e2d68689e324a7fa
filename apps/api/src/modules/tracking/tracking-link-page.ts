import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { trackingLinkQuerySchema, type TrackingShipment } from '@meridian/contracts';
import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../../lib/errors';
import { limitPerIp } from '../../lib/rate-limit';
import { trackShipment, type TemperatureSummaryProvider } from './tracking.service';

// Decision 0068: a link to a shipment (/track?id=<number>, what every e-mail and shared message carries) is answered
// with the shipment already drawn into the prerendered /track page, by the web's own components (its SSR bundle,
// dist/.ssr/), so it is readable at the first paint instead of after the app's code. Whatever stands in the way (no
// build, a malformed or unknown number, the per-IP budget spent, a failing lookup) leaves the request to the static
// web router, which serves the frame, and the page looks the number up itself as it did before.

type Renderer = { renderTrackingLink(template: string, answer: { number: string; shipment: TrackingShipment }): Promise<string> };

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

  const render: RequestHandler = async (req, res, next) => {
    // The same rule as GET /tracking/{number}: a malformed number is shown by the page as the page shows it.
    const query = trackingLinkQuerySchema.safeParse(req.query);
    if (!query.success) return next();
    try {
      // A stranger's answer, as the page's own lookup without a session: no owner block is ever drawn into HTML.
      const shipment = await trackShipment(query.data.id, undefined, temperatureSummary);
      const { renderer, template } = await load();
      const html = await renderer.renderTrackingLink(template, { number: query.data.id, shipment });
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
  // The same per-IP budget as GET /tracking/{number}: a page is one lookup, never a way around the limit.
  router.get('/track', onlyLinks, limitPerIp({ ...rate, name: 'tracking' }), render);
  router.use(frameWhenLimited);
  return router;
}
