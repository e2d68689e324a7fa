import type { Booking, CreateBookingInput, Envelope } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/bookings';
import { apiClient } from '../../../lib/api-client';

function createBooking(input: CreateBookingInput, idempotencyKey: string): Promise<Envelope<Booking>> {
  // The same key for the same draft: a double click or a retry never creates two bookings.
  return apiClient.post('/bookings/', input, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateBookingInput; idempotencyKey: string }) => createBooking(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
