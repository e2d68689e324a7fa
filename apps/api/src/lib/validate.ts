import { firstErrorPerField } from '@meridian/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError, ERRORS } from './errors';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
type Part = keyof Schemas;

type Options = {
  /** The 400's message, from the field errors (a screen may have its own words for it). */
  message?: (fields: Record<string, string>) => string;
  /** What a route with path params answers when they are malformed: they name nothing that exists (decision 0007: 404, never 500). */
  notFound?: string;
};

/**
 * Parses body, query and params with the contract schemas before anything else sees them; the route says what it
 * validates and what its 400 and 404 say. Express 5's req.query is a getter, so parsed values live on
 * res.locals.valid; read them with `valid()`.
 */
export function validate(schemas: Schemas, options: Options = {}): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const parsed: Partial<Record<Part, unknown>> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const input = part === 'body' ? (req.body ?? {}) : req[part];
      const result = schema.safeParse(input);
      if (!result.success) {
        if (part === 'params') return next(new AppError(404, options.notFound ?? ERRORS.notFoundRoute));
        const fields = firstErrorPerField(result.error.issues);
        return next(new AppError(400, options.message?.(fields) ?? ERRORS.validation, { fields }));
      }
      parsed[part] = result.data;
    }
    res.locals.valid = { ...(res.locals.valid ?? {}), ...parsed };
    next();
  };
}

export function valid<T>(res: Response, part: Part): T {
  return (res.locals.valid as Record<Part, T>)[part];
}
