// GET /invoices (the caller's, paged; by tracking number for the tracking page), GET /invoices/{id}, its PDF, and
// POST /invoices/{id}/email.
import type { Envelope, Invoice, InvoiceListQuery, InvoiceSummary, Pagination } from '@meridian/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';

// The list's envelope data follows the bookings list (records + pagination); contracts name no schema for it yet.
export interface InvoiceList {
  records: InvoiceSummary[];
  pagination: Pagination;
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: Partial<InvoiceListQuery>) => [...invoiceKeys.all, 'list', query] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
};

async function getInvoices(query: Partial<InvoiceListQuery>): Promise<InvoiceList> {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  const body = await apiClient.get<Envelope<InvoiceList>>(`/invoices?${params.toString()}`);
  return body.data;
}

export function useInvoices(query: Partial<InvoiceListQuery>, enabled = true) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.list(query), queryFn: () => getInvoices(query), enabled }));
}

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
