import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import { z } from 'zod';
import type { Logger } from 'pino';
import { firstErrorPerField } from '@meridian/contracts';
import { errorBody } from './envelope';
import { AppError, ERRORS, isDuplicateKeyError } from './errors';

export const unknownRoute: RequestHandler = (_req, _res, next) => next(new AppError(404, ERRORS.notFoundRoute));

type HttpishError = { status?: number; statusCode?: number; type?: string };

// SECURITY.md: what the driver and mongoose throw while MongoDB cannot be reached (by name: mongoose may carry its own
// copy of the driver, so instanceof is not reliable).
const DATABASE_UNAVAILABLE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoClientClosedError',
]);
export const DATABASE_RETRY_AFTER_S = 5;

/** Whether a failure means the database is out of reach (not a bug of ours, not the client's): answered 503. */
function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (typeof name === 'string' && DATABASE_UNAVAILABLE_ERRORS.has(name)) return true;
  // mongoose queues commands while disconnected and gives up after bufferTimeoutMS.
  return name === 'MongooseError' && typeof message === 'string' && message.includes('buffering timed out');
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError(503, ERRORS.databaseUnavailable, { isTrusted: false, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_S) } });
  }
  if (error instanceof z.ZodError) return new AppError(400, ERRORS.validation, { fields: firstErrorPerField(error.issues) });
  if (error instanceof mongoose.Error.CastError) return new AppError(404, ERRORS.notFoundRoute);
  if (error instanceof mongoose.Error.ValidationError) return new AppError(400, ERRORS.validation);
  // A feature that expects a duplicate (an e-mail taken, a replayed key) answers it itself; this is the rest.
  if (isDuplicateKeyError(error)) return new AppError(409, ERRORS.duplicate);
  const e = (error ?? {}) as HttpishError;
  // body-parser errors carry a type and a status.
  if (e.type === 'entity.parse.failed') return new AppError(400, ERRORS.malformedJson);
  if (e.type === 'entity.too.large') return new AppError(413, ERRORS.payloadTooLarge);
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new AppError(415, ERRORS.unsupportedMedia);
  const status = e.status ?? e.statusCode;
  if (status === 404) return new AppError(404, ERRORS.notFoundRoute);
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppError(status, ERRORS.requestFailed);
  return new AppError(500, ERRORS.internal, { isTrusted: false });
}

/** The single error path: every failure leaves as `{ error: true, message, msg }`, never with a stack. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const appError = toAppError(error);
    if (!appError.isTrusted) {
      logger.error({ err: error, requestId: res.locals.requestId, method: req.method, url: req.originalUrl }, 'unhandled error');
    }
    for (const [name, value] of Object.entries(appError.headers ?? {})) res.setHeader(name, value);
    res.status(appError.status).json(errorBody(appError.message, appError.fields, appError.code));
  };
}
