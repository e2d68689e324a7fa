// Places: router (HTTP) -> service (search the offline gazetteer, decision 0097).
import { placesQuerySchema, type PlacesQuery } from '@meridian/contracts';
import { Router } from 'express';
import { sendData } from '../../lib/envelope';
import { limitPerIp } from '../../lib/rate-limit';
import { valid, validate } from '../../lib/validate';
import { searchPlaces } from './places.service';

export function placesRouter(rate: { windowMs: number; limit: number }): Router {
  const router = Router();
  router.get('/', limitPerIp({ ...rate, name: 'places' }), validate({ query: placesQuerySchema }), (_req, res) => {
    const places = searchPlaces(valid<PlacesQuery>(res, 'query'));
    // The gazetteer changes only with a release, so browsers may keep an answer for a while.
    res.setHeader('Cache-Control', 'public, max-age=3600');
    sendData(res, 200, 'Places found', places);
  });
  return router;
}
