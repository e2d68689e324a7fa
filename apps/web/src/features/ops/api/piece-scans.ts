// GET /bookings/{id}/proof-of-pickup/signature and GET /bookings/{id}/pieces/{sscc}/scans/{n}/photo (decisions 0100,
// 0102): the sender's signature and a scan's photo, fetched with the token as blobs.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const pieceScanKeys = {
  senderSignature: (id: string) => ['ops', 'sender-signature', id] as const,
  photo: (id: string, sscc: string, n: number) => ['ops', 'scan-photo', id, sscc, n] as const,
};

function getSenderSignature(id: string): Promise<Blob> {
  return apiClient.blob(`/bookings/${encodeURIComponent(id)}/proof-of-pickup/signature`);
}

export function useSenderSignatureImage(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: pieceScanKeys.senderSignature(id), queryFn: () => getSenderSignature(id), enabled: options.enabled, staleTime: Infinity });
}

function getScanPhoto(id: string, sscc: string, n: number): Promise<Blob> {
  return apiClient.blob(`/bookings/${encodeURIComponent(id)}/pieces/${encodeURIComponent(sscc)}/scans/${n}/photo`);
}

/** A scan's photo, fetched only once asked for (a booking may have many). */
export function useScanPhoto(id: string, sscc: string, n: number, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: pieceScanKeys.photo(id, sscc, n), queryFn: () => getScanPhoto(id, sscc, n), enabled: options.enabled, staleTime: Infinity });
}
