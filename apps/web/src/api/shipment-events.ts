// POST /bookings/{id}/events: one call per move (decision 0019). The console and the driver view both send moves
// through here, so every screen that shows the booking sees the answer at once.
import type { Booking, Envelope, OpsBooking, ShipmentEventInput } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { bookingKeys } from './bookings';
import { opsKeys } from './ops';

export interface SendShipmentEventInput {
  bookingId: string;
  event: ShipmentEventInput;
  /** A phone that retries a move it kept offline sends the same key, so the move happens once. */
  idempotencyKey?: string;
}

async function sendShipmentEvent({ bookingId, event, idempotencyKey }: SendShipmentEventInput): Promise<Booking> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  const body = await apiClient.post<Envelope<Booking>>(`/bookings/${encodeURIComponent(bookingId)}/events`, event, { headers });
  return body.data;
}

/**
 * The move mutation. On success the booking's cached copies take the answer (the console's copy keeps the customer
 * it was loaded with, which the events answer does not carry) and lists refetch.
 */
export function useShipmentEvent(options: { onSuccess?: (booking: Booking, input: SendShipmentEventInput) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendShipmentEvent,
    onSuccess: async (booking, input) => {
      client.setQueryData(bookingKeys.detail(input.bookingId), booking);
      client.setQueryData(opsKeys.booking(input.bookingId), (old: OpsBooking | undefined) => (old ? { ...booking, customer: old.customer } : old));
      options.onSuccess?.(booking, input);
      await Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.lists() }),
        client.invalidateQueries({ queryKey: bookingKeys.lists() }),
        input.event.type === 'reading' ? client.invalidateQueries({ queryKey: opsKeys.readings(input.bookingId) }) : undefined,
      ]);
    },
  });
}
