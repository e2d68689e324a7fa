// Decision 0056: bulk booking from CSV: the template, a dry run, and the import under one Idempotency-Key per attempt.
import type { Envelope, ImportResult } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from '../../../api/bookings';
import { downloadFile } from '../../../lib/download-file';

const TEMPLATE_PATH = '/bookings/import/template.csv';

export const downloadImportTemplate = () => downloadFile(TEMPLATE_PATH, 'booking-import-template.csv', 'text/csv');

async function importBookings(input: { file: File; dryRun: boolean; idempotencyKey: string }): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  const path = `/bookings/import${input.dryRun ? '?dryRun=true' : ''}`;
  const headers = input.dryRun ? undefined : { 'Idempotency-Key': input.idempotencyKey };
  return (await apiClient.post<Envelope<ImportResult>>(path, form, headers ? { headers } : undefined)).data;
}

export function useImportBookings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importBookings,
    // New bookings: My Bookings and the dashboard read again.
    onSuccess: (result) => (result.dryRun ? undefined : client.invalidateQueries({ queryKey: bookingKeys.all })),
  });
}
