import { envelopeSchema, errorBodySchema } from '@meridian/contracts';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';

// The building blocks every module's OpenAPI paths use. Each module that adds endpoints exports its own
// `<module>.openapi.ts` paths object; openapi.ts merges them, so two teams adding endpoints never edit one list.
export type OpenApiPaths = ZodOpenApiPathsObject;

export type Responses = Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: z.ZodType }> }>;

export const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
export const ok = (schema: z.ZodType, description = 'Success') => ({ description, ...json(envelopeSchema(schema)) });
export const fail = (description: string) => ({ description, ...json(errorBodySchema) });

export const common: Responses = {
  '400': fail('Invalid input; `fields` maps each field path to its problem'),
  '413': fail('Body larger than 100 kB'),
  '429': fail('Too many requests'),
  '500': fail('Unexpected failure (no details)'),
};
export const authed: Responses = { ...common, '401': fail('Missing, expired or invalid token, or the user no longer exists') };
export const security = [{ bearerAuth: [] }];
/** Routes an API key may call within its scopes (decision 0056): a session or an `mxk_` key. */
export const keySecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyAuth: [] }];
export const nullData = z.null();

export const forbidden = fail('Signed in, but this role may not do this');
