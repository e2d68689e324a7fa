// GET /reports/summary and GET /reports/{category}.csv: the customer's /reports and the console's Reports page read
// them, so they live here once with their query keys.
import type { Envelope, ReportCategory, ReportPeriod, ReportSummary } from '@meridian/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError, apiClient, errorMessageFrom } from '../lib/api-client';
import { TOKEN_KEY } from '../lib/storage-keys';

export interface ReportFilters {
  period: ReportPeriod;
  from?: string;
  to?: string;
  /** Staff only: an account id or e-mail. */
  customer?: string;
}

export const reportKeys = {
  all: ['reports'] as const,
  summary: (filters: ReportFilters) => [...reportKeys.all, 'summary', filters] as const,
};

export function reportSearch(filters: ReportFilters): string {
  const entries = Object.entries({ period: filters.period, from: filters.period === 'custom' ? filters.from : undefined, to: filters.period === 'custom' ? filters.to : undefined, customer: filters.customer });
  return new URLSearchParams(entries.filter((e): e is [string, string] => Boolean(e[1]))).toString();
}

export async function getReportSummary(filters: ReportFilters): Promise<ReportSummary> {
  const body = await apiClient.get<Envelope<ReportSummary>>(`/reports/summary?${reportSearch(filters)}`);
  return body.data;
}

export function reportSummaryQueryOptions(filters: ReportFilters, enabled = true) {
  return queryOptions({ queryKey: reportKeys.summary(filters), queryFn: () => getReportSummary(filters), placeholderData: keepPreviousData, enabled });
}

export function useReportSummary(filters: ReportFilters, enabled = true) {
  return useQuery(reportSummaryQueryOptions(filters, enabled));
}

/** The server's file name from Content-Disposition (spec 2: {category}-analytics-{period}.csv). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * The CSV behind the token: a plain link cannot send the Bearer header, so the file is fetched with it and handed
 * to the browser as a download under the name the server gave. Resolves once the whole file has arrived.
 */
export async function downloadReport(category: ReportCategory, filters: ReportFilters): Promise<string> {
  const token = localStorage.getItem(TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/reports/${category}.csv?${reportSearch(filters)}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError('Network request failed', { isNetworkError: true });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(errorMessageFrom(body), { status: response.status, body });
  }
  const name = fileNameFrom(response.headers.get('Content-Disposition'), `${category}-analytics-${filters.period}.csv`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
