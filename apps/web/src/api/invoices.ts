// GET /invoices/{id}, its PDF, and
// POST /invoices/{id}/email.
import type { Envelope, Invoice, InvoiceListQuery } from '@meridian/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: Partial<InvoiceListQuery>) => [...invoiceKeys.all, 'list', query] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
};

async function getInvoice(id: string): Promise<Invoice> {
  const body = await apiClient.get<Envelope<Invoice>>(`/invoices/${encodeURIComponent(id)}`);
  return body.data;
}

export function useInvoice(id: string) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) }));
}

export function downloadInvoicePdf(invoice: Pick<Invoice, '_id' | 'invoiceNumber'>): Promise<string> {
  return downloadFile(`/invoices/${encodeURIComponent(invoice._id)}/pdf`, `${invoice.invoiceNumber}.pdf`);
}

export function useEmailInvoice(id: string) {
  return useMutation({ mutationFn: () => apiClient.post<Envelope<unknown>>(`/invoices/${encodeURIComponent(id)}/email`) });
}
