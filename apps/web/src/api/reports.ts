// GET /reports/summary and GET /reports/{category}.csv: the customer's /reports and the console's Reports page read
// them, so they live here once with their query keys.
import type { Envelope, ReportCategory, ReportPeriod, ReportSummary } from '@meridian/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';

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

function reportSearch(filters: ReportFilters): string {
  const entries = Object.entries({ period: filters.period, from: filters.period === 'custom' ? filters.from : undefined, to: filters.period === 'custom' ? filters.to : undefined, customer: filters.customer });
  return new URLSearchParams(entries.filter((e): e is [string, string] => Boolean(e[1]))).toString();
}

async function getReportSummary(filters: ReportFilters): Promise<ReportSummary> {
  const body = await apiClient.get<Envelope<ReportSummary>>(`/reports/summary?${reportSearch(filters)}`);
  return body.data;
}

function reportSummaryQueryOptions(filters: ReportFilters, enabled = true) {
  return queryOptions({ queryKey: reportKeys.summary(filters), queryFn: () => getReportSummary(filters), placeholderData: keepPreviousData, enabled });
}

export function useReportSummary(filters: ReportFilters, enabled = true) {
  return useQuery(reportSummaryQueryOptions(filters, enabled));
}

/**
 * The CSV behind the token (named {category}-analytics-{period}.csv), downloaded the one way every file
 * behind the token is (lib/download-file). Resolves with the saved name once the whole file has arrived.
 */
export function downloadReport(category: ReportCategory, filters: ReportFilters): Promise<string> {
  return downloadFile(`/reports/${category}.csv?${reportSearch(filters)}`, `${category}-analytics-${filters.period}.csv`, 'text/csv');
}
