import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError, ERRORS } from './errors';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
type Part = keyof Schemas;

/** Field path -> first message, so forms can show each problem beside its field. */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (issue.code === 'unrecognized_keys') {
      for (const unknownKey of issue.keys) fields[[...issue.path.map(String), unknownKey].join('.')] ??= 'Unknown field';
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Parses body, query and params with the contract schemas before anything else sees them.
 * Express 5's req.query is a getter, so parsed values live on res.locals.valid; read them with `valid()`.
 */
export function validate(schemas: Schemas, options: { message?: (fields: Record<string, string>) => string } = {}): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const parsed: Partial<Record<Part, unknown>> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const input = part === 'body' ? (req.body ?? {}) : req[part];
      const result = schema.safeParse(input);
      if (!result.success) {
        const fields = fieldsOf(result.error);
        if (part === 'params') return next(new AppError(404, notFoundFor(req)));
        return next(new AppError(400, options.message?.(fields) ?? ERRORS.validation, { fields }));
      }
      parsed[part] = result.data;
    }
    res.locals.valid = { ...(res.locals.valid ?? {}), ...parsed };
    next();
  };
}

// A malformed id names nothing that exists: answer like a missing record (issue 5: 404, never 500).
function notFoundFor(req: Request): string {
  return req.baseUrl.includes('/bookings') ? 'Booking not found' : ERRORS.notFoundRoute;
}

export function valid<T>(res: Response, part: Part): T {
  return (res.locals.valid as Record<Part, T>)[part];
}
