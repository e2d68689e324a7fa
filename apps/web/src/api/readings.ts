// GET /bookings/{id}/readings: the temperature log for the booking detail (and the console), and its CSV download.
import type { Envelope, TemperatureLog } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

export const readingKeys = {
  all: ['readings'] as const,
  log: (bookingId: string) => [...readingKeys.all, bookingId] as const,
};

const readingsPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/readings`;

async function getTemperatureLog(bookingId: string): Promise<TemperatureLog> {
  const body = await apiClient.get<Envelope<TemperatureLog>>(readingsPath(bookingId));
  return body.data;
}

function temperatureLogQueryOptions(bookingId: string) {
  // Sensors report every few minutes; a minute old is fresh enough, and a returning tab catches up on focus.
  return queryOptions({ queryKey: readingKeys.log(bookingId), queryFn: () => getTemperatureLog(bookingId), staleTime: 60_000 });
}

export function useTemperatureLog(bookingId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...temperatureLogQueryOptions(bookingId), enabled: options.enabled ?? true });
}

const temperatureCsvFilename = (trackingNumber: string) => `temperature-log-${trackingNumber}.csv`;

/** Fetches the CSV with the session's token (a plain link could not send it) and saves it under the server's name. */
export async function downloadTemperatureCsv(bookingId: string, trackingNumber: string): Promise<void> {
  const text = await apiClient.get<string | undefined>(readingsPath(bookingId), { headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(new Blob([text ?? ''], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = temperatureCsvFilename(trackingNumber);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
