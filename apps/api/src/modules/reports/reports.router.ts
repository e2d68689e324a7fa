// Reports: router (HTTP) -> reports.service (scope, rows, KPIs) -> the bookings module's report facts (cursor, aggregations).
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { REPORT_CSV_COLUMNS, reportCategoryParamsSchema, reportFileName, reportQuerySchema, type ReportCategory, type ReportQuery } from '@meridian/contracts';
import { Router } from 'express';
import { currentActor as actorOf, type AuthMiddleware } from '../../lib/auth';
import { coalesceChunks } from '../../lib/coalesce-chunks';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { csvWriter } from './reports.csv';
import { analyticsRows, reportSummary, resolveReport, shippingRows, type ClaimFactsProvider } from './reports.service';

export function reportsRouter(requireAuth: AuthMiddleware, claimFacts?: ClaimFactsProvider): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/summary', validate({ query: reportQuerySchema }), async (_req, res) => {
    const query = valid<ReportQuery>(res, 'query');
    const summary = await reportSummary(query, await resolveReport(query, actorOf(res)), claimFacts);
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, 200, 'Report summary fetched successfully', summary);
  });

  router.get('/:category.csv', validate({ params: reportCategoryParamsSchema, query: reportQuerySchema }), async (req, res) => {
    const { category } = valid<{ category: ReportCategory }>(res, 'params');
    const query = valid<ReportQuery>(res, 'query');
    const resolved = await resolveReport(query, actorOf(res));
    const rows = category === 'shipping' ? shippingRows(resolved.scope) : analyticsRows(resolved, claimFacts);
    res.status(200);
    res.type('text/csv; charset=utf-8');
    // The file name is built from two enum values, so quoting it is enough.
    res.setHeader('Content-Disposition', `attachment; filename="${reportFileName(category, query.period)}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      await pipeline(Readable.from(rows), csvWriter(REPORT_CSV_COLUMNS[category]), coalesceChunks(), res);
    } catch (error) {
      // The header is out; a failure half-way can only cut the download short, which the client sees as an error.
      req.log.warn({ err: error }, 'report CSV stream failed');
      res.destroy();
    }
  });

  return router;
}
