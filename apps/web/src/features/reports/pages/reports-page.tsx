import { ReportWorkspace } from '../../../components/reports/report-workspace';
import { REPORTS_COPY } from '../../../content/reports';
import { usePageTitle } from '../../../lib/use-page-title';

/** /reports, from the customer's own bookings (decision 0026). The customer-area layout gives the frame. */
export function ReportsPage() {
  usePageTitle(REPORTS_COPY.title);
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{REPORTS_COPY.title}</h1>
      <p className="mt-1 text-slate-700">{REPORTS_COPY.intro}</p>
      <div className="mt-6">
        <ReportWorkspace />
      </div>
    </>
  );
}
