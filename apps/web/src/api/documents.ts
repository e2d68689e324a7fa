// A booking's papers (decision 0103): the list with each one's status for the Documents cards, their downloads, and
// the public verification of a sealed digest (consignment notes and temperature reports alike).
import type { BookingDocument, BookingDocuments, DocumentVerification, Envelope } from '@meridian/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';

const documentKeys = {
  all: ['documents'] as const,
  ofBooking: (bookingId: string) => [...documentKeys.all, 'booking', bookingId] as const,
  verification: (digest: string) => [...documentKeys.all, 'verify', digest] as const,
};

async function getBookingDocuments(bookingId: string): Promise<BookingDocuments> {
  return (await apiClient.get<Envelope<BookingDocuments>>(`/bookings/${encodeURIComponent(bookingId)}/documents`)).data;
}

/** Refetched on focus: a signature at pickup or delivery changes what the card shows. */
export function useBookingDocuments(bookingId: string, version?: number) {
  return useQuery(queryOptions({ queryKey: [...documentKeys.ofBooking(bookingId), version ?? 0], queryFn: () => getBookingDocuments(bookingId), staleTime: 10_000 }));
}

async function getDocumentVerification(digest: string): Promise<DocumentVerification> {
  return (await apiClient.get<Envelope<DocumentVerification>>(`/documents/${encodeURIComponent(digest)}`)).data;
}

export function useDocumentVerification(digest: string, enabled = true) {
  return useQuery({ ...queryOptions({ queryKey: documentKeys.verification(digest), queryFn: () => getDocumentVerification(digest), retry: false, staleTime: 60_000 }), enabled });
}

const consignmentNotePdfPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/consignment-note.pdf`;

/** Downloads one entry of the list; the consignment note by its own path, the rest by the path the API names. */
export async function downloadBookingDocument(bookingId: string, document: BookingDocument): Promise<string> {
  const fallback = document.filename ?? `${document.kind}.pdf`;
  if (document.kind === 'consignment-note') return downloadFile(consignmentNotePdfPath(bookingId), fallback);
  return downloadFile(document.href!.replace(/^\/api\/v1/, ''), fallback);
}
