import { formatMoney, toCents, type ReportSummary } from '@meridian/contracts';
import { Alert } from '../ui/alert';
import { REPORTS_COPY } from '../../content/reports';
import { formatCalendarDate } from '../../lib/format-date';
import { FOOTPRINT_REPORT_COPY } from '../../content/shipment-facts';
import { formatKgFigure } from '../../lib/format-footprint';
import { ReportChart } from './report-chart';
import { ReportFootprint } from './report-footprint';

function Kpi({ label, value, testId, wide = false, note }: { label: string; value: string; testId: string; wide?: boolean; note?: string }) {
  return (
    <div className={`min-w-0 rounded-xl bg-slate-50 p-3 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs font-medium text-slate-700">{label}</dt>
      <dd className="truncate text-xl font-extrabold text-slate-900" data-testid={testId}>
        {value}
      </dd>
      {note && (
        <dd className="truncate text-xs text-slate-700" data-testid={`${testId}-note`}>
          {note}
        </dd>
      )}
    </div>
  );
}

/** The side panel: the chosen period's real figures (decision 0026). */
export function ReportSummaryPanel({ summary, isLoading, isError }: { summary: ReportSummary | undefined; isLoading: boolean; isError: boolean }) {
  return (
    <section aria-labelledby="report-summary-heading" aria-busy={isLoading} className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="report-summary-heading" className="text-lg font-bold text-slate-900">
        {REPORTS_COPY.summary}
      </h2>
      {summary && (
        <p className="mt-1 text-sm text-slate-700">
          {formatCalendarDate(summary.from)} – {formatCalendarDate(summary.to)}
        </p>
      )}
      {isError && (
        <Alert tone="error" className="mt-4">
          {REPORTS_COPY.summaryFailed}
        </Alert>
      )}
      {!summary && isLoading && (
        <p role="status" className="mt-4 text-sm text-slate-700">
          Loading figures...
        </p>
      )}
      {summary && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <Kpi label={REPORTS_COPY.shipments} value={String(summary.shipments)} testId="kpi-shipments" />
            <Kpi label={REPORTS_COPY.revenue} value={formatMoney(toCents(summary.revenue), summary.currency)} testId="kpi-revenue" />
            <Kpi label={REPORTS_COPY.avgDelivery} value={summary.avgDeliveryDays === null ? '–' : REPORTS_COPY.days(summary.avgDeliveryDays)} testId="kpi-delivery" />
            <Kpi label={REPORTS_COPY.rating} value={summary.rating === null ? REPORTS_COPY.noRating : `${summary.rating}/5`} testId="kpi-rating" />
            <Kpi label={FOOTPRINT_REPORT_COPY.co2eKpi} value={FOOTPRINT_REPORT_COPY.co2eValue(formatKgFigure(summary.co2eKg))} testId="kpi-co2e" wide />
            <Kpi label={REPORTS_COPY.claimsOpened} value={String(summary.claims.opened)} testId="kpi-claims" />
            <Kpi
              label={REPORTS_COPY.claimRate}
              value={summary.claims.ratePer100Shipments === null ? REPORTS_COPY.noClaimRate : String(summary.claims.ratePer100Shipments)}
              testId="kpi-claim-rate"
            />
            <Kpi
              label={REPORTS_COPY.claimsSettled}
              value={formatMoney(toCents(summary.claims.settledAmount), summary.currency)}
              note={REPORTS_COPY.claimsSettledSplit(formatMoney(toCents(summary.claims.settledByRefund), summary.currency), formatMoney(toCents(summary.claims.settledByCreditNote), summary.currency))}
              testId="kpi-claims-settled"
              wide
            />
          </dl>
          <div className="mt-5">
            <ReportChart series={summary.series} />
          </div>
          <div className="mt-5 border-t border-slate-200 pt-4">
            <ReportFootprint summary={summary} />
          </div>
        </>
      )}
    </section>
  );
}
