import type { Booking, Envelope, UpdateBookingInput } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { bookingQueryKey } from './get-booking';

export async function updateBooking(id: string, input: UpdateBookingInput): Promise<Booking> {
  const body = await apiClient.patch<Envelope<Booking>>(`/bookings/${encodeURIComponent(id)}`, input);
  return body.data;
}

export function useUpdateBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBookingInput) => updateBooking(id, input),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryKey(id), booking);
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
