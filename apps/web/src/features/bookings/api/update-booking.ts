import type { Booking, Envelope, UpdateBookingInput } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/bookings';
import { apiClient } from '../../../lib/api-client';

async function updateBooking(id: string, input: UpdateBookingInput): Promise<Booking> {
  const body = await apiClient.patch<Envelope<Booking>>(`/bookings/${encodeURIComponent(id)}`, input);
  return body.data;
}

export function useUpdateBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBookingInput) => updateBooking(id, input),
    onSuccess: (booking) => {
      // On success the detail refreshes; lists and tiles are refetched when next shown.
      queryClient.setQueryData(bookingKeys.detail(id), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
    },
  });
}
