import { mapConfigSchema, type MapConfig } from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';

/**
 * Decision 0110: what the web's delivery map needs from the server's environment (street tiles or none). Asked when a
 * map first draws, not at start-up, so no page's first load waits for it; the same answer for everyone.
 */
export function mapRouter(tiles: MapConfig['tiles']): Router {
  const router = Router();
  const config = mapConfigSchema.parse({ tiles });
  router.get('/config', (_req, res) => {
    // A deploy may change it; five minutes of a stale answer is harmless (a map drawn without or with street tiles).
    res.setHeader('Cache-Control', 'public, max-age=300');
    sendData(res, 200, 'Map configuration', config);
  });
  return router;
}
