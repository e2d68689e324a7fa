// POST /bookings/{id}/rating: the owner rates a delivered shipment once (decision 0026).
import type { Booking, Envelope, RatingInput } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/bookings';
import { reportKeys } from '../../../api/reports';
import { apiClient } from '../../../lib/api-client';

async function rateBooking(id: string, input: RatingInput): Promise<Booking> {
  const body = await apiClient.post<Envelope<Booking>>(`/bookings/${encodeURIComponent(id)}/rating`, input);
  return body.data;
}

export function useRateBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) => rateBooking(id, input),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.detail(id), booking);
      // The rating KPI and the satisfaction column change with it.
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}
