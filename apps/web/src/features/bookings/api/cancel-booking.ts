import type { Booking, Envelope } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/bookings';
import { apiClient } from '../../../lib/api-client';

async function cancelBooking(id: string): Promise<Booking> {
  const body = await apiClient.patch<Envelope<Booking>>(`/bookings/cancel/${encodeURIComponent(id)}`);
  return body.data;
}

export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelBooking(id),
    onSuccess: (booking) => {
      // On success the detail shows the returned booking; lists and tiles are refetched when next shown.
      queryClient.setQueryData(bookingKeys.detail(id), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
    },
  });
}
