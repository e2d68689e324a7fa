import { ReportWorkspace } from '../../../components/reports/report-workspace';
import { REPORTS_COPY } from '../../../content/reports';
import { usePageTitle } from '../../../lib/use-page-title';

/** The operators' reports across all customers, filterable by one (the API enforces the role; decision 0026). */
export function OpsReportsPage() {
  usePageTitle(`${REPORTS_COPY.title} · Console`);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{REPORTS_COPY.title}</h1>
      <p className="mt-1 text-slate-700">{REPORTS_COPY.opsIntro}</p>
      <div className="mt-6">
        <ReportWorkspace withCustomerFilter />
      </div>
    </>
  );
}
