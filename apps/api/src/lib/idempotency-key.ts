import { idempotencyKeySchema } from '@meridian/contracts';
import type { Request } from 'express';
import { badRequest } from './errors';

/** The request's Idempotency-Key header, parsed by the contract; undefined when absent, 400 when malformed. */
export function readIdempotencyKey(req: Request): string | undefined {
  const raw = req.get('idempotency-key');
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key', { 'Idempotency-Key': 'Invalid' });
  return parsed.data;
}
