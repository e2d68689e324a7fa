// Health: a router only; nothing is stored, readiness asks the database connection for a ping.
import { Router } from 'express';
import mongoose from 'mongoose';
import { sendData } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { isShuttingDown } from '../../lib/lifecycle';

const SHUTTING_DOWN = 'The server is shutting down.';

export function healthRouter(): Router {
  const router = Router();
  // Process alive: no dependency checked.
  router.get('/healthz', (_req, res) => sendData(res, 200, 'ok', { status: 'ok', uptimeSeconds: Math.round(process.uptime()) }));
  // Ready: not shutting down (decision 0033: the load balancer stops sending here first), and the database answers a ping.
  router.get('/readyz', async (_req, res) => {
    if (isShuttingDown()) throw new AppError(503, SHUTTING_DOWN, { isTrusted: true });
    const db = mongoose.connection.db;
    const ready =
      mongoose.connection.readyState === 1 &&
      db !== undefined &&
      (await Promise.race([
        db.admin().command({ ping: 1 }).then(() => true, () => false),
        new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false).unref()),
      ]));
    if (!ready) throw new AppError(503, 'The database is not reachable.', { isTrusted: true });
    sendData(res, 200, 'ready', { status: 'ready', database: 'up' });
  });
  return router;
}
