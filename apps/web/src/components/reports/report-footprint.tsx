import { VEHICLE_TYPE_LABELS, VEHICLE_TYPES, type ReportSummary } from '@meridian/contracts';
import { FOOTPRINT_REPORT_COPY } from '../../content/shipment-facts';
import { formatKgFigure } from '../../lib/format-footprint';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** The period's kg CO2e well to wheel per transport mode and per month (ISO 14083 / GLEC, decision 0096). */
export function ReportFootprint({ summary }: { summary: ReportSummary }) {
  const largest = Math.max(0, ...VEHICLE_TYPES.map((mode) => summary.co2eByMode[mode]));
  return (
    <div className="space-y-4" data-testid="report-footprint">
      <section aria-labelledby="co2e-by-mode">
        <h3 id="co2e-by-mode" className="text-sm font-semibold text-slate-800">
          {FOOTPRINT_REPORT_COPY.byMode}
        </h3>
        <dl className="mt-2 space-y-2">
          {VEHICLE_TYPES.map((mode) => {
            const kg = summary.co2eByMode[mode];
            return (
              <div key={mode} className="text-sm">
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-700">{VEHICLE_TYPE_LABELS[mode]}</dt>
                  <dd className="font-semibold text-slate-900" data-testid={`co2e-${mode}`}>
                    {FOOTPRINT_REPORT_COPY.co2eValue(formatKgFigure(kg))}
                  </dd>
                </div>
                <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
                  <div className="h-1.5 rounded-full bg-emerald-600" style={{ width: `${largest > 0 ? (kg / largest) * 100 : 0}%` }} />
                </div>
              </div>
            );
          })}
        </dl>
      </section>
      {summary.co2eByMonth.length > 0 && (
        <section aria-labelledby="co2e-by-month">
          <h3 id="co2e-by-month" className="text-sm font-semibold text-slate-800">
            {FOOTPRINT_REPORT_COPY.byMonth}
          </h3>
          <table className="mt-2 w-full text-left text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">{FOOTPRINT_REPORT_COPY.month}</th>
                <th scope="col">{FOOTPRINT_REPORT_COPY.co2e}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {summary.co2eByMonth.map((row) => (
                <tr key={row.month}>
                  <th scope="row" className="py-1.5 font-normal text-slate-700">
                    {monthLabel(row.month)}
                  </th>
                  <td className="py-1.5 text-right font-semibold text-slate-900">{FOOTPRINT_REPORT_COPY.co2eValue(formatKgFigure(row.co2eKg))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {summary.unmeasuredShipments > 0 && <p className="text-xs text-amber-900">{FOOTPRINT_REPORT_COPY.unmeasured(summary.unmeasuredShipments)}</p>}
      <p className="text-xs text-slate-700">{FOOTPRINT_REPORT_COPY.how}</p>
    </div>
  );
}
