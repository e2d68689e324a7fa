// POST /driver/positions (decision 0109): the phone's positions while a job is out for delivery, sent in batches by
// the outbox (outbox/outbox.ts), never directly by a screen.
import type { DriverPosition, DriverPositionsResult, Envelope } from '@meridian/contracts';
import { apiClient } from '../../../lib/api-client';

// A batch on a weak connection may hang; giving up keeps it in the outbox for the next try.
const POSITIONS_TIMEOUT_MS = 30_000;

export async function sendDriverPositions(positions: DriverPosition[]): Promise<DriverPositionsResult> {
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(POSITIONS_TIMEOUT_MS) : undefined;
  const body = await apiClient.post<Envelope<DriverPositionsResult>>('/driver/positions', { positions }, { signal });
  return body.data;
}
