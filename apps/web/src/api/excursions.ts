// The cold chain's excursions (decision 0041): the console's list, an operator's acknowledgement and the
// report PDF download (a digest is verified through api/documents.ts, decision 0103).
import type { Envelope, Excursion, ExcursionAcknowledgeInput, OpsExcursionList } from '@meridian/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';
import { readingKeys } from './readings';

const excursionKeys = {
  all: ['excursions'] as const,
  ops: () => [...excursionKeys.all, 'ops'] as const,
};

async function getOpsExcursions(): Promise<OpsExcursionList> {
  return (await apiClient.get<Envelope<OpsExcursionList>>('/ops/excursions')).data;
}

export function useOpsExcursions() {
  return useQuery(queryOptions({ queryKey: excursionKeys.ops(), queryFn: getOpsExcursions, staleTime: 30_000 }));
}

async function acknowledgeExcursion(bookingId: string, excursionId: string, input: ExcursionAcknowledgeInput): Promise<Excursion> {
  const path = `/bookings/${encodeURIComponent(bookingId)}/excursions/${encodeURIComponent(excursionId)}/acknowledgement`;
  return (await apiClient.post<Envelope<Excursion>>(path, input)).data;
}

export function useAcknowledgeExcursion(bookingId: string, excursionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExcursionAcknowledgeInput) => acknowledgeExcursion(bookingId, excursionId, input),
    onSettled: () =>
      Promise.all(
        [excursionKeys.ops(), readingKeys.log(bookingId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

const temperatureReportFilename = (trackingNumber: string) => `temperature-report-${trackingNumber}.pdf`;

export async function downloadTemperatureReport(bookingId: string, trackingNumber: string): Promise<void> {
  await downloadFile(`/bookings/${encodeURIComponent(bookingId)}/temperature-report.pdf`, temperatureReportFilename(trackingNumber));
}
