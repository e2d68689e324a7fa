import { z } from 'zod';

// Every answer is `{ error, message, data }`; a failure also carries `msg`, which the web shows.
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    error: z.literal(false),
    message: z.string(),
    data,
  });
}

export const errorBodySchema = z
  .object({
    error: z.literal(true),
    message: z.string(),
    msg: z.string(),
    // Field-level problems (path -> message) so a form can show each error next to its field.
    fields: z.record(z.string(), z.string()).optional(),
    // A machine-readable reason where a client acts on it differently (a payment: declined card vs provider fault).
    code: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type Envelope<T> = { error: false; message: string; data: T };

export const objectIdSchema = z
  .string()
  .regex(/^[a-f0-9]{24}$/i, 'Invalid id')
  .meta({ id: 'ObjectId', description: 'A 24-character hexadecimal id' });

export const idParamsSchema = z.strictObject({ id: objectIdSchema });
