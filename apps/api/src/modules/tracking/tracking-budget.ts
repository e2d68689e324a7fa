import { isValidTrackingNumber, normalizeTrackingNumber } from '@meridian/contracts';
import type { Request } from 'express';
import { limitDistinctPerIp } from '../../lib/rate-limit-distinct';

type Rate = { windowMs: number; limit: number };

/** What a lookup counts as: a number in its stored form (however it was typed), anything else as sent. */
function trackingSubject(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  return isValidTrackingNumber(raw) ? normalizeTrackingNumber(raw) : raw.trim().toUpperCase();
}

/**
 * Decision 0085: the one per-IP tracking budget, shared by GET /tracking/{number} and the page links the API draws
 * (/track/{number}, /track?id=): it counts the different numbers asked about, so viewing a shipment again is free.
 */
export function trackingBudget(rate: Rate, numberOf: (req: Request) => unknown) {
  return limitDistinctPerIp({ ...rate, name: 'tracking' }, (req) => trackingSubject(numberOf(req)));
}
