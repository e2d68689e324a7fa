// POST /bookings/{id}/events: one call per move (decision 0019). The console and the driver view both send moves
// through here, so a move is sent, timed out and retried the same way from either screen.
import type { Booking, Envelope, RecordedReadingAnswer, ShipmentEventInput } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { bookingKeys } from './bookings';
import { readingKeys } from './readings';

interface SendShipmentEventInput {
  bookingId: string;
  event: ShipmentEventInput;
  /** A phone that retries a move it kept offline sends the same key, so the move happens once. */
  idempotencyKey?: string;
}

/** A reading answers what was recorded and whether it sits in the band; every other move answers the booking. */
export type ShipmentEventAnswer = Booking | RecordedReadingAnswer;

export const isReadingAnswer = (answer: ShipmentEventAnswer): answer is RecordedReadingAnswer => 'inBand' in answer;

// A move on a weak connection may hang for minutes; giving up lets the driver's outbox keep it and try again later.
const EVENT_TIMEOUT_MS = 45_000;

export async function sendShipmentEvent({ bookingId, event, idempotencyKey }: SendShipmentEventInput): Promise<ShipmentEventAnswer> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(EVENT_TIMEOUT_MS) : undefined;
  const body = await apiClient.post<Envelope<ShipmentEventAnswer>>(`/bookings/${encodeURIComponent(bookingId)}/events`, event, { headers, signal });
  return body.data;
}

/**
 * The move mutation. On success the booking's cached copy takes the answer, the lists and the temperature log refetch,
 * and the screen's own copies (the console keeps one with the customer) follow through `onSuccess`.
 */
export function useShipmentEvent(options: { onSuccess?: (answer: ShipmentEventAnswer, input: SendShipmentEventInput) => Promise<unknown> | void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendShipmentEvent,
    onSuccess: async (answer, input) => {
      if (!isReadingAnswer(answer)) client.setQueryData(bookingKeys.detail(input.bookingId), answer);
      await Promise.all([
        options.onSuccess?.(answer, input),
        client.invalidateQueries({ queryKey: bookingKeys.lists() }),
        input.event.type === 'reading' ? client.invalidateQueries({ queryKey: readingKeys.log(input.bookingId) }) : undefined,
      ]);
    },
  });
}
