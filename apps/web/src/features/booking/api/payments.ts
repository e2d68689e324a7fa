// POST /bookings/{id}/payments, POST /payments/{id}/authenticate, GET /payments/{id}, GET /payments/{id}/receipt.
import type { Envelope, Payment, PaymentRequest } from '@meridian/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { bookingKeys } from '../../../api/bookings';
import { invoiceKeys } from '../../../api/invoices';

const paymentKeys = {
  all: ['payments'] as const,
  detail: (id: string) => [...paymentKeys.all, id] as const,
};

async function payBooking(bookingId: string, request: PaymentRequest, idempotencyKey: string): Promise<Payment> {
  const body = await apiClient.post<Envelope<Payment>>(`/bookings/${encodeURIComponent(bookingId)}/payments`, request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return body.data;
}

async function authenticatePayment(paymentId: string, approve: boolean): Promise<Payment> {
  const body = await apiClient.post<Envelope<Payment>>(`/payments/${encodeURIComponent(paymentId)}/authenticate`, { approve });
  return body.data;
}

async function getPayment(id: string): Promise<Payment> {
  const body = await apiClient.get<Envelope<Payment>>(`/payments/${encodeURIComponent(id)}`);
  return body.data;
}

function paymentQueryOptions(id: string) {
  return queryOptions({ queryKey: paymentKeys.detail(id), queryFn: () => getPayment(id) });
}

export function usePayment(id: string) {
  return useQuery({ ...paymentQueryOptions(id), enabled: id !== '' });
}

/** After any payment outcome the booking's paymentStatus and invoice may have changed. */
function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.all }), queryClient.invalidateQueries({ queryKey: invoiceKeys.all })]);
}

export function usePayBooking(bookingId: string) {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PaymentRequest; idempotencyKey: string }) => payBooking(bookingId, request, idempotencyKey),
    onSettled: invalidate,
  });
}

export function useAuthenticatePayment() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ paymentId, approve }: { paymentId: string; approve: boolean }) => authenticatePayment(paymentId, approve),
    onSettled: invalidate,
  });
}

export function downloadReceipt(paymentId: string): Promise<string> {
  return downloadFile(`/payments/${encodeURIComponent(paymentId)}/receipt`, 'receipt.pdf');
}
